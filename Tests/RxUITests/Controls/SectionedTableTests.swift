import FoundationEssentials
import RxSwift
import RxRelay
import RxUI
@testable import UIKit
import XCTest

final class SectionsViewController: ViewController {
    let table = UITableView(id: "table")
    let sections = BehaviorRelay(value: [
        SectionModel(model: "Fruit", items: ["apple", "pear"]),
        SectionModel(model: "Vegetables", items: ["leek"]),
    ])
    private(set) var selectedPaths: [IndexPath] = []
    private(set) var selectedModels: [String] = []

    init(environment: Environment) {
        super.init(name: "sections", environment: environment)
    }

    override var elements: [any ViewElement] { [table] }

    override func viewDidLoad() {
        super.viewDidLoad()
        let dataSource = RxTableViewSectionedReloadDataSource<SectionModel<String, String>>(
            configureCell: { _, tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = item
                return cell
            },
            titleForHeaderInSection: { dataSource, section in dataSource[section].model })
        sections.asDriver().drive(table.rx.items(dataSource: dataSource)).disposed(by: disposeBag)
        table.rx.itemSelected.subscribe(onNext: { [unowned self] in selectedPaths.append($0) }).disposed(by: disposeBag)
        table.rx.modelSelected(String.self).subscribe(onNext: { [unowned self] in selectedModels.append($0) })
            .disposed(by: disposeBag)
    }
}

/// Tables of sections as RxDataSources spells them, addressed as `table[section][row]`.
final class SectionedTableTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))

    @MainActor private func open() throws -> SectionsViewController {
        var registry = ScreenRegistry()
        registry.register("sections") { SectionsViewController(environment: $0) }
        try window.open("sections", from: registry)
        scheduler.runDue()
        return try XCTUnwrap(window.topScreen as? SectionsViewController)
    }

    func testRowsAreAddressedBySectionAndRow() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let snapshot = window.snapshot()
            XCTAssertEqual(try snapshot.value(at: "table[1][0].title"), .string("leek"))
            XCTAssertEqual(try snapshot.value(at: "table[0][1].title"), .string("pear"))
            XCTAssertEqual(try snapshot.value(at: "table[2].title"), .string("leek"), "one index counts over the table")
            XCTAssertEqual(try snapshot.value(at: "table.count"), .int(3))
            XCTAssertThrowsError(try snapshot.value(at: "table[1][1].title"))
            XCTAssertTrue(snapshot.paths().contains("table[1][0].title"))
            XCTAssertEqual(screen.table.numberOfSections, 2)
            XCTAssertEqual(screen.table.numberOfRows(inSection: 0), 2)
            XCTAssertEqual(screen.table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text, "leek")
        }
    }

    func testSelectingBySectionReportsTheIndexPathAndTheModel() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            try window.selectRow(0, section: 1)
            try window.selectRow(1)
            XCTAssertEqual(screen.selectedPaths, [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 0)])
            XCTAssertEqual(screen.selectedModels, ["leek", "pear"])
            XCTAssertEqual(try window.snapshot().value(at: "table.selected"), .string("0.1"))
            XCTAssertThrowsError(try window.selectRow(3, section: 0))
        }
    }

    func testSelectingAnotherRowDeselectsTheFirstAndReloadsDisplayEveryRow() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let bag = DisposeBag()
            var deselected: [IndexPath] = [], deselectedModels: [String] = [], displayed: [String?] = []
            screen.table.rx.itemDeselected.subscribe(onNext: { deselected.append($0) }).disposed(by: bag)
            screen.table.rx.modelDeselected(String.self).subscribe(onNext: { deselectedModels.append($0) }).disposed(by: bag)
            screen.table.rx.willDisplayCell.subscribe(onNext: { displayed.append($0.cell.textLabel?.text) }).disposed(by: bag)
            try window.selectRow(0, section: 0)
            try window.selectRow(0, section: 1)
            XCTAssertEqual(deselected, [IndexPath(row: 0, section: 0)])
            XCTAssertEqual(deselectedModels, ["apple"])
            screen.sections.accept([SectionModel(model: "Nuts", items: ["almond", "pecan"])])
            scheduler.runDue()
            XCTAssertEqual(displayed, ["almond", "pecan"])
        }
    }

    func testChangesAreReportedBySectionAndHeadersAreDrawn() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let before = window.snapshot()
            screen.sections.accept([
                SectionModel(model: "Fruit", items: ["apple", "plum"]),
                SectionModel(model: "Vegetables", items: ["leek"]),
            ])
            scheduler.runDue()
            let lines = DiffRenderer().render(window.snapshot(), previous: before)
            XCTAssertEqual(lines, "table[0][1].title: \"pear\" → \"plum\"\n")
            let text = TextRenderer().render(window.snapshot(), previous: nil)
            XCTAssertTrue(text.contains("FRUIT") && text.contains("VEGETABLES"), text)
        }
    }
}

// A "load the next page at the bottom" helper of the kind apps keep beside their tables
// (written for this test): it uses the scroll view's frame, insets, content size and offset.
extension Reactive where Base: UIScrollView {
    @MainActor fileprivate func reachedBottom(offset: CGFloat = 0.0) -> ControlEvent<Void> {
        let view = base
        let atBottom = contentOffset.map { point -> Bool in
            let insets = view.contentInset.top + view.contentInset.bottom
            let lastVisibleTop = view.contentSize.height - (view.frame.height - insets)
            return point.y + view.contentInset.top >= max(offset, lastVisibleTop)
        }
        return ControlEvent(events: atBottom.distinctUntilChanged().filter { $0 }.map { _ in () })
    }
}

final class TableScrollingTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))

    func testATableIsAScrollViewThatReachesItsBottomForPaging() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var registry = ScreenRegistry()
            registry.register("sections") { SectionsViewController(environment: $0) }
            try window.open("sections", from: registry)
            scheduler.runDue()
            let screen = try XCTUnwrap(window.topScreen as? SectionsViewController)
            screen.sections.accept([SectionModel(model: "Many", items: (0..<40).map { "row \($0)" })])
            scheduler.runDue()
            var pages = 0
            let subscription = screen.table.rx.reachedBottom().subscribe(onNext: { pages += 1 })
            defer { subscription.dispose() }
            XCTAssertEqual(screen.table.contentSize.height, 40 * 44)
            try window.scroll("table", to: .y(100))
            XCTAssertEqual(pages, 0)
            try window.scroll("table", to: .bottom)
            XCTAssertEqual(pages, 1)
            XCTAssertEqual(screen.table.contentOffset.y, 40 * 44 - 844)
        }
    }
}
