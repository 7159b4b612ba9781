import Foundation

/// As `UISwipeGestureRecognizer`: recognized (`.ended`) when the fingers lift after moving
/// at least `minimumDistance` points mostly in one of `direction`'s directions within
/// `maximumDuration` seconds.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// As `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)

        /// `left`, `right`, `up`, `down` as the `gesture` command spells them.
        public init?(name: String) {
            switch name {
            case "right": self = .right
            case "left": self = .left
            case "up": self = .up
            case "down": self = .down
            default: return nil
            }
        }
    }

    open var direction = Direction.right
    open var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5

    private var start: (location: CGPoint, time: TimeInterval)?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
        if start == nil { start = (location(in: nil), event.timestamp) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard state == .possible, numberOfTouches == touches.count, let start else { return }
        let end = location(in: nil)
        let dx = end.x - start.location.x, dy = end.y - start.location.y
        let made: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        let quick = event.timestamp - start.time <= Self.maximumDuration
        if direction.contains(made), max(abs(dx), abs(dy)) >= Self.minimumDistance, quick,
           touches.count == numberOfTouchesRequired {
            state = .ended
        } else {
            state = .failed
        }
    }

    open override func reset() {
        super.reset()
        start = nil
    }

    override func finishGesture() {
        super.finishGesture()
        start = nil
    }
}
