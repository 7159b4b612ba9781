import Foundation

/// As `UIPanGestureRecognizer`: `.began` once the fingers moved `hysteresis` points, then
/// `.changed` with every move and `.ended` when they lift. `translation(in:)` is how far the
/// fingers' centroid went since the pan began to be tracked; `velocity(in:)` in points per
/// second of virtual time over the last move.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max

    /// How far the fingers move before a pan begins.
    static let hysteresis: CGFloat = 10

    private var origin = CGPoint.zero
    private var translationOffset = CGPoint.zero
    private var velocityNow = CGPoint.zero
    private var lastMove: (location: CGPoint, time: TimeInterval)?

    /// The translation in `view`'s coordinates; the views here are not transformed, so it is
    /// the same vector in every view.
    open func translation(in view: UIView?) -> CGPoint {
        let here = location(in: nil)
        return CGPoint(x: here.x - origin.x + translationOffset.x, y: here.y - origin.y + translationOffset.y)
    }

    /// Makes the translation `translation` now: later moves add to it (the usual reset to
    /// `.zero` after applying a move).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let here = location(in: nil)
        origin = here
        translationOffset = translation
    }

    open func velocity(in view: UIView?) -> CGPoint { velocityNow }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if numberOfTouches > maximumNumberOfTouches {
            state = state == .possible ? .failed : .cancelled
            return
        }
        // A finger added or lifted moves the centroid: tracking restarts from it.
        restartTracking(at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        let here = location(in: nil)
        if let lastMove, event.timestamp > lastMove.time {
            let elapsed = CGFloat(event.timestamp - lastMove.time)
            velocityNow = CGPoint(x: (here.x - lastMove.location.x) / elapsed, y: (here.y - lastMove.location.y) / elapsed)
        }
        lastMove = (here, event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches else { return }
            let moved = translation(in: nil)
            if hypot(moved.x, moved.y) >= Self.hysteresis { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard numberOfTouches == touches.count else {
            return
        }
        endContinuousGesture()
    }

    private func restartTracking(at time: TimeInterval) {
        let translationSoFar = state == .possible ? CGPoint.zero : translation(in: nil)
        origin = location(in: nil)
        translationOffset = translationSoFar
        lastMove = (origin, time)
    }

    open override func reset() {
        super.reset()
        clearTracking()
    }

    override func finishGesture() {
        super.finishGesture()
        clearTracking()
    }

    private func clearTracking() {
        origin = .zero
        translationOffset = .zero
        velocityNow = .zero
        lastMove = nil
    }
}

/// As `UIRectEdge`.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// As `UIScreenEdgePanGestureRecognizer`: a pan that starts within 20 points of one of
/// `edges` of its view's bounds.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []

    static let edgeWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible else { return }
        let point = location(in: view)
        let bounds = view?.bounds ?? _Window.screenBounds
        let near: [(UIRectEdge, Bool)] = [
            (.left, point.x - bounds.minX <= Self.edgeWidth), (.right, bounds.maxX - point.x <= Self.edgeWidth),
            (.top, point.y - bounds.minY <= Self.edgeWidth), (.bottom, bounds.maxY - point.y <= Self.edgeWidth),
        ]
        if !near.contains(where: { edges.contains($0.0) && $0.1 }) { state = .failed }
    }
}
