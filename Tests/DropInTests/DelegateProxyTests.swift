import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A delegate of the app's own, forwarded to by the proxies.
private final class RecordingTableDelegate: NSObject, UITableViewDelegate {
    var calls: [String] = []

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        calls.append("heightForRowAt \(indexPath.row)")
        return 60
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("scrollViewDidScroll \(scrollView.contentOffset.y)")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelectRowAt \(indexPath.row)")
    }
}

/// A class of the app's own with a delegate, and a proxy for it registered as RxCocoa's users do.
private protocol CounterDelegate: AnyObject {
    func counterDidCount(_ counter: Counter, to value: Int)
}

extension CounterDelegate {
    func counterDidCount(_ counter: Counter, to value: Int) {}
}

private final class Counter: HasDelegate {
    typealias Delegate = CounterDelegate
    weak var delegate: CounterDelegate?

    func count(to value: Int) { delegate?.counterDidCount(self, to: value) }
}

private final class CounterDelegateProxy: DelegateProxy<Counter, CounterDelegate>, DelegateProxyType, CounterDelegate {
    let counted = PublishSubject<Int>()

    init(counter: Counter) {
        super.init(parentObject: counter, delegateProxy: CounterDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { CounterDelegateProxy(counter: $0) }
    }

    func counterDidCount(_ counter: Counter, to value: Int) {
        counted.onNext(value)
        forwardToDelegate()?.counterDidCount(counter, to: value)
    }
}

private final class CounterLog: CounterDelegate {
    var values: [Int] = []
    func counterDidCount(_ counter: Counter, to value: Int) { values.append(value) }
}

/// RxCocoa's delegate-proxy machinery: the proxy takes the delegate's place, forwards every
/// call to the delegate set before or with `rx.setDelegate`, and reports the calls.
final class DelegateProxyTests: XCTestCase {
    func testTheProxyTakesTheDelegatesPlaceAndForwardsToIt() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let appDelegate = RecordingTableDelegate()
            tableView.delegate = appDelegate
            var selected: [IndexPath] = []
            let subscription = tableView.rx.itemSelected.subscribe(onNext: { selected.append($0) })
            XCTAssertTrue(tableView.delegate === RxScrollViewDelegateProxy.proxy(for: tableView))
            XCTAssertTrue(tableView.delegate is RxTableViewDelegateProxy, "a table gets the table proxy")
            XCTAssertTrue(RxScrollViewDelegateProxy.proxy(for: tableView).forwardToDelegate() === appDelegate)
            (tableView.delegate as? UITableViewDelegate)?.tableView(tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
            XCTAssertEqual(selected, [IndexPath(row: 2, section: 0)])
            XCTAssertEqual(appDelegate.calls, ["didSelectRowAt 2"])
            subscription.dispose()
        }
    }

