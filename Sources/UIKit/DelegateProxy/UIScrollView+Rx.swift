import Foundation
import RxCocoa
import RxSwift

extension Reactive where Base: UIScrollView {
    /// RxCocoa's scroll events: the velocity and target of a drag's end (the target may be
    /// moved), and a zoom's end.
    public typealias WillEndDraggingEvent = (velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    public typealias EndZoomEvent = (view: UIView?, scale: CGFloat)

    /// The scroll view's delegate proxy, installed as its delegate.
    @preconcurrency @MainActor public var delegate: DelegateProxy<UIScrollView, UIScrollViewDelegate> {
        RxScrollViewDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the proxy's forward delegate (held weakly) until disposed: it gets
    /// every delegate call while `rx` observes them.
    @preconcurrency @MainActor public func setDelegate(_ delegate: UIScrollViewDelegate) -> Disposable {
        RxScrollViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// The offset now, then after every scroll; binding it scrolls.
    @preconcurrency @MainActor public var contentOffset: ControlProperty<CGPoint> {
        let proxy = RxScrollViewDelegateProxy.proxy(for: base)
        return ControlProperty(values: proxy.contentOffsetBehaviorSubject,
                               valueSink: Binder(base as UIScrollView) { scrollView, offset in scrollView.contentOffset = offset })
    }

    @preconcurrency @MainActor public var didScroll: ControlEvent<Void> {
        ControlEvent(events: RxScrollViewDelegateProxy.proxy(for: base).contentOffsetPublishSubject)
    }

    @preconcurrency @MainActor public var willBeginDecelerating: ControlEvent<Void> { event(.scrollViewWillBeginDecelerating) }
    @preconcurrency @MainActor public var didEndDecelerating: ControlEvent<Void> { event(.scrollViewDidEndDecelerating) }
    @preconcurrency @MainActor public var willBeginDragging: ControlEvent<Void> { event(.scrollViewWillBeginDragging) }

    @preconcurrency @MainActor public var willEndDragging: ControlEvent<WillEndDraggingEvent> {
        ControlEvent(events: delegate.invoked(.scrollViewWillEndDragging).map { _, velocity, target in
            (velocity, target)
        })
    }

    /// Whether the scroll decelerates after the drag (never here: a flow's scroll stops where it says).
    @preconcurrency @MainActor public var didEndDragging: ControlEvent<Bool> {
        ControlEvent(events: delegate.invoked(.scrollViewDidEndDragging).map { $0.1 })
    }

    @preconcurrency @MainActor public var didZoom: ControlEvent<Void> { event(.scrollViewDidZoom) }
    @preconcurrency @MainActor public var didScrollToTop: ControlEvent<Void> { event(.scrollViewDidScrollToTop) }
    @preconcurrency @MainActor public var didEndScrollingAnimation: ControlEvent<Void> { event(.scrollViewDidEndScrollingAnimation) }

    @preconcurrency @MainActor public var willBeginZooming: ControlEvent<UIView?> {
        ControlEvent(events: delegate.invoked(.scrollViewWillBeginZooming).map { $0.1 })
    }

    @preconcurrency @MainActor public var didEndZooming: ControlEvent<EndZoomEvent> {
        ControlEvent(events: delegate.invoked(.scrollViewDidEndZooming).map { _, view, scale in (view, scale) })
    }

    @preconcurrency @MainActor public var isScrollEnabled: Binder<Bool> {
        Binder(base as UIScrollView) { view, enabled in view.isScrollEnabled = enabled }
    }

    @MainActor private func event(_ message: _DelegateMessage<UIScrollViewDelegate, UIScrollView>) -> ControlEvent<Void> {
        ControlEvent(events: delegate.invoked(message).map { _ in })
    }
}
