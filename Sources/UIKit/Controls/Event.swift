import Foundation

/// The touches of one moment of a gesture, as `UIEvent` for touch events.
@preconcurrency @MainActor open class UIEvent: NSObject {
    /// As `UIEvent.EventType`.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// As `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        case none
    }

    public var type: EventType { .touches }
    public var subtype: EventSubtype { .none }
    /// Seconds of virtual time since the gesture began.
    public internal(set) var timestamp: TimeInterval = 0
    var touches: [UITouch] = []

    public override init() {
        super.init()
    }

    /// Every finger down (or just lifted) at this moment.
    open var allTouches: Set<UITouch>? { Set(touches) }

    /// The touches that came down on `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        Set(touches.filter { $0.view === view })
    }

    /// The touches delivered to `gestureRecognizer`.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        Set(touches.filter { $0.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false })
    }
}
