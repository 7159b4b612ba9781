import Foundation

/// An interaction controller driven by a percentage, as `UIPercentDrivenInteractiveTransition`:
/// started, it runs the animator's `animateTransition(using:)` (its animations happen at once,
/// as every `UIView.animate` here); `update(_:)` keeps the percentage, `finish()` and `cancel()`
/// end the interaction and tell the context. A cancelled transition is not undone: the screen
/// it brought stays, and the context's `transitionWasCancelled` is true for the animator.
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    open var duration: CGFloat {
        guard let context else { return 0 }
        return CGFloat(context.animator.transitionDuration(using: context))
    }
    public private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve = UIView.AnimationCurve.easeInOut
    open var wantsInteractiveStart = true
    private var context: TransitionContext?

    public override init() {
        super.init()
    }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext else { return }
        self.context = context
        context.animator.animateTransition(using: context)
    }

    open func pause() {
        context?.pauseInteractiveTransition()
    }

    open func update(_ percentComplete: CGFloat) {
        self.percentComplete = min(max(percentComplete, 0), 1)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    open func cancel() {
        context?.cancelInteractiveTransition()
        context = nil
    }

    open func finish() {
        percentComplete = 1
        context?.finishInteractiveTransition()
        context = nil
    }
}
