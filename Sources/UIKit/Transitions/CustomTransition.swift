import Foundation

/// The animator (and interaction controller) an app gave for one transition, asked for as
/// UIKit asks: a presented controller's `transitioningDelegate`, a navigation controller's or
/// a tab bar controller's delegate. Nil when the app gave none, the usual case: no work is
/// added to a transition without one.
@MainActor struct CustomTransition {
    let animator: any UIViewControllerAnimatedTransitioning
    let interactor: (any UIViewControllerInteractiveTransitioning)?

    /// The presentation's, from `presented`'s transitioning delegate; with the `.custom` style
    /// the delegate's presentation controller (if it gives one) becomes `presented`'s.
    static func presenting(_ presented: UIViewController, presenter: UIViewController,
                           source: UIViewController) -> CustomTransition? {
        guard let delegate = presented.transitioningDelegate else { return nil }
        if presented.modalPresentationStyle == .custom,
           let custom = delegate.presentationController(forPresented: presented, presenting: presenter, source: source) {
            presented.settingsMade.presentation = custom
        }
        guard let animator = delegate.animationController(forPresented: presented, presenting: presenter,
                                                          source: source) else { return nil }
        return CustomTransition(animator: animator, interactor: delegate.interactionControllerForPresentation(using: animator))
    }

    /// The dismissal's, from `dismissed`'s transitioning delegate.
    static func dismissing(_ dismissed: UIViewController) -> CustomTransition? {
        guard let delegate = dismissed.transitioningDelegate,
              let animator = delegate.animationController(forDismissed: dismissed) else { return nil }
        return CustomTransition(animator: animator, interactor: delegate.interactionControllerForDismissal(using: animator))
    }

    /// A push or pop's, from the navigation controller's delegate.
    static func navigating(_ navigation: UINavigationController, _ operation: UINavigationController.Operation,
                           from: UIViewController, to: UIViewController) -> CustomTransition? {
        guard let delegate = navigation.delegate,
              let animator = delegate.navigationController(navigation, animationControllerFor: operation, from: from, to: to)
        else { return nil }
        return CustomTransition(animator: animator,
                                interactor: delegate.navigationController(navigation, interactionControllerFor: animator))
    }

    /// A tab switch's, from the tab bar controller's delegate.
    static func switchingTabs(_ tabs: UITabBarController, from: UIViewController,
                              to: UIViewController) -> CustomTransition? {
        guard let delegate = tabs.delegate,
              let animator = delegate.tabBarController(tabs, animationControllerForTransitionFrom: from, to: to)
        else { return nil }
        return CustomTransition(animator: animator, interactor: delegate.tabBarController(tabs, interactionControllerFor: animator))
    }

    /// Runs the animator with a context for `from` → `to`; returns the context (for tests).
    @discardableResult
    func run(from: UIViewController, to: UIViewController, animated: Bool, style: UIModalPresentationStyle = .none,
             fromViewTakesPart: Bool = true, toViewTakesPart: Bool = true) -> TransitionContext {
        let context = TransitionContext(animator: animator, from: from, to: to, animated: animated, style: style,
                                        fromViewTakesPart: fromViewTakesPart, toViewTakesPart: toViewTakesPart)
        context.run(interactor: interactor)
        return context
    }
}