    func testSetDelegateStillReceivesHeightAndScrollCallsWhileRxObserves() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            let appDelegate = RecordingTableDelegate()
            let bag = DisposeBag()
            tableView.rx.setDelegate(appDelegate).disposed(by: bag)
            var offsets: [CGFloat] = []
            tableView.rx.contentOffset.subscribe(onNext: { offsets.append($0.y) }).disposed(by: bag)
            Observable.just(["a", "b"]).bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { _, title, cell in
                cell.textLabel?.text = title
            }
            .disposed(by: bag)
            XCTAssertEqual(tableView.contentSize.height, 120, "two rows of the delegate's 60 points")
            tableView.contentOffset = CGPoint(x: 0, y: 20)
            XCTAssertEqual(appDelegate.calls, ["heightForRowAt 0", "heightForRowAt 1", "scrollViewDidScroll 20.0"])
            XCTAssertEqual(offsets, [0, 20])
        }
    }

    func testRowHeightsComeFromTheForwardDelegateWhileItLivesAndFromUIKitAfter() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            var appDelegate: RecordingTableDelegate? = RecordingTableDelegate()
            _ = appDelegate.map { tableView.rx.setDelegate($0) }
            let bag = DisposeBag()
            Observable.just(["a", "b"]).bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { _, title, cell in
                cell.textLabel?.text = title
            }
            .disposed(by: bag)
            XCTAssertEqual(tableView.contentSize.height, 120, "two rows of the delegate's 60 points")
            appDelegate = nil
            tableView.reloadData()
            XCTAssertEqual(tableView.contentSize.height, 88, "the delegate is kept weakly: UIKit's 44 points a row")
        }
    }

    func testAForwardDelegateThatIsNoTableDelegateGetsTheScrollCallsAndUIKitAnswersHeights() {
        MainActor.assumeIsolated { () -> Void in
            final class ScrollLog: UIScrollViewDelegate {
                var offsets: [CGFloat] = []
                func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
            }
            let tableView = UITableView(frame: .zero)
            let log = ScrollLog()
            let bag = DisposeBag()
            tableView.rx.setDelegate(log).disposed(by: bag)
            Observable.just(["a"]).bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) { _, _, _ in }
                .disposed(by: bag)
            XCTAssertEqual(tableView.contentSize.height, 44)
            tableView.contentOffset = CGPoint(x: 0, y: 7)
            XCTAssertEqual(log.offsets, [7])
        }
    }

    func testSentMessageComesBeforeTheForwardDelegateAndMethodInvokedAfter() {
        MainActor.assumeIsolated { () -> Void in
            let scrollView = UIScrollView(frame: .zero)
            final class Delegate: UIScrollViewDelegate {
                var log: (String) -> Void = { _ in }
                func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log("delegate") }
            }
            var order: [String] = []
            let delegate = Delegate()
            delegate.log = { order.append($0) }
            let bag = DisposeBag()
            scrollView.rx.setDelegate(delegate).disposed(by: bag)
            scrollView.rx.delegate.sentMessage(.scrollViewWillBeginDragging).subscribe(onNext: { _ in order.append("sent") })
                .disposed(by: bag)
            scrollView.rx.delegate.methodInvoked(.scrollViewWillBeginDragging).subscribe(onNext: { _ in order.append("invoked") })
                .disposed(by: bag)
            scrollView.delegate?.scrollViewWillBeginDragging(scrollView)
            XCTAssertEqual(order, ["sent", "delegate", "invoked"])
        }
    }

    func testDisposingSetDelegateTakesTheForwardDelegateAway() {
        MainActor.assumeIsolated { () -> Void in
            let scrollView = UIScrollView(frame: .zero)
            let appDelegate = RecordingTableDelegate()
            let subscription = scrollView.rx.setDelegate(appDelegate)
            scrollView.contentOffset = CGPoint(x: 0, y: 5)
            subscription.dispose()
            scrollView.contentOffset = CGPoint(x: 0, y: 6)
            XCTAssertEqual(appDelegate.calls, ["scrollViewDidScroll 5.0"])
            XCTAssertNil(RxScrollViewDelegateProxy.proxy(for: scrollView).forwardToDelegate())
        }
    }

    func testAProxyForAClassOfTheAppsOwn() {
        let counter = Counter()
        let log = CounterLog()
        counter.delegate = log
        var counted: [Int] = []
        let subscription = CounterDelegateProxy.proxy(for: counter).counted.subscribe(onNext: { counted.append($0) })
        XCTAssertTrue(CounterDelegateProxy.proxy(for: counter) === CounterDelegateProxy.proxy(for: counter), "one proxy per object")
        counter.count(to: 3)
        XCTAssertEqual(counted, [3])
        XCTAssertEqual(log.values, [3])
        subscription.dispose()
    }

    /// RxCocoa's `_forwardToDelegate`, which proxies written for RxCocoa cast to their delegate type.
    func testForwardToDelegateAsAnObjectIsTheDelegateSetBeforeTheProxy() {
        let counter = Counter()
        let log = CounterLog()
        counter.delegate = log
        let proxy = CounterDelegateProxy.proxy(for: counter)
        XCTAssertTrue(proxy._forwardToDelegate === log)
        (proxy._forwardToDelegate as? CounterDelegate)?.counterDidCount(counter, to: 7)
        XCTAssertEqual(log.values, [7])
        proxy.setForwardToDelegate(nil, retainDelegate: false)
        XCTAssertNil(proxy._forwardToDelegate)
    }

    /// The proxy class found for a kind of object is remembered, until a proxy class is
    /// registered: a subclass given its own proxy later gets it for its next objects, and
    /// other scroll views keep theirs.
    func testAProxyRegisteredLaterForASubclassIsMadeForItsNextObjects() {
        MainActor.assumeIsolated { () -> Void in
            let before = OwnScrollView(frame: .zero)
            XCTAssertTrue(type(of: RxScrollViewDelegateProxy.proxy(for: before)) == RxScrollViewDelegateProxy.self,
                          "a subclass with no proxy of its own gets its superclass's")
            XCTAssertTrue(type(of: RxScrollViewDelegateProxy.proxy(for: OwnScrollView(frame: .zero))) == RxScrollViewDelegateProxy.self)
            RxScrollViewDelegateProxy.register { (scrollView: OwnScrollView) -> RxScrollViewDelegateProxy in
                OwnScrollViewDelegateProxy(scrollView: scrollView)
            }
            XCTAssertTrue(RxScrollViewDelegateProxy.proxy(for: OwnScrollView(frame: .zero)) is OwnScrollViewDelegateProxy)
            XCTAssertTrue(type(of: RxScrollViewDelegateProxy.proxy(for: before)) == RxScrollViewDelegateProxy.self,
                          "an object keeps the proxy it has")
            XCTAssertTrue(type(of: RxScrollViewDelegateProxy.proxy(for: UIScrollView(frame: .zero))) == RxScrollViewDelegateProxy.self)
            XCTAssertTrue(RxScrollViewDelegateProxy.proxy(for: UITableView(frame: .zero)) is RxTableViewDelegateProxy)
        }
    }

    /// A delegate kept strongly (`retainDelegate`) outlives the caller's reference, and goes
    /// when another delegate, kept weakly, or none replaces it.
    func testARetainedForwardDelegateIsKeptUntilReplaced() {
        let counter = Counter()
        let proxy = CounterDelegateProxy.proxy(for: counter)
        weak var weakRetained: CounterLog?
        autoreleasepool {
            let retained = CounterLog()
            weakRetained = retained
            proxy.setForwardToDelegate(retained, retainDelegate: true)
        }
        XCTAssertNotNil(weakRetained, "the proxy keeps it")
        XCTAssertTrue(proxy.forwardToDelegate() === weakRetained)
        counter.count(to: 1)
        XCTAssertEqual(weakRetained?.values, [1])
        let other = CounterLog()
        proxy.setForwardToDelegate(other, retainDelegate: false)
        XCTAssertNil(weakRetained, "replaced, it is let go")
        XCTAssertTrue(proxy.forwardToDelegate() === other)
        counter.count(to: 2)
        XCTAssertEqual(other.values, [2])
        proxy.setForwardToDelegate(nil, retainDelegate: true)
        XCTAssertNil(proxy.forwardToDelegate())
    }

    /// Several messages observed on one proxy: each observer gets its own message's calls
    /// only, a message first observed after calls that reached no one gets the later ones,
    /// and every one completes when the view goes.
    func testEachObservedMessageGetsOnlyItsOwnCalls() {
        MainActor.assumeIsolated { () -> Void in
            var log: [String] = []
            autoreleasepool {
                var tableView: UITableView? = UITableView(frame: .zero)
                guard let table = tableView else { return }
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let proxy = RxScrollViewDelegateProxy.proxy(for: table) as? RxTableViewDelegateProxy
                proxy?.tableView(table, willDisplay: cell, forRowAt: IndexPath(row: 9, section: 0))
                _ = table.rx.delegate.sentMessage(.tableViewWillDisplayCellForRowAt)
                    .subscribe(onNext: { log.append("willDisplay \($0.2.row)") }, onCompleted: { log.append("willDisplay done") })
                _ = table.rx.delegate.methodInvoked(.tableViewDidSelectRowAt)
                    .subscribe(onNext: { log.append("didSelect \($0.1.row)") }, onCompleted: { log.append("didSelect done") })
                _ = table.rx.delegate.methodInvoked(.tableViewDidDeselectRowAt)
                    .subscribe(onNext: { log.append("didDeselect \($0.1.row)") }, onCompleted: { log.append("didDeselect done") })
                proxy?.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
                proxy?.tableView(table, willDisplay: cell, forRowAt: IndexPath(row: 2, section: 0))
                proxy?.tableView(table, didDeselectRowAt: IndexPath(row: 3, section: 0))
                proxy?.tableView(table, didEndDisplaying: cell, forRowAt: IndexPath(row: 4, section: 0))
                tableView = nil
            }
            XCTAssertEqual(log, ["didSelect 1", "willDisplay 2", "didDeselect 3", "willDisplay done", "didSelect done", "didDeselect done"])
        }
    }

    func testMessagesCompleteWhenTheViewGoes() {
        MainActor.assumeIsolated { () -> Void in
            var completed = false
            autoreleasepool {
                var tableView: UITableView? = UITableView(frame: .zero)
                _ = tableView?.rx.delegate.methodInvoked(.tableViewDidSelectRowAt).subscribe(onCompleted: { completed = true })
                tableView = nil
            }
            XCTAssertTrue(completed)
        }
    }
}

