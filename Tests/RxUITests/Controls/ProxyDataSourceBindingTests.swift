import RxCocoa
import RxSwift
import RxTest
import UIKit
import XCTest

/// A data source that shows the names bound last and notes every event it is handed.
private final class RecordingDataSource: NSObject, UITableViewDataSource, @preconcurrency RxTableViewDataSourceType {
    var names: [String] = []
    var events: [String] = []
    /// Runs inside the handling of an element, after the table reloaded.
    var onElement: ([String]) -> Void = { _ in }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, observedEvent: Event<[String]>) {
        switch observedEvent {
        case .next(let names):
            events.append("next \(names)")
            self.names = names
            tableView.reloadData()
            onElement(names)
        case .error: events.append("error")
        case .completed: events.append("completed")
        }
    }
}

/// `rx.items(dataSource:)`'s subscription (`subscribeProxyDataSource`) behaves as RxCocoa's chain
/// `catch { bindingError; .empty() }.concat(.never()).take(until: deallocated)` that it stands for.
final class ProxyDataSourceBindingTests: XCTestCase {
    private final class Printed: @unchecked Sendable {
        var text = ""
    }

    func testASourceErrorIsReportedAndTheRowsStayUntilDisposed() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let dataSource = RecordingDataSource()
            let source = PublishSubject<[String]>()
            let printed = Printed()
            let subscription = SessionContext(scheduler: TestScheduler(initialClock: 0)) { printed.text += $0 }.run {
                let subscription = source.bind(to: tableView.rx.items(dataSource: dataSource))
                source.onNext(["a", "b"])
                source.onError(TestError.failed)
                return subscription
            }
            XCTAssertEqual(printed.text, "Binding error: failed\n")
            XCTAssertEqual(dataSource.events, ["next [\"a\", \"b\"]"], "the error is not handed to the data source")
            XCTAssertFalse(source.hasObservers)
            tableView.reloadData()
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2, "the proxy keeps the data source")
            subscription.dispose()
            tableView.reloadData()
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 0)
        }
    }

    func testACompletedSourceIsLetGoAndTheDataSourceKept() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let dataSource = RecordingDataSource()
            let source = PublishSubject<[String]>()
            let subscription = source.bind(to: tableView.rx.items(dataSource: dataSource))
            source.onNext(["a"])
            source.onCompleted()
            source.onNext(["b"])
            XCTAssertEqual(dataSource.events, ["next [\"a\"]"], "no completion reaches the data source")
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 1)
            subscription.dispose()
        }
    }

    func testNothingReachesTheDataSourceAfterDisposal() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let dataSource = RecordingDataSource()
            let source = PublishSubject<[String]>()
            let subscription = source.bind(to: tableView.rx.items(dataSource: dataSource))
            source.onNext(["a"])
            subscription.dispose()
            XCTAssertFalse(source.hasObservers)
            source.onNext(["b"])
            XCTAssertEqual(dataSource.events, ["next [\"a\"]"])
            XCTAssertNil(tableView.rx.dataSource.forwardToDelegate())
        }
    }

    func testDisposingLetsGoOfTheDataSourceWhileTheSubscriptionIsStillHeld() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            var dataSource: RecordingDataSource? = RecordingDataSource()
            weak let weakDataSource = dataSource
            let subscription = dataSource.map { Observable.just(["a"]).bind(to: tableView.rx.items(dataSource: $0)) }
            dataSource = nil
            XCTAssertNotNil(weakDataSource, "the binding keeps the data source it was given")
            subscription?.dispose()
            XCTAssertNil(weakDataSource)
            withExtendedLifetime(subscription) {}
        }
    }

    func testTheTableGoingDisposesTheSourceSubscription() {
        MainActor.assumeIsolated { () -> Void in
            let dataSource = RecordingDataSource()
            let source = PublishSubject<[String]>()
            var disposals = 0
            var subscription: Disposable?
            autoreleasepool {
                var tableView: UITableView? = UITableView(frame: .zero)
                subscription = tableView.map { source.do(onDispose: { disposals += 1 }).bind(to: $0.rx.items(dataSource: dataSource)) }
                source.onNext(["a"])
                tableView = nil
            }
            XCTAssertEqual(disposals, 1, "disposed when the table went")
            XCTAssertFalse(source.hasObservers)
            source.onNext(["b"])
            XCTAssertEqual(dataSource.events, ["next [\"a\"]"], "the binding's table is gone: no completion handed on")
            subscription?.dispose()
            XCTAssertEqual(disposals, 1, "disposing after changes nothing")
        }
    }

    func testAnElementSentWhileTheDataSourceHandlesOneIsHandedOnNested() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let dataSource = RecordingDataSource()
            let source = BehaviorSubject<[String]>(value: ["first"])
            dataSource.onElement = { names in
                if names == ["first"] { source.onNext(["second", "third"]) }
                dataSource.events.append("handled \(names)")
            }
            let subscription = source.bind(to: tableView.rx.items(dataSource: dataSource))
            XCTAssertEqual(dataSource.events, [
                "next [\"first\"]", "next [\"second\", \"third\"]", "handled [\"second\", \"third\"]", "handled [\"first\"]",
            ])
            XCTAssertEqual(tableView.numberOfRows(inSection: 0), 2)
            subscription.dispose()
        }
    }
}

private enum TestError: Error, CustomStringConvertible {
    case failed

    var description: String { "failed" }
}
