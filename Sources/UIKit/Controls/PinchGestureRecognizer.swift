import Foundation

/// As `UIPinchGestureRecognizer`: two fingers; `.began` once their distance changed by a
/// twentieth, `.changed` as it changes, `.ended` when a finger lifts. `scale` is the distance
/// over the distance at the start; setting it (apps set 1 after applying a change) makes later
/// changes relative to that. `velocity` is the scale's change per second of virtual time.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat {
        get { referenceDistance > 0 ? referenceScale * lastDistance / referenceDistance : referenceScale }
        set {
            referenceScale = newValue
            referenceDistance = lastDistance
        }
    }
    public private(set) var velocity: CGFloat = 0

    private var referenceScale: CGFloat = 1
    private var referenceDistance: CGFloat = 0
    private var startDistance: CGFloat = 0
    private var lastDistance: CGFloat = 0
    private var last: (scale: CGFloat, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard numberOfTouches == 2 else {
            if numberOfTouches > 2 { state = state == .possible ? .failed : .ended }
            return
        }
        lastDistance = fingerDistance
        startDistance = lastDistance
        referenceDistance = lastDistance
        referenceScale = 1
        last = (1, event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard numberOfTouches == 2, startDistance > 0 else { return }
        lastDistance = fingerDistance
        if state == .possible, abs(lastDistance / startDistance - 1) < 0.05 { return }
        if let last, event.timestamp > last.time {
            velocity = (scale - last.scale) / CGFloat(event.timestamp - last.time)
        }
        last = (scale, event.timestamp)
        state = state == .possible ? .began : .changed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        endContinuousGesture()
    }

    /// The distance between the first two fingers, in window points.
    var fingerDistance: CGFloat {
        guard touches.count >= 2 else { return 0 }
        let a = touches[0].windowLocation, b = touches[1].windowLocation
        return hypot(b.x - a.x, b.y - a.y)
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
        startDistance = 0
        velocity = 0
        last = nil
    }
}
