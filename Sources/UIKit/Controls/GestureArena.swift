import Foundation

/// The recognizers one gesture reaches (those of the touched view, then its superviews'),
/// settling between them as UIKit does: once one recognizes, the others still undecided fail
/// unless a delegate lets both recognize at once; one that requires another to fail waits
/// for it; one still undecided when the fingers are up fails.
@MainActor final class GestureArena {
    /// In delivery order: the touched view's own first.
    let recognizers: [UIGestureRecognizer]
    let event = UIEvent()
    /// Recognizers that recognized (began or ended from `.possible`) during this gesture.
    private(set) var recognized: [UIGestureRecognizer] = []

    init(recognizers: [UIGestureRecognizer]) {
        self.recognizers = recognizers
        for recognizer in recognizers { recognizer.arena = self }
    }

    enum Verdict { case proceed, wait, fail }

    /// May `recognizer` leave `.possible` now?
    func verdict(on recognizer: UIGestureRecognizer) -> Verdict {
        var waits = false
        for other in recognizers where other !== recognizer {
            let active = other.state == .began || other.state == .changed
            if active, !recognizer.recognizesSimultaneously(with: other),
               other.canPrevent(recognizer), recognizer.canBePrevented(by: other) {
                return .fail
            }
            guard recognizer.mustWait(for: other) else { continue }
            switch other.state {
            case .possible: waits = true
            case .began, .changed, .ended: return .fail
            case .cancelled, .failed: break
            }
        }
        return waits ? .wait : .proceed
    }

    func didRecognize(_ recognizer: UIGestureRecognizer) {
        recognized.append(recognizer)
        for other in recognizers where other !== recognizer && other.state == .possible {
            if other.mustWait(for: recognizer) {
                other.state = .failed
            } else if !recognizer.recognizesSimultaneously(with: other),
                      recognizer.canPrevent(other), other.canBePrevented(by: recognizer) {
                other.state = .failed
            }
        }
    }

    func didFail(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other.pendingState != nil && other.mustWait(for: recognizer) {
            other.takePendingState()
        }
    }

    // MARK: Delivery

    private var taking: [UIGestureRecognizer] {
        recognizers.filter { $0.isEnabled && $0.isUndecidedOrActive }
    }

    func begin(_ touches: [UITouch], all: [UITouch]) {
        event.touches = all
        for recognizer in taking { recognizer.receive(began: touches, with: event) }
    }

    func move(_ touches: [UITouch], all: [UITouch]) {
        event.touches = all
        for recognizer in taking { recognizer.receive(moved: touches, with: event) }
    }

    func end(_ touches: [UITouch], all: [UITouch]) {
        event.touches = all
        for recognizer in taking { recognizer.receive(ended: touches, with: event) }
    }

    func timePassed(to time: TimeInterval) {
        event.timestamp = time
        for recognizer in taking { recognizer.timePassed(to: time, with: event) }
    }

    /// The fingers are up: the undecided fail (which lets those waiting on them recognize),
    /// and every recognizer goes back to `.possible` for the next gesture.
    func finish() {
        for recognizer in recognizers where recognizer.state == .possible && recognizer.pendingState == nil {
            recognizer.state = .failed
        }
        for recognizer in recognizers where recognizer.state == .possible {
            recognizer.state = .failed
        }
        for recognizer in recognizers where recognizer.state == .began || recognizer.state == .changed {
            recognizer.state = .cancelled
        }
        for recognizer in recognizers { recognizer.finishGesture() }
    }
}