/// A scroll view class of the app's own, and a delegate proxy registered for it alone.
private final class OwnScrollView: UIScrollView {}
private final class OwnScrollViewDelegateProxy: RxScrollViewDelegateProxy {}

/// A view of the app's own with a delegate: its proxy lives as long as the view.
private protocol DialDelegate: AnyObject {
    func dialDidTurn(_ dial: Dial)
}

private final class Dial: UIView, @preconcurrency HasDelegate {
    typealias Delegate = DialDelegate
    weak var delegate: DialDelegate?
}

private final class DialDelegateProxy: DelegateProxy<Dial, DialDelegate>, DelegateProxyType, DialDelegate {
    let turned = PublishSubject<Void>()

    init(dial: Dial) {
        super.init(parentObject: dial, delegateProxy: DialDelegateProxy.self)
    }

    deinit {
        turned.onCompleted()
    }

    static func registerKnownImplementations() {
        register { DialDelegateProxy(dial: $0) }
    }

    func dialDidTurn(_ dial: Dial) {
        turned.onNext(())
    }
}

final class AppViewDelegateProxyTests: XCTestCase {
    func testTheProxyOfAViewOfTheAppsOwnGoesWithTheView() {
        MainActor.assumeIsolated { () -> Void in
            var turns = 0
            var completed = false
            autoreleasepool {
                var dial: Dial? = Dial(frame: .zero)
                if let dial {
                    _ = DialDelegateProxy.proxy(for: dial).turned.subscribe(onNext: { turns += 1 }, onCompleted: { completed = true })
                    dial.delegate?.dialDidTurn(dial)
                }
                dial = nil
            }
            XCTAssertEqual(turns, 1)
            XCTAssertTrue(completed, "the proxy went with its view")
        }
    }
}
