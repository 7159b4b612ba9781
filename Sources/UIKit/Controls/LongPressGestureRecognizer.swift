import Foundation

/// As `UILongPressGestureRecognizer`: `.began` once the fingers have stayed down (within
/// `allowableMovement`) for `minimumPressDuration` seconds of virtual time, `.changed` as
/// they move, `.ended` when they lift.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    /// Taps before the press (1 for tap-and-hold); simulated presses come without.
    open var numberOfTapsRequired = 0
    open var allowableMovement: CGFloat = 10

    private var pressStart: TimeInterval?
    private var startLocation = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired || numberOfTapsRequired > 0 {
            state = .failed
            return
        }
        if numberOfTouches == numberOfTouchesRequired {
            pressStart = event.timestamp
            startLocation = location(in: nil)
            timePassed(to: event.timestamp, with: event)
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        switch state {
        case .possible:
            let here = location(in: nil)
            if hypot(here.x - startLocation.x, here.y - startLocation.y) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        endContinuousGesture()
    }

    override func timePassed(to time: TimeInterval, with event: UIEvent) {
        guard state == .possible, let pressStart, time - pressStart >= minimumPressDuration else { return }
        state = .began
    }

    open override func reset() {
        super.reset()
        pressStart = nil
    }

    override func finishGesture() {
        super.finishGesture()
        pressStart = nil
    }
}
