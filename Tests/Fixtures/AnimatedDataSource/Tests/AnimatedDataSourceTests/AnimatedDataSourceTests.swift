import AnimatedDataSource
import Foundation
import RxCocoa
import RxSwift
import UIKit
import XCTest

struct Fruit: IdentifiableType, Equatable {
    let name: String
    var price: Int

    var identity: String { name }
}

/// A cell as an iOS app writes it: labels of its own, made by its own initializer.
final class FruitCell: UITableViewCell {
    let nameLabel = UILabel(frame: .zero)
    let priceLabel = UILabel(frame: .zero)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(nameLabel)
        contentView.addSubview(priceLabel)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

typealias FruitSection = AnimatableSectionModel<String, Fruit>

/// The animated data source drives the table through batch updates: after every new array of
/// sections the table's snapshot is the data, and the rows the update keeps keep their cells.
final class AnimatedDataSourceTests: XCTestCase {
    private var tableView: UITableView!
    private var sections: BehaviorSubject<[FruitSection]>!
    private var displayed: [String] = []
    private var bag = DisposeBag()

    override func setUp() {
        super.setUp()
        tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        tableView.register(FruitCell.self, forCellReuseIdentifier: "Fruit")
        sections = BehaviorSubject(value: [
            FruitSection(model: "Fruit", items: [Fruit(name: "apple", price: 3), Fruit(name: "pear", price: 4)]),
            FruitSection(model: "Nuts", items: [Fruit(name: "pecan", price: 9)]),
        ])
        let dataSource = RxTableViewSectionedAnimatedDataSource<FruitSection>(
            configureCell: { _, tableView, indexPath, fruit in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
                (cell as? FruitCell)?.nameLabel.text = fruit.name
                (cell as? FruitCell)?.priceLabel.text = "$\(fruit.price)"
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource[section].model })
        tableView.rx.willDisplayCell.subscribe(onNext: { [unowned self] event in
            displayed.append((event.cell as? FruitCell)?.nameLabel.text ?? "?")
        })
        .disposed(by: bag)
        sections.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
    }

    override func tearDown() {
        bag = DisposeBag()
        super.tearDown()
    }

    /// The table's rows as its snapshot shows them: "header: title subtitle" per row.
    private func shownRows() -> [String] {
        tableView._elementSnapshot().rows.map { row in
            [row.sectionHeader.map { "\($0):" }, row.title, row.subtitle].compactMap { $0 }.joined(separator: " ")
        }
    }

    private func cell(_ row: Int, _ section: Int) -> UITableViewCell? {
        tableView.cellForRow(at: IndexPath(row: row, section: section))
    }

    func testTheFirstSectionsReloadTheTable() {
        XCTAssertEqual(shownRows(), ["Fruit: apple $3", "pear $4", "Nuts: pecan $9"])
        XCTAssertEqual(displayed, ["apple", "pear", "pecan"])
    }

    func testInsertionsDeletionsAndMovesKeepTheCellsOfKeptRows() throws {
        let apple = cell(0, 0)
        let pear = cell(1, 0)
        let pecan = cell(0, 1)
        displayed = []
        sections.onNext([
            FruitSection(model: "Nuts", items: [Fruit(name: "pecan", price: 9), Fruit(name: "pear", price: 4)]),
            FruitSection(model: "Fruit", items: [Fruit(name: "apple", price: 3)]),
            FruitSection(model: "Berries", items: [Fruit(name: "fig", price: 2)]),
        ])
        XCTAssertEqual(shownRows(), ["Nuts: pecan $9", "pear $4", "Fruit: apple $3", "Berries: fig $2"])
        XCTAssertTrue(cell(0, 0) === pecan, "the moved section keeps its cell")
        XCTAssertTrue(cell(1, 0) === pear, "the row moved into another section keeps its cell")
        XCTAssertTrue(cell(0, 1) === apple)
        XCTAssertEqual(displayed, ["fig"], "only the inserted row is new")
    }

    func testASectionsDeletionTakesItsRowsAway() {
        displayed = []
        sections.onNext([FruitSection(model: "Nuts", items: [Fruit(name: "pecan", price: 9), Fruit(name: "pear", price: 4)])])
        XCTAssertEqual(shownRows(), ["Nuts: pecan $9", "pear $4"])
        XCTAssertEqual(displayed, ["pear"], "a row cannot move out of a deleted section: it is inserted anew")
    }

    func testAChangedItemIsReloaded() throws {
        sections.onNext([
            FruitSection(model: "Fruit", items: [Fruit(name: "pear", price: 4), Fruit(name: "apple", price: 5)]),
            FruitSection(model: "Nuts", items: [Fruit(name: "pecan", price: 9)]),
        ])
        XCTAssertEqual(shownRows(), ["Fruit: pear $4", "apple $5", "Nuts: pecan $9"], "the kept cell showed $3")
    }

    func testModelSelectedReadsTheDataSource() {
        var selected: [String] = []
        tableView.rx.modelSelected(Fruit.self).subscribe(onNext: { selected.append($0.name) }).disposed(by: bag)
        (tableView.delegate as? UITableViewDelegate)?.tableView(tableView, didSelectRowAt: IndexPath(row: 0, section: 1))
        XCTAssertEqual(selected, ["pecan"])
    }

    func testManyUpdatesInARowAlwaysShowTheData() {
        var generator = SplitMix(seed: 31)
        let names = ["apple", "pear", "fig", "kiwi", "lime", "plum", "date", "nut", "yam", "pea"]
        for _ in 0..<200 {
            var pool = names.filter { _ in generator.next() % 3 != 0 }
            var shuffled: [String] = []
            while !pool.isEmpty { shuffled.append(pool.remove(at: Int(generator.next() % UInt64(pool.count)))) }
            let headers = ["A", "B", "C", "D"].filter { _ in generator.next() % 4 != 0 }
            var new = headers.map { FruitSection(model: $0, items: []) }
            for name in shuffled where !new.isEmpty {
                new[Int(generator.next() % UInt64(new.count))].items.append(Fruit(name: name, price: Int(generator.next() % 3)))
            }
            sections.onNext(new)
            let expected = new.flatMap { section in
                section.items.enumerated().map { index, fruit in
                    (index == 0 ? "\(section.model): " : "") + "\(fruit.name) $\(fruit.price)"
                }
            }
            XCTAssertEqual(shownRows(), expected)
        }
    }
}

/// A small seeded generator, so the sequence of updates is the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
