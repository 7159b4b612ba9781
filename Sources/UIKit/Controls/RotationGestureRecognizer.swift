import Foundation

/// As `UIRotationGestureRecognizer`: two fingers; `.began` once their line turned by a
/// twentieth of a radian, `.changed` as it turns, `.ended` when a finger lifts. `rotation` is
/// the angle turned in radians (clockwise positive, as UIKit's y axis points down); setting it
/// makes later changes relative to that. `velocity` is radians per second of virtual time.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat {
        get { referenceRotation + lastAngle - referenceAngle }
        set {
            referenceRotation = newValue
            referenceAngle = lastAngle
        }
    }
    public private(set) var velocity: CGFloat = 0

    private var referenceRotation: CGFloat = 0
    private var referenceAngle: CGFloat = 0
    private var startAngle: CGFloat = 0
    private var lastAngle: CGFloat = 0
    private var last: (rotation: CGFloat, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouches == 2 else {
            if numberOfTouches > 2 { state = state == .possible ? .failed : .ended }
            return
        }
        lastAngle = fingerAngle
        startAngle = lastAngle
        referenceAngle = lastAngle
        referenceRotation = 0
        last = (0, event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard numberOfTouches == 2 else { return }
        // Unwrapped: the turn since the last move is taken the short way round.
        var turn = fingerAngle - lastAngle
        while turn > .pi { turn -= 2 * .pi }
        while turn < -.pi { turn += 2 * .pi }
        lastAngle += turn
        if state == .possible, abs(lastAngle - startAngle) < 0.05 { return }
        if let last, event.timestamp > last.time {
            velocity = (rotation - last.rotation) / CGFloat(event.timestamp - last.time)
        }
        last = (rotation, event.timestamp)
        state = state == .possible ? .began : .changed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        endContinuousGesture()
    }

    private var fingerAngle: CGFloat {
        guard touches.count >= 2 else { return lastAngle }
        let a = touches[0].windowLocation, b = touches[1].windowLocation
        return CGFloat(atan2(Double(b.y - a.y), Double(b.x - a.x)))
    }

    open override func reset() {
        super.reset()
        clear()
    }

    override func finishGesture() {
        super.finishGesture()
        clear()
    }

    private func clear() {
        velocity = 0
        last = nil
    }
}
