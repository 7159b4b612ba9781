import Foundation

/// What manages a presented controller, as `UIPresentationController`: it names the presented
/// and presenting controllers and tells its delegate of a swipe down (`_Window+SwipeDismiss`).
/// Its views and transitions are not kept: a presented controller is shown whole, as its own
/// layer, so `containerView` and `presentedView` are nil.
@preconcurrency @MainActor open class UIPresentationController: NSObject {
    /// Held weakly: the presented controller holds this one.
    private weak var presented: UIViewController?
    private weak var presentingGiven: UIViewController?

    /// Told of a swipe down, as UIKit's; held weakly.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// True while the delegate's `presentationControllerDidAttemptToDismiss` is UIKit's default
    /// (the protocol extension's): nobody heard the attempt, so a swipe is refused aloud.
    package var _attemptWentUnheard = false

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presented = presentedViewController
        presentingGiven = presentingViewController
        super.init()
    }

    /// The controller it presents. Should the app outlive it, an empty one, never a crash.
    open var presentedViewController: UIViewController { presented ?? UIViewController() }

    /// The controller that presents it; before it is presented, the one given to `init`, else
    /// the presented controller itself (UIKit's is undefined then).
    open var presentingViewController: UIViewController {
        presented?.presentingViewController ?? presentingGiven ?? presentedViewController
    }

    /// The presented controller's style.
    open var presentationStyle: UIModalPresentationStyle { presented?.modalPresentationStyle ?? .none }
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }
    open var containerView: UIView? { nil }
    open var presentedView: UIView? { nil }
    open var shouldPresentInFullscreen: Bool { true }
    open var shouldRemovePresentersView: Bool { presentationStyle.removesPresenter }
    open var frameOfPresentedViewInContainerView: CGRect { .zero }
    open var overrideTraitCollection: UITraitCollection?

    // Overridable steps of a transition, as UIKit's; not called, as nothing animates.
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
}

/// What a presentation controller tells its delegate, as `UIAdaptivePresentationControllerDelegate`;
/// every method has UIKit's default (a sheet may be swiped away). The adaptive styles are kept
/// for the app and not asked: screens are a phone's and never change size class.
@preconcurrency @MainActor public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        presentationController._attemptWentUnheard = true
    }
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
}

extension UIViewController {
    /// As UIKit's: the one managing this controller's presentation (a child's is its
    /// container's), made when first read for the style set then: the sheet or popover
    /// controller for those styles, else a plain one. A delegate set on one made for another
    /// style carries over, so setting the style after reading it loses nothing.
    public var presentationController: UIPresentationController? {
        if let parent { return parent.presentationController }
        switch modalPresentationStyle {
        case .pageSheet, .formSheet, .automatic: return sheetPresentationController
        case .popover: return popoverPresentationController
        default:
            if let made = settingsMade.presentation { return made }
            let made = UIPresentationController(presentedViewController: self, presenting: nil)
            settingsMade.presentation = made
            made.delegate = settingsMade.madePresentationDelegate
            return made
        }
    }
}

extension ControllerSettings {
    /// The delegate of a presentation controller already made, for one made for another style.
    @MainActor var madePresentationDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        sheet?.delegate ?? popover?.delegate ?? presentation?.delegate
    }
}
