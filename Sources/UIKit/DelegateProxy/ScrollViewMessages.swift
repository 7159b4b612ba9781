import Foundation
import RxCocoa

/// The scroll-view delegate methods a proxy reports (`rx.delegate.methodInvoked(.scrollViewDidScroll)`),
/// with their arguments as the methods take them.
extension _DelegateMessage where Delegate == UIScrollViewDelegate {
    public static var scrollViewDidScroll: _DelegateMessage<Delegate, UIScrollView> { .init("scrollViewDidScroll(_:)") }
    public static var scrollViewDidZoom: _DelegateMessage<Delegate, UIScrollView> { .init("scrollViewDidZoom(_:)") }
    public static var scrollViewWillBeginDragging: _DelegateMessage<Delegate, UIScrollView> {
        .init("scrollViewWillBeginDragging(_:)")
    }
    public static var scrollViewWillEndDragging:
        _DelegateMessage<Delegate, (UIScrollView, CGPoint, UnsafeMutablePointer<CGPoint>)> {
        .init("scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
    }
    public static var scrollViewDidEndDragging: _DelegateMessage<Delegate, (UIScrollView, Bool)> {
        .init("scrollViewDidEndDragging(_:willDecelerate:)")
    }
    public static var scrollViewWillBeginDecelerating: _DelegateMessage<Delegate, UIScrollView> {
        .init("scrollViewWillBeginDecelerating(_:)")
    }
    public static var scrollViewDidEndDecelerating: _DelegateMessage<Delegate, UIScrollView> {
        .init("scrollViewDidEndDecelerating(_:)")
    }
    public static var scrollViewDidEndScrollingAnimation: _DelegateMessage<Delegate, UIScrollView> {
        .init("scrollViewDidEndScrollingAnimation(_:)")
    }
    public static var scrollViewWillBeginZooming: _DelegateMessage<Delegate, (UIScrollView, UIView?)> {
        .init("scrollViewWillBeginZooming(_:with:)")
    }
    public static var scrollViewDidEndZooming: _DelegateMessage<Delegate, (UIScrollView, UIView?, CGFloat)> {
        .init("scrollViewDidEndZooming(_:with:atScale:)")
    }
    public static var scrollViewDidScrollToTop: _DelegateMessage<Delegate, UIScrollView> {
        .init("scrollViewDidScrollToTop(_:)")
    }
    public static var scrollViewDidChangeAdjustedContentInset: _DelegateMessage<Delegate, UIScrollView> {
        .init("scrollViewDidChangeAdjustedContentInset(_:)")
    }
}
