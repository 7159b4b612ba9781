import Foundation
import RxCocoa
import RxRelay
import RxSwift
@testable import UIKit
import XCTest

/// Rows editable and deleted through the snapshot, and titled by section, as iOS code subclasses it.
private final class FruitDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let fruit = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([fruit])
        apply(snapshot)
    }
}

/// A screen whose view model's Driver of fruits is applied to a diffable table.
private final class FruitsViewController: UIViewController {
    let tableView = UITableView(frame: .zero, style: .plain)
    let fruits = BehaviorRelay<[String]>(value: ["Apple", "Pear"])
    var selected: [String] = []
    private let disposeBag = DisposeBag()
    lazy var dataSource = FruitDataSource(tableView: tableView) { tableView, indexPath, fruit in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruit
        cell.contentConfiguration = content
        return cell
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Fruit")
        fruits.asDriver()
            .drive(onNext: { [weak self] fruits in
                var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                snapshot.appendSections(["Fruit"])
                snapshot.appendItems(fruits)
                self?.dataSource.apply(snapshot, animatingDifferences: true)
            })
            .disposed(by: disposeBag)
        tableView.rx.itemSelected
            .compactMap { [weak self] in self?.dataSource.itemIdentifier(for: $0) }
            .subscribe(onNext: { [weak self] in self?.selected.append("item \($0)") })
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(String.self)
            .subscribe(onNext: { [weak self] in self?.selected.append("model \($0)") })
            .disposed(by: disposeBag)
    }
}

final class DiffableDataSourceTests: XCTestCase, @unchecked Sendable {
    @MainActor private func window(showing controller: UIViewController) -> _Window {
        let window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
        window.setRoot(controller)
        return window
    }

    @MainActor private func titles(_ view: UIScrollView) -> [String?] { view._elementSnapshot().rows.map(\.title) }

