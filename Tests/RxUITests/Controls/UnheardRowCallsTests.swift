import FoundationEssentials
import RxSwift
@testable import UIKit
import XCTest

/// A delegate of the app's own that answers heights and counts the rows it is told of.
private final class HeightsDelegate: NSObject, UITableViewDelegate {
    var displayed = 0
    var ended = 0

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { indexPath.row == 0 ? 100 : 50 }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) { displayed += 1 }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) { ended += 1 }
}

/// A table whose delegate is `rx`'s proxy skips the per-row calls nothing hears there (as UIKit
/// skips what the proxy does not respond to), and asks again at every reload: an observer or a
/// forward delegate that comes after the binding is told of every row from the next reload.
final class UnheardRowCallsTests: XCTestCase, @unchecked Sendable {
    @MainActor private func boundTable(_ rows: BehaviorSubject<[String]>, bag: DisposeBag) -> UITableView {
        let tableView = UITableView(frame: .zero)
        rows.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { _, title, cell in
            cell.textLabel?.text = title
        }
        .disposed(by: bag)
        // Selection observed: the proxy is heard, but not of displayed rows.
        tableView.rx.itemSelected.subscribe().disposed(by: bag)
        return tableView
    }

    func testAnObserverSubscribedAfterTheBindingIsToldOfTheNextReloadsRows() {
        MainActor.assumeIsolated { () -> Void in
            let bag = DisposeBag()
            let rows = BehaviorSubject(value: ["a", "b"])
            let tableView = boundTable(rows, bag: bag)
            XCTAssertEqual(tableView.numberOfRows, 2)
            XCTAssertNotNil(tableView.rxDelegateProxy)
            XCTAssertNil(tableView.delegateToTell(.tableViewWillDisplayCellForRowAt))
            var displayed: [String] = []
            var ended: [String] = []
            tableView.rx.willDisplayCell.subscribe(onNext: { displayed.append($0.cell.textLabel?.text ?? "") }).disposed(by: bag)
            tableView.rx.didEndDisplayingCell.subscribe(onNext: { ended.append($0.cell.textLabel?.text ?? "") }).disposed(by: bag)
            rows.onNext(["c", "d", "e"])
            XCTAssertEqual(ended, ["b", "a"])
            XCTAssertEqual(displayed, ["c", "d", "e"])
        }
    }

    func testHeightsAreTheRowHeightUntilAForwardDelegateAnswersThem() {
        MainActor.assumeIsolated { () -> Void in
            let bag = DisposeBag()
            let rows = BehaviorSubject(value: ["a", "b", "c"])
            let tableView = boundTable(rows, bag: bag)
            tableView.rowHeight = 30.1
            rows.onNext(["a", "b", "c"])
            XCTAssertEqual(tableView.contentSize.height, 30.1 + 30.1 + 30.1)
            // The height of the last reload, as when the proxy answered each row.
            tableView.rowHeight = 10
            XCTAssertEqual(tableView.contentSize.height, 30.1 + 30.1 + 30.1)
            let delegate = HeightsDelegate()
            tableView.rx.setDelegate(delegate).disposed(by: bag)
            rows.onNext(["d", "e", "f"])
            XCTAssertEqual(tableView.contentSize.height, 200)
            XCTAssertEqual(delegate.ended, 3)
            XCTAssertEqual(delegate.displayed, 3)
        }
    }

    func testADelegateOfTheAppsOwnIsToldOfEveryRow() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let delegate = HeightsDelegate()
            tableView.delegate = delegate
            XCTAssertNil(tableView.rxDelegateProxy)
            let bag = DisposeBag()
            let rows = BehaviorSubject(value: ["a", "b"])
            rows.bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { _, title, cell in
                cell.textLabel?.text = title
            }
            .disposed(by: bag)
            XCTAssertEqual(tableView.contentSize.height, 150)
            XCTAssertEqual(delegate.displayed, 2)
        }
    }

    /// `sentMessage` is heard as `willDisplayCell` is: a subject made after the binding makes
    /// the next reload tell the proxy of every row.
    func testASentMessageObserverAfterTheBindingIsToldOfTheNextReloadsRows() {
        MainActor.assumeIsolated { () -> Void in
            let bag = DisposeBag()
            let rows = BehaviorSubject(value: ["a"])
            let tableView = boundTable(rows, bag: bag)
            var sent: [Int] = []
            tableView.rx.delegate.sentMessage(.tableViewWillDisplayCellForRowAt)
                .subscribe(onNext: { sent.append($0.2.row) })
                .disposed(by: bag)
            rows.onNext(["b", "c"])
            XCTAssertEqual(sent, [0, 1])
        }
    }

    /// A batch update tells an observer of the rows it ends and the fresh rows it shows, and
    /// tells no one when nothing hears.
    func testABatchUpdateTellsAnObserverOfTheRowsItEndsAndShows() {
        MainActor.assumeIsolated { () -> Void in
            let bag = DisposeBag()
            let rows = BehaviorSubject(value: ["a", "b", "c"])
            let tableView = boundTable(rows, bag: bag)
            XCTAssertNil(tableView.delegateToTell(.tableViewDidEndDisplayingCellForRowAt))
            var displayed: [IndexPath] = []
            var ended: [IndexPath] = []
            tableView.rx.willDisplayCell.subscribe(onNext: { displayed.append($0.indexPath) }).disposed(by: bag)
            tableView.rx.didEndDisplayingCell.subscribe(onNext: { ended.append($0.indexPath) }).disposed(by: bag)
            rows.onNext(["a", "x", "c"])
            displayed.removeAll()
            ended.removeAll()
            tableView.performBatchUpdates {
                tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
                tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
            XCTAssertEqual(ended, [IndexPath(row: 1, section: 0)])
            XCTAssertEqual(displayed, [IndexPath(row: 0, section: 0)])
        }
    }
}
