import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A data source of the app's own that knows its models, bound with `rx.items(dataSource:)`.
private final class NamesDataSource: NSObject, UITableViewDataSource, @preconcurrency RxTableViewDataSourceType, @preconcurrency SectionedViewDataSourceType {
    var names: [String] = []
    var events: [String] = []

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, observedEvent: Event<[String]>) {
        switch observedEvent {
        case .next(let names):
            self.names = names
            tableView.reloadData()
        case .error: events.append("error")
        case .completed: events.append("completed")
        }
    }

    func model(at indexPath: IndexPath) throws -> Any { names[indexPath.row] }
}

/// As RxCocoa tests `UITableView+Rx`: subscribe, send the delegate or data-source call, assert
/// the sequence, dispose; the events complete when the table goes.
final class UITableViewRxTests: XCTestCase, @unchecked Sendable {
    @MainActor private func ensureEventDeallocated<Element>(file: StaticString = #filePath, line: UInt = #line,
                                                 _ event: (UITableView) -> ControlEvent<Element>) {
        var completed = false
        autoreleasepool {
            var tableView: UITableView? = UITableView(frame: .zero)
            if let tableView { _ = event(tableView).subscribe(onCompleted: { completed = true }) }
            tableView = nil
        }
        XCTAssertTrue(completed, "event not completed", file: file, line: line)
    }

    func testEventsCompleteWhenTheTableGoes() {
        MainActor.assumeIsolated { () -> Void in
            ensureEventDeallocated { $0.rx.itemSelected }
            ensureEventDeallocated { $0.rx.itemDeselected }
            ensureEventDeallocated { $0.rx.itemAccessoryButtonTapped }
            ensureEventDeallocated { $0.rx.itemDeleted }
            ensureEventDeallocated { $0.rx.itemInserted }
            ensureEventDeallocated { $0.rx.itemMoved }
            ensureEventDeallocated { $0.rx.willDisplayCell }
            ensureEventDeallocated { $0.rx.didEndDisplayingCell }
            ensureEventDeallocated { $0.rx.modelSelected(String.self) }
            ensureEventDeallocated { $0.rx.didScroll }
        }
    }

