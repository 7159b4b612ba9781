import Foundation
import RxCocoa
import RxSwift

/// Gestures: the person's fingers on a view, delivered as `UITouch`es to the gesture
/// recognizers of that view and of its superviews (the screen's own view last), as UIKit does.
extension _Window {
    /// The screen's size in points (an iPhone's), the bounds of a screen's own view.
    nonisolated public static let screenBounds = CGRect(x: 0, y: 0, width: 390, height: 844)

    /// Starts the gesture `request` on the view `id`, or on the screen's own view when nil:
    /// refused when the person could not touch that view. Deliver its frames with
    /// `_GesturePerformance.deliver(upTo:)`, then `finish()`.
    public func beginGesture(_ request: _GestureRequest, on id: String?) throws(_UserInputError) -> _GesturePerformance {
        let screen = try screenForInput()
        let tab = (screen as? UITabBarController)?.selectedViewController
        let screenRecognizers = ((screen as? UIViewController)?.view.gestureRecognizers ?? [])
            + (tab?.view.gestureRecognizers ?? [])
        var recognizers: [UIGestureRecognizer] = []
        var target: UIView?
        if let id {
            let element = try self.element(id)
            guard let view = element as? UIView else {
                throw .wrongKind(id: id, kind: element._elementSnapshot().kind, action: "take gestures")
            }
            try view.checkReachable(id: id, action: "gesture \(request.kind.rawValue)", ignoringEnabled: true)
            var current: UIView? = view
            while let next = current {
                recognizers += next.gestureRecognizers ?? []
                current = next.superview
            }
            target = view
        }
        recognizers += screenRecognizers
        var tappedButton: UIControl?
        if let control = target as? UIControl, control.isEnabled, request.kind == .tap, request.taps == 1,
           request.fingers == 1 {
            if control is UIButton || control is UIBarButtonItem { tappedButton = control }
            // As UIKit since iOS 6: an enabled control's own action takes a single tap, so the
            // single-tap recognizers of the views around it do not get it.
            recognizers.removeAll { recognizer in
                guard recognizer.view !== control, let tap = recognizer as? UITapGestureRecognizer else { return false }
                return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
            }
        }
        let enabled = recognizers.filter(\.isEnabled)
        let pressDuration = enabled.compactMap { ($0 as? UILongPressGestureRecognizer)?.minimumPressDuration }.max() ?? 0.5
        let script = request.script(in: target?.bounds ?? Self.screenBounds, pressDuration: pressDuration)
        let performance = _GesturePerformance(
            script: script, view: target, recognizers: enabled, name: request.kind.rawValue,
            target: id ?? screen._name, window: self)
        performance.tappedButton = tappedButton
        return performance
    }

    /// Makes the gesture `name` (`tap`, `swipe`, `long-press`, `pan`, `pinch`, `rotate`) on
    /// the view `id`, or on the screen itself when nil, at once; a swipe goes in `direction`.
    public func gesture(_ name: String, direction: UISwipeGestureRecognizer.Direction? = nil,
                        on id: String?) throws(_UserInputError) {
        guard let kind = _GestureRequest.Kind(rawValue: name) else {
            throw .noGesture(name: name, target: id ?? topScreen?._name ?? "")
        }
        let performance = try beginGesture(_GestureRequest(kind: kind, direction: direction), on: id)
        try performance.finish()
    }
}

/// One gesture being made: its frames, delivered in order to the recognizers it reaches.
@preconcurrency @MainActor public final class _GesturePerformance {
    public let script: _TouchScript
    private let view: UIView?
    private let arena: GestureArena
    private let name: String
    private let target: String
    /// Read as a weak reference is, without giving the window a side table.
    private let windowReference: TryRetainedReference<_Window>
    /// The script's frames, with a still frame wherever a long press's time is up.
    public let frames: [_TouchScript.Frame]
    private var next = 0
    /// A button tapped: unless a recognizer of its own takes the tap (cancelling the touches in
    /// the view), the button sends its tap when the finger lifts, as in UIKit.
    var tappedButton: UIControl?
    private var fingers: [UITouch?]
    /// When and where each finger last lifted, for counting taps.
    private var lifted: [(time: TimeInterval, location: CGPoint, tapCount: Int)?]

