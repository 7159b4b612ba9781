import Foundation
import RxCocoa
import RxSwift

/// The delegate proxy of scroll views, as RxCocoa's: `rx.didScroll`, `rx.contentOffset` and the
/// other scroll events come from it; tables and collections get their subclasses.
open class RxScrollViewDelegateProxy: DelegateProxy<UIScrollView, UIScrollViewDelegate>, @preconcurrency DelegateProxyType,
    UIScrollViewDelegate {
    /// Read as a weak reference is, without giving the scroll view a side table.
    public var scrollView: UIScrollView? { scrollViewReference.object }
    private let scrollViewReference: TryRetainedReference<UIScrollView>

    private var offsetSubject: BehaviorSubject<CGPoint>?
    private var scrollSubject: PublishSubject<Void>?

    public init(scrollView: ParentObject) {
        scrollViewReference = TryRetainedReference(scrollView)
        super.init(parentObject: scrollView, delegateProxy: RxScrollViewDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        RxScrollViewDelegateProxy.register { RxScrollViewDelegateProxy(scrollView: $0) }
        RxScrollViewDelegateProxy.register { RxTableViewDelegateProxy(tableView: $0) }
        RxScrollViewDelegateProxy.register { RxCollectionViewDelegateProxy(collectionView: $0) }
    }

    deinit {
        offsetSubject?.onCompleted()
        scrollSubject?.onCompleted()
    }

    /// The offset now, then after every scroll (`rx.contentOffset`).
    var contentOffsetBehaviorSubject: BehaviorSubject<CGPoint> {
        if let offsetSubject { return offsetSubject }
        let subject = BehaviorSubject(value: scrollView?.contentOffset ?? .zero)
        offsetSubject = subject
        return subject
    }

    /// Every scroll (`rx.didScroll`).
    var contentOffsetPublishSubject: PublishSubject<Void> {
        if let scrollSubject { return scrollSubject }
        let subject = PublishSubject<Void>()
        scrollSubject = subject
        return subject
    }

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        offsetSubject?.onNext(scrollView.contentOffset)
        scrollSubject?.onNext(())
        _forward(.scrollViewDidScroll, scrollView) { $0.scrollViewDidScroll(scrollView) }
    }

    open func scrollViewDidZoom(_ scrollView: UIScrollView) {
        _forward(.scrollViewDidZoom, scrollView) { $0.scrollViewDidZoom(scrollView) }
    }

    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        _forward(.scrollViewWillBeginDragging, scrollView) { $0.scrollViewWillBeginDragging(scrollView) }
    }

    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        _forward(.scrollViewWillEndDragging, (scrollView, velocity, targetContentOffset)) {
            $0.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
    }

    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        _forward(.scrollViewDidEndDragging, (scrollView, decelerate)) {
            $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }
    }

    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        _forward(.scrollViewWillBeginDecelerating, scrollView) { $0.scrollViewWillBeginDecelerating(scrollView) }
    }

    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        _forward(.scrollViewDidEndDecelerating, scrollView) { $0.scrollViewDidEndDecelerating(scrollView) }
    }

    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        _forward(.scrollViewDidEndScrollingAnimation, scrollView) { $0.scrollViewDidEndScrollingAnimation(scrollView) }
    }

    open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        forwardToDelegate()?.viewForZooming(in: scrollView)
    }

    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        _forward(.scrollViewWillBeginZooming, (scrollView, view)) { $0.scrollViewWillBeginZooming(scrollView, with: view) }
    }

    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        _forward(.scrollViewDidEndZooming, (scrollView, view, scale)) {
            $0.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
        }
    }

    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        forwardToDelegate()?.scrollViewShouldScrollToTop(scrollView) ?? true
    }

    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        _forward(.scrollViewDidScrollToTop, scrollView) { $0.scrollViewDidScrollToTop(scrollView) }
    }

    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        _forward(.scrollViewDidChangeAdjustedContentInset, scrollView) {
            $0.scrollViewDidChangeAdjustedContentInset(scrollView)
        }
    }
}
