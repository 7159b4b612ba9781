import Foundation
import RxSwift

/// As UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// As UIKit's `UIViewAnimatingPosition`: where an animation ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// As UIKit's `UIViewAnimating`: an animation started, paused, stopped and finished from code.
@preconcurrency @MainActor public protocol UIViewAnimating: AnyObject {
    var state: UIViewAnimatingState { get }
    var isRunning: Bool { get }
    var isReversed: Bool { get set }
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// As UIKit's `UIViewPropertyAnimator`, headless as `UIView.animate` is (UIView+Animation.swift):
/// its animation blocks run at once when it starts or pauses (a block added while it is active
/// runs when added), and a running animator finishes at `.end` after its delay and duration,
/// in the session's virtual time, calling its completions then. `stopAnimation(false)` and
/// `finishAnimation(at:)` call them with the position given.
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject, UIViewAnimating {
    public let duration: TimeInterval
    public private(set) var delay: TimeInterval = 0
    public private(set) var state = UIViewAnimatingState.inactive
    public private(set) var isRunning = false
    open var isReversed = false
    open var fractionComplete: CGFloat = 0
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    open var pausesOnCompletion = false
    open var scrubsLinearly = true

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var finishing: Disposable?

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// Made and started at once, as UIKit's.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { animations.append(animation) }
    }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        self.delay = delay
        activate()
        isRunning = true
        let scheduler = UIApplication.shared.environment?.mainScheduler ?? MainScheduler.instance
        let remaining = max(0, delay + duration * Double(1 - fractionComplete))
        let due = RxTimeInterval.milliseconds(Int((remaining * 1000).rounded()))
        finishing = scheduler.scheduleRelative((), dueTime: due, label: "property animator") { [weak self] _ in
            self?.ranToEnd()
            return Disposables.create()
        }
    }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        activate()
        cancelFinishing()
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        cancelFinishing()
        state = withoutFinishing ? .inactive : .stopped
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        state = .inactive
        complete(at: finalPosition)
    }

    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let pending = animations
        animations = []
        pending.forEach { $0() }
    }

    private func cancelFinishing() {
        isRunning = false
        finishing?.dispose()
        finishing = nil
    }

    private func ranToEnd() {
        guard isRunning else { return }
        isRunning = false
        finishing = nil
        fractionComplete = 1
        if pausesOnCompletion { return }
        state = .inactive
        complete(at: isReversed ? .start : .end)
    }

    private func complete(at position: UIViewAnimatingPosition) {
        let pending = completions
        completions = []
        pending.forEach { $0(position) }
    }
}
