import Foundation

/// A gesture as the `gesture` command names it: its kind and what the line says about it;
/// what it leaves out takes the defaults below. Coordinates are the touched view's.
public struct _GestureRequest: Equatable, Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        case tap, longPress = "long-press", pan, swipe, pinch, rotate
    }

    public var kind: Kind
    /// A swipe's direction.
    public var direction: UISwipeGestureRecognizer.Direction?
    /// Where a tap, press, pinch or rotation is made (the view's center by default).
    public var point: CGPoint?
    /// Where a pan or swipe starts (the view's center by default) and where a pan ends.
    public var start: CGPoint?
    public var end: CGPoint?
    /// Seconds the gesture takes, when the line says: the session's clock then moves with it.
    public var duration: TimeInterval?
    public var taps: Int
    public var fingers: Int
    /// A pinch's scale (2 by default) and a rotation's angle in degrees (90 by default).
    public var scale: CGFloat?
    public var degrees: CGFloat?

    public init(kind: Kind, direction: UISwipeGestureRecognizer.Direction? = nil, point: CGPoint? = nil,
                start: CGPoint? = nil, end: CGPoint? = nil, duration: TimeInterval? = nil, taps: Int = 1,
                fingers: Int = 1, scale: CGFloat? = nil, degrees: CGFloat? = nil) {
        self.kind = kind
        self.direction = direction
        self.point = point
        self.start = start
        self.end = end
        self.duration = duration
        self.taps = taps
        self.fingers = fingers
        self.scale = scale
        self.degrees = degrees
    }

    /// How far a pan (rightwards) or a swipe goes when the line does not say.
    static let defaultDistance: CGFloat = 100
    /// How long a pan, pinch or rotation takes when the line does not say; a swipe is quicker.
    static let defaultMoveDuration: TimeInterval = 0.2
    static let defaultSwipeDuration: TimeInterval = 0.1

    /// The fingers' moves on a view with `bounds`; a press lasts `pressDuration` unless the
    /// line says how long.
    func script(in bounds: CGRect, pressDuration: TimeInterval) -> _TouchScript {
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        switch kind {
        case .tap:
            return .tap(at: point ?? center, count: taps, fingers: fingers)
        case .longPress:
            return .press(at: point ?? center, for: duration ?? pressDuration, fingers: fingers)
        case .pan:
            let from = start ?? center
            let to = end ?? CGPoint(x: from.x + Self.defaultDistance, y: from.y)
            return .drag(from: from, to: to, in: duration ?? Self.defaultMoveDuration, fingers: fingers)
        case .swipe:
            let from = start ?? center
            let step = Self.defaultDistance
            let vector: CGPoint = switch direction ?? .right {
            case .left: CGPoint(x: -step, y: 0)
            case .up: CGPoint(x: 0, y: -step)
            case .down: CGPoint(x: 0, y: step)
            default: CGPoint(x: step, y: 0)
            }
            return .drag(from: from, to: CGPoint(x: from.x + vector.x, y: from.y + vector.y),
                         in: duration ?? Self.defaultSwipeDuration, fingers: fingers)
        case .pinch:
            return .twoFingers(about: point ?? center, scale: scale ?? 2, rotation: 0,
                               in: duration ?? Self.defaultMoveDuration)
        case .rotate:
            return .twoFingers(about: point ?? center, scale: 1, rotation: (degrees ?? 90) * .pi / 180,
                               in: duration ?? Self.defaultMoveDuration)
        }
    }
}