    func testItemSelected() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            var result: IndexPath?
            let subscription = tableView.rx.itemSelected.subscribe(onNext: { result = $0 })
            let indexPath = IndexPath(row: 1, section: 0)
            (tableView.delegate as? UITableViewDelegate)?.tableView(tableView, didSelectRowAt: indexPath)
            XCTAssertEqual(result, indexPath)
            subscription.dispose()
        }
    }

    func testItemDeselectedAndAccessoryTapped() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            var results: [String] = []
            let bag = DisposeBag()
            tableView.rx.itemDeselected.subscribe(onNext: { results.append("deselected \($0.row)") }).disposed(by: bag)
            tableView.rx.itemAccessoryButtonTapped.subscribe(onNext: { results.append("accessory \($0.row)") }).disposed(by: bag)
            let delegate = tableView.delegate as? UITableViewDelegate
            delegate?.tableView(tableView, didDeselectRowAt: IndexPath(row: 3, section: 0))
            delegate?.tableView(tableView, accessoryButtonTappedForRowWith: IndexPath(row: 4, section: 0))
            XCTAssertEqual(results, ["deselected 3", "accessory 4"])
        }
    }

    func testItemDeletedInsertedAndMovedComeFromTheDataSource() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            var results: [String] = []
            let bag = DisposeBag()
            tableView.rx.itemDeleted.subscribe(onNext: { results.append("deleted \($0.row)") }).disposed(by: bag)
            tableView.rx.itemInserted.subscribe(onNext: { results.append("inserted \($0.row)") }).disposed(by: bag)
            tableView.rx.itemMoved.subscribe(onNext: { results.append("moved \($0.sourceIndex.row) \($0.destinationIndex.row)") })
                .disposed(by: bag)
            let dataSource = tableView.dataSource
            dataSource?.tableView(tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
            dataSource?.tableView(tableView, commit: .insert, forRowAt: IndexPath(row: 2, section: 0))
            dataSource?.tableView(tableView, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 0))
            XCTAssertEqual(results, ["deleted 1", "inserted 2", "moved 0 5"])
        }
    }

    func testWillDisplayCellOnEveryRowAReloadShows() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            var displayed: [String] = []
            var ended: [String] = []
            let bag = DisposeBag()
            tableView.rx.willDisplayCell.subscribe(onNext: { displayed.append($0.cell.textLabel?.text ?? "") }).disposed(by: bag)
            tableView.rx.didEndDisplayingCell.subscribe(onNext: { ended.append($0.cell.textLabel?.text ?? "") }).disposed(by: bag)
            let rows = BehaviorSubject(value: ["a", "b"])
            rows.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { _, title, cell in
                cell.textLabel?.text = title
            }
            .disposed(by: bag)
            rows.onNext(["c"])
            XCTAssertEqual(displayed, ["a", "b", "c"])
            XCTAssertEqual(ended, ["b", "a"])
        }
    }

    func testModelSelectedWithADataSourceOfTheAppsOwn() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tableView = UITableView(frame: .zero)
            let dataSource = NamesDataSource()
            var models: [String] = []
            let bag = DisposeBag()
            Observable.just(["Ann", "Bob"]).bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
            tableView.rx.modelSelected(String.self).subscribe(onNext: { models.append($0) }).disposed(by: bag)
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
            XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "Bob")
            (tableView.delegate as? UITableViewDelegate)?.tableView(tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
            XCTAssertEqual(models, ["Bob"])
            XCTAssertEqual(try tableView.rx.model(at: IndexPath(row: 0, section: 0)) as String, "Ann")
            XCTAssertTrue(tableView.rx.dataSource.forwardToDelegate() === dataSource)
        }
    }

    func testTheDataSourceOutlivesItsCompletedSequenceUntilDisposed() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let subscription = Observable.just(["a"])
                .bind(to: tableView.rx.items(dataSource: NamesDataSource()))
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1, "the proxy keeps the data source")
            subscription.dispose()
            tableView.reloadData()
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 0)
        }
    }

    func testSetDataSourceShowsItsRows() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let dataSource = NamesDataSource()
            dataSource.names = ["x", "y", "z"]
            let subscription = tableView.rx.setDataSource(dataSource)
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 3, "the table loads from the new data source")
            subscription.dispose()
        }
    }

    func testTheProxyAsksTheDataSourceSetLastAndNoneOnceAWeaklyKeptOneGoes() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let first = NamesDataSource()
            first.names = ["a"]
            tableView.rx.setDataSource(first).dispose()
            var second: NamesDataSource? = NamesDataSource()
            second?.names = ["b", "c"]
            _ = second.map { tableView.rx.setDataSource($0) }
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2, "the rows of the data source set last")
            XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "c")
            second = nil
            tableView.reloadData()
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 0, "the proxy keeps `setDataSource`'s data source weakly")
            XCTAssertNil(tableView.rx.dataSource.forwardToDelegate())
        }
    }

    func testItemsWithACellIdentifierGiveEachRowBackItsCellOnAReload() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let bag = DisposeBag()
            let rows = BehaviorSubject(value: ["a", "b", "c"])
            var configured: [String] = []
            rows.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { row, title, cell in
                configured.append("\(row) \(title)")
                cell.textLabel?.text = title
            }
            .disposed(by: bag)
            let before = tableView.visibleCells
            rows.onNext(["d", "e"])
            XCTAssertEqual(configured, ["0 a", "1 b", "2 c", "0 d", "1 e"])
            XCTAssertEqual(tableView.visibleCells.map { ObjectIdentifier($0) }, before.prefix(2).map { ObjectIdentifier($0) })
            XCTAssertEqual(tableView.visibleCells.map { $0.reuseIdentifier }, ["Cell", "Cell"])
            XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["d", "e"])
        }
    }

    /// Each row reads the elements as they are when its cell is made: fewer sent while a row is
    /// configured are shown by a nested reload, and the outer reload's rows past them get empty
    /// cells rather than an element out of range.
    func testFewerElementsSentWhileARowIsConfiguredLeaveTheRowsPastThemEmpty() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let bag = DisposeBag()
            let rows = BehaviorSubject(value: ["a", "b", "c"])
            var configured: [String] = []
            rows.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { row, title, cell in
                configured.append("\(row) \(title)")
                cell.textLabel?.text = title
                if title == "b" { rows.onNext(["x"]) }
            }
            .disposed(by: bag)
            XCTAssertEqual(configured, ["0 a", "1 b", "0 x"])
            XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["a", "b", nil])
            rows.onNext(["d", "e"])
            XCTAssertEqual(configured.suffix(2), ["0 d", "1 e"])
            XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["d", "e"])
        }
    }

    /// The closure form reads each row's element of its own type, as the identifier form does.
    func testItemsWithAClosureBuildEachRowFromItsElement() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            struct Person { let name: String; let age: Int }
            let tableView = UITableView(frame: .zero)
            let bag = DisposeBag()
            let people = BehaviorSubject(value: [Person(name: "Ann", age: 30), Person(name: "Bo", age: 4)])
            people.bind(to: tableView.rx.items) { tableView, row, person in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Person", for: IndexPath(row: row, section: 0))
                cell.textLabel?.text = "\(row): \(person.name)"
                cell.detailTextLabel?.text = "\(person.age)"
                return cell
            }
            .disposed(by: bag)
            XCTAssertEqual(tableView.visibleCells.map { $0.textLabel?.text }, ["0: Ann", "1: Bo"])
            XCTAssertEqual(tableView.visibleCells.map { $0.detailTextLabel?.text }, ["30", "4"])
            XCTAssertEqual((try tableView.rx.model(at: IndexPath(row: 1, section: 0)) as Person).name, "Bo")
            XCTAssertThrowsError(try tableView.rx.model(at: IndexPath(row: 2, section: 0)) as Person)
        }
    }

    func testADataSourceSetDirectlyIsLoadedWhenTheTableIsFirstRead() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let dataSource = NamesDataSource()
            dataSource.names = ["one", "two"]
            tableView.dataSource = dataSource
            XCTAssertEqual(tableView.numberOfSections, 1)
            XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "two")
        }
    }
}