    init(script: _TouchScript, view: UIView?, recognizers: [UIGestureRecognizer], name: String, target: String,
         window: _Window) {
        self.script = script
        self.view = view
        self.name = name
        self.target = target
        windowReference = TryRetainedReference(window)
        arena = GestureArena(recognizers: recognizers)
        let width = script.frames.map(\.fingers.count).max() ?? 0
        fingers = Array(repeating: nil, count: width)
        lifted = Array(repeating: nil, count: width)
        let deadlines = recognizers.compactMap { ($0 as? UILongPressGestureRecognizer)?.minimumPressDuration }
        var frames = script.frames
        for deadline in Set(deadlines) where deadline > 0 && deadline < script.duration {
            guard let index = frames.firstIndex(where: { $0.time > deadline }), index > 0 else { continue }
            frames.insert(_TouchScript.Frame(time: deadline, fingers: frames[index - 1].fingers), at: index)
        }
        self.frames = frames
    }

    /// The distinct times of the frames, in order: a session moves its clock to each.
    public var times: [TimeInterval] {
        frames.map(\.time).reduce(into: []) { times, time in if times.last != time { times.append(time) } }
    }

    /// Delivers every frame up to `time` (seconds since the gesture began).
    public func deliver(upTo time: TimeInterval) {
        inScope {
            while next < frames.count, frames[next].time <= time {
                deliver(frames[next])
                next += 1
            }
        }
    }

    /// Runs `body` as the window runs screen code (its scheduler for Drivers), or as it is once
    /// the window is gone.
    private func inScope<Value>(_ body: () -> Value) -> Value {
        guard let window = windowReference.object else { return body() }
        return window.withSharingScheduler(body)
    }

    /// Delivers what is left; the recognizers still undecided fail and all go back to
    /// `.possible`. Refused when none recognized the gesture.
    public func finish() throws(_UserInputError) {
        deliver(upTo: .infinity)
        let recognized = inScope { () -> Bool in
            let own = arena.recognized.contains { $0.view === tappedButton && $0.cancelsTouchesInView }
            arena.finish()
            if let tappedButton, !own {
                tappedButton.sendActions(for: .touchDown)
                tappedButton.sendActions(for: [.touchUpInside, .primaryActionTriggered])
                return true
            }
            return !arena.recognized.isEmpty
        }
        guard recognized else { throw .noGesture(name: name, target: target) }
    }

    private func deliver(_ frame: _TouchScript.Frame) {
        arena.timePassed(to: frame.time)
        var began: [UITouch] = [], moved: [UITouch] = [], ended: [UITouch] = []
        for (index, point) in frame.fingers.enumerated() where index < fingers.count {
            let windowPoint = point.map { view?.convert($0, to: nil) ?? $0 }
            switch (fingers[index], windowPoint) {
            case (nil, let location?):
                let touch = UITouch(at: location, view: view, timestamp: frame.time, tapCount: tapCount(index, location, frame.time))
                fingers[index] = touch
                began.append(touch)
            case (let touch?, let location?):
                guard touch.windowLocation != location else {
                    touch.phase = .stationary
                    continue
                }
                touch.move(to: location, at: frame.time, phase: .moved)
                moved.append(touch)
            case (let touch?, nil):
                touch.move(to: touch.windowLocation, at: frame.time, phase: .ended)
                lifted[index] = (frame.time, touch.windowLocation, touch.tapCount)
                fingers[index] = nil
                ended.append(touch)
            case (nil, nil):
                continue
            }
        }
        let down = fingers.compactMap { $0 }
        if !began.isEmpty { arena.begin(began, all: down) }
        if !moved.isEmpty { arena.move(moved, all: down) }
        if !ended.isEmpty { arena.end(ended, all: down + ended) }
    }

    /// A finger coming down soon after and near where it lifted taps again.
    private func tapCount(_ index: Int, _ location: CGPoint, _ time: TimeInterval) -> Int {
        guard let last = lifted[index], time - last.time <= UITapGestureRecognizer.tapInterval,
              hypot(location.x - last.location.x, location.y - last.location.y) <= 40 else { return 1 }
        return last.tapCount + 1
    }
}
