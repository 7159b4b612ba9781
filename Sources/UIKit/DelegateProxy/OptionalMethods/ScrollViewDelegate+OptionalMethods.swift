import Foundation

// Objective-C code calls an optional delegate method with `delegate.method?(…)` (or `!`), as
// RxCocoa's tests do: `scrollView.delegate!.scrollViewDidScroll!(scrollView)`. Swift protocols
// have no optional methods, so each method name is also a property of an optional function
// (a callable value for the names whose calls carry argument labels); the call runs the
// delegate's method. Calls without `?` or `!` reach the methods themselves.

extension UIScrollViewDelegate {
    public var scrollViewDidScroll: ((UIScrollView) -> Void)? { { self.scrollViewDidScroll($0) } }
    public var scrollViewDidZoom: ((UIScrollView) -> Void)? { { self.scrollViewDidZoom($0) } }
    public var scrollViewWillBeginDragging: ((UIScrollView) -> Void)? { { self.scrollViewWillBeginDragging($0) } }
    public var scrollViewWillBeginDecelerating: ((UIScrollView) -> Void)? { { self.scrollViewWillBeginDecelerating($0) } }
    public var scrollViewDidEndDecelerating: ((UIScrollView) -> Void)? { { self.scrollViewDidEndDecelerating($0) } }
    public var scrollViewDidEndScrollingAnimation: ((UIScrollView) -> Void)? {
        { self.scrollViewDidEndScrollingAnimation($0) }
    }
    public var scrollViewShouldScrollToTop: ((UIScrollView) -> Bool)? { { self.scrollViewShouldScrollToTop($0) } }
    public var scrollViewDidScrollToTop: ((UIScrollView) -> Void)? { { self.scrollViewDidScrollToTop($0) } }
    public var scrollViewDidChangeAdjustedContentInset: ((UIScrollView) -> Void)? {
        { self.scrollViewDidChangeAdjustedContentInset($0) }
    }
    public var scrollViewWillEndDragging: _UIScrollViewDelegateCall? { _UIScrollViewDelegateCall(delegate: self) }
    public var scrollViewDidEndDragging: _UIScrollViewDelegateCall? { _UIScrollViewDelegateCall(delegate: self) }
    public var viewForZooming: _UIScrollViewDelegateCall? { _UIScrollViewDelegateCall(delegate: self) }
    public var scrollViewWillBeginZooming: _UIScrollViewDelegateCall? { _UIScrollViewDelegateCall(delegate: self) }
    public var scrollViewDidEndZooming: _UIScrollViewDelegateCall? { _UIScrollViewDelegateCall(delegate: self) }
}

/// A scroll-view delegate's methods whose calls carry argument labels, called as
/// `delegate.scrollViewDidEndDragging!(scrollView, willDecelerate: true)`.
@preconcurrency @MainActor public struct _UIScrollViewDelegateCall {
    let delegate: any UIScrollViewDelegate

    public func callAsFunction(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                               targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        delegate.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }

    public func callAsFunction(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        delegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }

    public func callAsFunction(in scrollView: UIScrollView) -> UIView? {
        delegate.viewForZooming(in: scrollView)
    }

    public func callAsFunction(_ scrollView: UIScrollView, with view: UIView?) {
        delegate.scrollViewWillBeginZooming(scrollView, with: view)
    }

    public func callAsFunction(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        delegate.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }
}