    func testApplyingASnapshotShowsItsRowsInTheTable() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero, style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: tableView) { tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
            XCTAssertTrue(tableView.dataSource === dataSource, "the data source makes itself the table's, as UIKit's")
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems(["a", "b"], toSection: 0)
            snapshot.appendItems(["c"], toSection: 1)
            var completed = false
            dataSource.apply(snapshot, animatingDifferences: true) { completed = true }
            XCTAssertTrue(completed, "the completion runs once the rows are in")
            XCTAssertEqual(titles(tableView), ["a", "b", "c"])
            XCTAssertEqual(tableView.numberOfRows(inSection: 1), 1)
            XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["a", "b", "c"])
            XCTAssertEqual(dataSource.itemIdentifier(for: IndexPath(row: 0, section: 1)), "c")
            XCTAssertNil(dataSource.itemIdentifier(for: IndexPath(row: 5, section: 1)))
            XCTAssertEqual(dataSource.indexPath(for: "b"), IndexPath(row: 1, section: 0))
            XCTAssertNil(dataSource.indexPath(for: "z"))
            XCTAssertFalse(dataSource.tableView(tableView, canEditRowAt: IndexPath(row: 0, section: 0)),
                           "rows are not editable unless a subclass says so, as UIKit's")
            snapshot.deleteItems(["a"])
            dataSource.applySnapshotUsingReloadData(snapshot)
            XCTAssertEqual(titles(tableView), ["b", "c"])
        }
    }

    func testAViewModelsDriverAppliedShowsTheRowsAndAFlowSelectsAndDeletesThem() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let controller = FruitsViewController()
            let window = window(showing: controller)
            XCTAssertEqual(titles(controller.tableView), ["Apple", "Pear"])
            XCTAssertEqual(controller.tableView._elementSnapshot().rows.first?.sectionHeader, "Fruit",
                           "the subclass's section title is the header")
            controller.fruits.accept(["Apple", "Pear", "Plum"])
            XCTAssertEqual(titles(controller.tableView), ["Apple", "Pear", "Plum"])
            try window.selectRow(1)
            XCTAssertEqual(controller.selected, ["item Pear"],
                           "itemSelected reports the row; modelSelected has no rx.items models to read (RxCocoa stops the app there)")
            try window.deleteRow(0)
            XCTAssertEqual(titles(controller.tableView), ["Pear", "Plum"], "the subclass's commit applies a snapshot without the row")
        }
    }

    func testANilCellIsAnEmptyRowWithALogLine() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero, style: .plain)
            let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: tableView) { _, _, _ in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([7])
            let printed = DiffablePrinted()
            printed.run { dataSource.apply(snapshot) }
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
            XCTAssertEqual(printed.text, "UITableViewDiffableDataSource: the cell provider returned nil for item 7; "
                + "an empty cell is shown (UIKit stops the app here)\n")
        }
    }

    func testRxItemDeletedReportsAFlowsDeleteAndTheSubclassStillCommitsIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let controller = FruitsViewController()
            let window = window(showing: controller)
            var deleted: [IndexPath] = []
            let subscription = controller.tableView.rx.itemDeleted.subscribe(onNext: { deleted.append($0) })
            try window.deleteRow(1)
            XCTAssertEqual(deleted, [IndexPath(row: 1, section: 0)])
            XCTAssertEqual(titles(controller.tableView), ["Apple"], "RxCocoa's data-source proxy forwards commit to the diffable source")
            subscription.dispose()
        }
    }

    func testANilCollectionCellIsAnEmptyItemWithALogLine() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { _, _, _ in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["x"])
            let printed = DiffablePrinted()
            printed.run { dataSource.apply(snapshot) }
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 1)
            XCTAssertEqual(printed.text, "UICollectionViewDiffableDataSource: the cell provider returned nil for item \"x\"; "
                + "an empty cell is shown (UIKit stops the app here)\n")
        }
    }

    func testACollectionsDiffableSourceWithRegistrationsShowsItemsAndTheListHeader() {
        MainActor.assumeIsolated { () -> Void in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                content.secondaryText = "album"
                cell.contentConfiguration = content
            }
            let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { header, _, indexPath in
                var content = UIListContentConfiguration.groupedHeader()
                content.text = "Section \(indexPath.section)"
                header.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Blue", "Help"])
            dataSource.apply(snapshot)
            let rows = collectionView._elementSnapshot().rows
            XCTAssertEqual(rows.map(\.title), ["Blue", "Help"])
            XCTAssertEqual(rows.first?.subtitle, "album", "a list cell's content configuration is read as its labels")
            XCTAssertEqual(rows.first?.sectionHeader, "Section 0", "a list's supplementary header is the section's header")
            XCTAssertEqual(dataSource.indexPath(for: "Help"), IndexPath(item: 1, section: 0))
            let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            snapshot.reloadItems(["Blue"])
            dataSource.apply(snapshot)
            XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === first,
                          "a registration's cells are reused as a registered class's")
        }
    }

    func testACompositionalLayoutAsksForAHeaderOnlyWhereASectionHasOne() {
        MainActor.assumeIsolated { () -> Void in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                                 heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitem: item, count: 2)
            let layout = UICollectionViewCompositionalLayout { section, _ in
                let layoutSection = NSCollectionLayoutSection(group: group)
                if section == 1 {
                    layoutSection.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                        elementKind: "badge-header", alignment: .top)]
                }
                return layoutSection
            }
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
            var kinds: [String] = []
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = "\(item)"
                return cell
            }
            dataSource.supplementaryViewProvider = { _, kind, indexPath in
                kinds.append("\(kind) \(indexPath.section)")
                return nil
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0, 1])
            snapshot.appendItems([1], toSection: 0)
            snapshot.appendItems([2], toSection: 1)
            dataSource.apply(snapshot)
            XCTAssertEqual(collectionView._elementSnapshot().rows.map(\.title), ["1", "2"])
            XCTAssertEqual(kinds, ["badge-header 1"], "the header is asked with the boundary item's kind, of its section only")
        }
    }
}
