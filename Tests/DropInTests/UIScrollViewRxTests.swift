import RxCocoa
import RxSwift
import UIKit
import XCTest

/// As RxCocoa tests `UIScrollView+Rx`: each delegate call, sent to the view's delegate (the
/// proxy), reaches its `rx` event.
final class UIScrollViewRxTests: XCTestCase {
    func testEachDelegateCallReachesItsEvent() {
        MainActor.assumeIsolated { () -> Void in
            let scrollView = UIScrollView(frame: .zero)
            var events: [String] = []
            let bag = DisposeBag()
            scrollView.rx.willBeginDragging.subscribe(onNext: { events.append("willBeginDragging") }).disposed(by: bag)
            scrollView.rx.willEndDragging.subscribe(onNext: { events.append("willEndDragging \($0.velocity.y)") }).disposed(by: bag)
            scrollView.rx.didEndDragging.subscribe(onNext: { events.append("didEndDragging \($0)") }).disposed(by: bag)
            scrollView.rx.willBeginDecelerating.subscribe(onNext: { events.append("willBeginDecelerating") }).disposed(by: bag)
            scrollView.rx.didEndDecelerating.subscribe(onNext: { events.append("didEndDecelerating") }).disposed(by: bag)
            scrollView.rx.didZoom.subscribe(onNext: { events.append("didZoom") }).disposed(by: bag)
            scrollView.rx.willBeginZooming.subscribe(onNext: { events.append("willBeginZooming \($0 == nil)") }).disposed(by: bag)
            scrollView.rx.didEndZooming.subscribe(onNext: { events.append("didEndZooming \($0.scale)") }).disposed(by: bag)
            guard let delegate = scrollView.delegate else { return XCTFail("no proxy installed") }
            var target = CGPoint(x: 0, y: 10)
            delegate.scrollViewWillBeginDragging(scrollView)
            withUnsafeMutablePointer(to: &target) { delegate.scrollViewWillEndDragging(scrollView, withVelocity: CGPoint(x: 0, y: 2), targetContentOffset: $0) }
            delegate.scrollViewDidEndDragging(scrollView, willDecelerate: true)
            delegate.scrollViewWillBeginDecelerating(scrollView)
            delegate.scrollViewDidEndDecelerating(scrollView)
            delegate.scrollViewDidZoom(scrollView)
            delegate.scrollViewWillBeginZooming(scrollView, with: nil)
            delegate.scrollViewDidEndZooming(scrollView, with: nil, atScale: 2)
            XCTAssertEqual(events, [
                "willBeginDragging", "willEndDragging 2.0", "didEndDragging true", "willBeginDecelerating",
                "didEndDecelerating", "didZoom", "willBeginZooming true", "didEndZooming 2.0",
            ])
        }
    }

    func testContentOffsetSendsTheOffsetNowAndAfterEachScroll() {
        MainActor.assumeIsolated { () -> Void in
            let scrollView = UIScrollView(frame: .zero)
            scrollView.contentOffset = CGPoint(x: 0, y: 3)
            var offsets: [CGFloat] = []
            let bag = DisposeBag()
            scrollView.rx.contentOffset.subscribe(onNext: { offsets.append($0.y) }).disposed(by: bag)
            Observable.just(CGPoint(x: 0, y: 9)).bind(to: scrollView.rx.contentOffset).disposed(by: bag)
            XCTAssertEqual(offsets, [3, 9])
            XCTAssertEqual(scrollView.contentOffset.y, 9)
        }
    }

    func testContentOffsetCompletesWhenTheViewGoes() {
        MainActor.assumeIsolated { () -> Void in
            var completed = false
            autoreleasepool {
                var scrollView: UIScrollView? = UIScrollView(frame: .zero)
                _ = scrollView?.rx.contentOffset.subscribe(onCompleted: { completed = true })
                scrollView = nil
            }
            XCTAssertTrue(completed)
        }
    }
}
