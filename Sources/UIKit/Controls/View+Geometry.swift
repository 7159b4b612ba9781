import Foundation

/// Converting points and rectangles between views, as UIKit does through `superview`: a view's
/// frame is in its superview's coordinates, offset by the superview's bounds origin. A view
/// without a superview sits in the window's coordinates, so `nil` names the window.
extension UIView {
    /// The window this view is in: its outermost superview when that is a `UIWindow`.
    public var window: UIWindow? {
        var top: UIView = self
        while let next = top.superview { top = next }
        return top as? UIWindow
    }

    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inWindow = CGPoint(x: point.x + originInWindow.x, y: point.y + originInWindow.y)
        guard let view else { return inWindow }
        return CGPoint(x: inWindow.x - view.originInWindow.x, y: inWindow.y - view.originInWindow.y)
    }

    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inWindow = view?.convert(point, to: nil) ?? point
        return CGPoint(x: inWindow.x - originInWindow.x, y: inWindow.y - originInWindow.y)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// True when `view` is this view or below it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// Where the point (0, 0) of this view's coordinates lies in the window's: a point's
    /// place in the superview is its own, minus the bounds origin, plus the frame origin.
    var originInWindow: CGPoint {
        let parent = superview?.originInWindow ?? .zero
        return CGPoint(x: parent.x + frame.origin.x - bounds.origin.x, y: parent.y + frame.origin.y - bounds.origin.y)
    }
}
