import Foundation

/// A transition's state, as UIKit's: the shape a controller's `viewWillTransition(to:with:)`
/// override is written to. Nothing here rotates, resizes or animates a transition, so rxs
/// never makes one (`transitionCoordinator` is nil).
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
}

/// As UIKit's: runs animations alongside a transition, and a completion after it.
@preconcurrency @MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