/// As RxCocoa tests the prefetching proxies of tables and collections.
final class PrefetchingRxTests: XCTestCase, @unchecked Sendable {
    func testPrefetchRowsAndItems() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            var events: [String] = []
            let bag = DisposeBag()
            tableView.rx.prefetchRows.subscribe(onNext: { events.append("rows \($0.map(\.row))") }).disposed(by: bag)
            tableView.rx.cancelPrefetchingForRows.subscribe(onNext: { events.append("cancel rows \($0.map(\.row))") }).disposed(by: bag)
            collectionView.rx.prefetchItems.subscribe(onNext: { events.append("items \($0.map(\.item))") }).disposed(by: bag)
            collectionView.rx.cancelPrefetchingForItems.subscribe(onNext: { events.append("cancel items \($0.map(\.item))") })
                .disposed(by: bag)
            tableView.prefetchDataSource?.tableView(tableView, prefetchRowsAt: [IndexPath(row: 1, section: 0)])
            tableView.prefetchDataSource?.tableView(tableView, cancelPrefetchingForRowsAt: [IndexPath(row: 2, section: 0)])
            collectionView.prefetchDataSource?.collectionView(collectionView, prefetchItemsAt: [IndexPath(item: 3, section: 0)])
            collectionView.prefetchDataSource?.collectionView(collectionView,
                                                              cancelPrefetchingForItemsAt: [IndexPath(item: 4, section: 0)])
            XCTAssertEqual(events, ["rows [1]", "cancel rows [2]", "items [3]", "cancel items [4]"])
        }
    }

    func testPrefetchRowsCompletesWhenTheTableGoes() {
        MainActor.assumeIsolated { () -> Void in
            var completed = false
            autoreleasepool {
                var tableView: UITableView? = UITableView(frame: .zero)
                _ = tableView?.rx.prefetchRows.subscribe(onCompleted: { completed = true })
                tableView = nil
            }
            XCTAssertTrue(completed)
        }
    }
}
