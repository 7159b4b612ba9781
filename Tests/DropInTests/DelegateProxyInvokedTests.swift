import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A scroll view class of the app's own whose delegate proxy overrides `methodInvoked`, as an
/// app may: UIKit's `rx` events must still ask it.
private final class AuditedScrollView: UIScrollView {}

private final class AuditingScrollViewDelegateProxy: RxScrollViewDelegateProxy {
    nonisolated(unsafe) var asked: [String] = []

    override func methodInvoked<Arguments>(_ message: _DelegateMessage<UIScrollViewDelegate, Arguments>)
        -> Observable<Arguments> {
        asked.append(message.name)
        return super.methodInvoked(message)
    }
}

/// UIKit's `rx` events are made of their proxy's `methodInvoked`: taken specialised from
/// UIKit's own proxy classes, through the override from a subclass that has one.
final class DelegateProxyInvokedTests: XCTestCase {
    func testEventsOfAProxyWhoseClassOverridesMethodInvokedGoThroughTheOverride() {
        MainActor.assumeIsolated { () -> Void in
            RxScrollViewDelegateProxy.register { (scrollView: AuditedScrollView) -> RxScrollViewDelegateProxy in
                AuditingScrollViewDelegateProxy(scrollView: scrollView)
            }
            let scrollView = AuditedScrollView(frame: .zero)
            var log: [String] = []
            let bag = DisposeBag()
            scrollView.rx.didEndDragging.subscribe(onNext: { log.append("ended dragging, decelerating \($0)") })
                .disposed(by: bag)
            scrollView.rx.willBeginDecelerating.subscribe(onNext: { log.append("decelerating") }).disposed(by: bag)
            guard let proxy = RxScrollViewDelegateProxy.proxy(for: scrollView) as? AuditingScrollViewDelegateProxy else {
                return XCTFail("the app's proxy class is made for its scroll view")
            }
            XCTAssertEqual(proxy.asked, ["scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewWillBeginDecelerating(_:)"])
            proxy.scrollViewDidEndDragging(scrollView, willDecelerate: true)
            proxy.scrollViewWillBeginDecelerating(scrollView)
            XCTAssertEqual(log, ["ended dragging, decelerating true", "decelerating"])
        }
    }

    func testEventsOfUIKitsOwnProxiesCarryTheirArguments() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero)
            var log: [String] = []
            let bag = DisposeBag()
            table.rx.itemSelected.subscribe(onNext: { log.append("selected \($0.row)") }).disposed(by: bag)
            table.rx.itemDeleted.subscribe(onNext: { log.append("deleted \($0.row)") }).disposed(by: bag)
            table.rx.itemInserted.subscribe(onNext: { log.append("inserted \($0.row)") }).disposed(by: bag)
            table.rx.itemMoved.subscribe(onNext: { log.append("moved \($0.sourceIndex.row)→\($0.destinationIndex.row)") })
                .disposed(by: bag)
            let delegate = RxScrollViewDelegateProxy.proxy(for: table) as? RxTableViewDelegateProxy
            let dataSource = RxTableViewDataSourceProxy.proxy(for: table)
            delegate?.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
            dataSource.tableView(table, commit: .delete, forRowAt: IndexPath(row: 2, section: 0))
            dataSource.tableView(table, commit: .insert, forRowAt: IndexPath(row: 3, section: 0))
            dataSource.tableView(table, moveRowAt: IndexPath(row: 4, section: 0), to: IndexPath(row: 5, section: 0))
            XCTAssertEqual(log, ["selected 1", "deleted 2", "inserted 3", "moved 4→5"])
        }
    }
}
