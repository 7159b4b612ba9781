import Foundation

/// The fingers of one gesture over time, in the touched view's coordinates: what the `gesture`
/// command makes and `_Window.beginGesture` delivers as `UITouch`es.
public struct _TouchScript: Equatable, Sendable {
    /// One moment: where each finger is (nil while it is up).
    public struct Frame: Equatable, Sendable {
        /// Seconds since the gesture began.
        public var time: TimeInterval
        public var fingers: [CGPoint?]

        public init(time: TimeInterval, fingers: [CGPoint?]) {
            self.time = time
            self.fingers = fingers
        }
    }

    public var frames: [Frame]

    public init(frames: [Frame]) {
        self.frames = frames
    }

    public var duration: TimeInterval { frames.last?.time ?? 0 }

    /// Seconds between the taps of a double tap, and how long each finger stays down.
    static let tapInterval: TimeInterval = 0.15
    static let tapLength: TimeInterval = 0.05
    /// How far apart the fingers of a several-finger gesture come down.
    static let fingerSpacing: CGFloat = 20

    /// `count` taps at `point` with `fingers` fingers.
    public static func tap(at point: CGPoint, count: Int = 1, fingers: Int = 1) -> _TouchScript {
        var frames: [Frame] = []
        for index in 0..<max(count, 1) {
            let start = Double(index) * tapInterval
            frames.append(Frame(time: start, fingers: spread(point, fingers)))
            frames.append(Frame(time: start + tapLength, fingers: Array(repeating: nil, count: max(fingers, 1))))
        }
        return _TouchScript(frames: frames)
    }

    /// Fingers held at `point` for `duration` seconds.
    public static func press(at point: CGPoint, for duration: TimeInterval, fingers: Int = 1) -> _TouchScript {
        _TouchScript(frames: [
            Frame(time: 0, fingers: spread(point, fingers)),
            Frame(time: duration, fingers: spread(point, fingers)),
            Frame(time: duration, fingers: Array(repeating: nil, count: max(fingers, 1))),
        ])
    }

    /// Fingers moved in a straight line from `start` to `end` over `duration` seconds, one
    /// move every tenth of a second (at least two).
    public static func drag(from start: CGPoint, to end: CGPoint, in duration: TimeInterval, fingers: Int = 1) -> _TouchScript {
        let steps = moveCount(duration)
        var frames = [Frame(time: 0, fingers: spread(start, fingers))]
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            let point = CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction)
            frames.append(Frame(time: duration * Double(fraction), fingers: spread(point, fingers)))
        }
        frames.append(Frame(time: duration, fingers: Array(repeating: nil, count: max(fingers, 1))))
        return _TouchScript(frames: frames)
    }

    /// Two fingers about `center`, their distance multiplied by `scale` and their line turned
    /// by `rotation` radians over `duration` seconds: a pinch, a rotation, or both.
    public static func twoFingers(about center: CGPoint, scale: CGFloat, rotation: CGFloat,
                                  in duration: TimeInterval) -> _TouchScript {
        let radius: CGFloat = 50
        func fingers(_ fraction: CGFloat) -> [CGPoint?] {
            let distance = radius * (1 + (scale - 1) * fraction)
            let angle = rotation * fraction
            let offset = CGPoint(x: distance * CGFloat(cos(Double(angle))), y: distance * CGFloat(sin(Double(angle))))
            return [CGPoint(x: center.x - offset.x, y: center.y - offset.y), CGPoint(x: center.x + offset.x, y: center.y + offset.y)]
        }
        let steps = moveCount(duration)
        var frames = [Frame(time: 0, fingers: fingers(0))]
        for step in 1...steps {
            let fraction = CGFloat(step) / CGFloat(steps)
            frames.append(Frame(time: duration * Double(fraction), fingers: fingers(fraction)))
        }
        frames.append(Frame(time: duration, fingers: [nil, nil]))
        return _TouchScript(frames: frames)
    }

    private static func moveCount(_ duration: TimeInterval) -> Int {
        let tenths = (duration * 10).rounded(.up)
        return tenths.isFinite ? Int(min(max(tenths, 2), 1000)) : 2
    }

    /// `fingers` points in a row starting at `point`.
    private static func spread(_ point: CGPoint, _ fingers: Int) -> [CGPoint?] {
        (0..<max(fingers, 1)).map { CGPoint(x: point.x + CGFloat($0) * fingerSpacing, y: point.y) }
    }
}
