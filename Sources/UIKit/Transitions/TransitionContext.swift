import Foundation

/// The context an app's animator is run with (`UIViewControllerContextTransitioning`). The
/// transition has already happened when the animator runs, so a context that is never
/// completed hangs nothing: the arriving screen shows, and `animationEnded(_:)` is not called.
/// The container is a plain screen-sized view made for this transition; the controllers' views
/// the animator puts in it go back where they were when it returns (a root view is in no
/// view), so the screens show as always.
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView = UIView(frame: _Window.screenBounds)
    let isAnimated: Bool
    private(set) var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    var targetTransform: CGAffineTransform { .identity }
    /// Whether `completeTransition(_:)` was called (and with what).
    private(set) var completion: Bool?
    let animator: any UIViewControllerAnimatedTransitioning
    private let from: UIViewController
    private let to: UIViewController
    /// Whether each controller's view is in the transition (UIKit's `view(forKey:)` is nil for
    /// a presenter that stays on screen under a sheet).
    private let fromViewTakesPart: Bool
    private let toViewTakesPart: Bool

    init(animator: any UIViewControllerAnimatedTransitioning, from: UIViewController, to: UIViewController,
         animated: Bool, style: UIModalPresentationStyle = .none, fromViewTakesPart: Bool = true,
         toViewTakesPart: Bool = true) {
        self.animator = animator
        self.from = from
        self.to = to
        isAnimated = animated
        presentationStyle = style
        self.fromViewTakesPart = fromViewTakesPart
        self.toViewTakesPart = toViewTakesPart
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return from
        case .to: return to
        default: return nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromViewTakesPart ? from.view : nil
        case .to: return toViewTakesPart ? to.view : nil
        default: return nil
        }
    }

    /// The screen for the controller on screen before, nothing for the arriving one.
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? containerView.bounds : .zero
    }

    /// The screen for the arriving controller (and for a presenter that stays), nothing for one
    /// that leaves, as UIKit's.
    func finalFrame(for vc: UIViewController) -> CGRect {
        if vc === to || (vc === from && !fromViewTakesPart) { return containerView.bounds }
        return .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() { isInteractive = false }
    /// Marks it cancelled for the app to read; the transition stays done (nothing is undone here).
    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }
    func pauseInteractiveTransition() {}

    /// Ends the transition once: the animator hears `animationEnded(_:)`.
    func completeTransition(_ didComplete: Bool) {
        guard completion == nil else { return }
        completion = didComplete
        animator.animationEnded(didComplete)
    }

    /// Runs the app's animator, or its interaction controller when it gave one; the views it
    /// put in the container go back where they were.
    func run(interactor: (any UIViewControllerInteractiveTransitioning)?) {
        let views = [from, to].compactMap(\.viewIfLoaded)
        let places = views.map { view in (view, view.superview, view.superview?.subviews.firstIndex { $0 === view }) }
        if let fromView = view(forKey: .from) { containerView.addSubview(fromView) }
        if let interactor {
            isInteractive = true
            interactor.startInteractiveTransition(self)
        } else {
            animator.animateTransition(using: self)
        }
        for (view, superview, index) in places where view.superview === containerView {
            if let superview, let index {
                superview.insertSubview(view, at: min(index, superview.subviews.count))
            } else {
                view.removeFromSuperview()
            }
        }
    }
}
