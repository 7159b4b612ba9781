import Foundation

/// One finger on the screen, as `UITouch`: the `gesture` command makes them and delivers them
/// to gesture recognizers. Its place is kept in window coordinates and converted on request.
@preconcurrency @MainActor open class UITouch: NSObject {
    /// As `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// As `UITouch.TouchType`; every simulated touch is a finger's.
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    public internal(set) var phase = Phase.began
    /// The taps in a row at this place, counting this one (2 for the second tap of a double tap).
    public internal(set) var tapCount = 1
    /// Seconds of the session's virtual clock since the gesture began.
    public internal(set) var timestamp: TimeInterval = 0
    /// The view the finger came down on.
    public internal(set) weak var view: UIView?
    public var window: UIWindow? { view?.window }
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    public let type = TouchType.direct
    /// Simulated fingers press with no measured force.
    public let force: CGFloat = 0
    public let maximumPossibleForce: CGFloat = 0
    public let majorRadius: CGFloat = 20
    public let majorRadiusTolerance: CGFloat = 5

    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint

    init(at windowLocation: CGPoint, view: UIView?, timestamp: TimeInterval, tapCount: Int) {
        self.windowLocation = windowLocation
        previousWindowLocation = windowLocation
        self.view = view
        self.timestamp = timestamp
        self.tapCount = tapCount
        super.init()
    }

    /// Where the finger is, in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    /// Where the finger was at the touch's previous event.
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }

    /// No stylus: the same as `location(in:)`.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    /// Moves the finger to `windowLocation` at `time`.
    func move(to windowLocation: CGPoint, at time: TimeInterval, phase: Phase) {
        previousWindowLocation = self.windowLocation
        self.windowLocation = windowLocation
        timestamp = time
        self.phase = phase
    }
}
