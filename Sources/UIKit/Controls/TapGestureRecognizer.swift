import Foundation

/// As `UITapGestureRecognizer`: recognized (`.ended`) when `numberOfTapsRequired` taps of
/// `numberOfTouchesRequired` fingers each are made in place, each tap soon after the last.
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// A finger that moves farther than this is not tapping.
    static let allowableMovement: CGFloat = 10
    /// The longest wait between two taps of one gesture.
    static let tapInterval: TimeInterval = 0.35

    private var tapsMade = 0
    private var fingersInTap = 0
    private var tapStart: [ObjectIdentifier: CGPoint] = [:]
    private var lastTapEnd: TimeInterval?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if let lastTapEnd, event.timestamp - lastTapEnd > Self.tapInterval { state = .failed }
        for touch in touches { tapStart[ObjectIdentifier(touch)] = touch.windowLocation }
        fingersInTap = max(fingersInTap, numberOfTouches)
        if fingersInTap > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        for touch in touches {
            guard let start = tapStart[ObjectIdentifier(touch)] else { continue }
            if hypot(touch.windowLocation.x - start.x, touch.windowLocation.y - start.y) > Self.allowableMovement {
                state = .failed
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        // The last fingers of this tap lift.
        guard numberOfTouches == touches.count, state == .possible else { return }
        guard fingersInTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsMade += 1
        fingersInTap = 0
        lastTapEnd = event.timestamp
        if tapsMade == numberOfTapsRequired { state = .ended }
    }

    open override func reset() {
        super.reset()
        tapsMade = 0
        fingersInTap = 0
        tapStart = [:]
        lastTapEnd = nil
    }

    override func finishGesture() {
        super.finishGesture()
        tapsMade = 0
        fingersInTap = 0
        tapStart = [:]
        lastTapEnd = nil
    }
}
