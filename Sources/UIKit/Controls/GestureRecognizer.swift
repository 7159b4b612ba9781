import Foundation
import RxCocoa
import RxSwift

/// A gesture recognizer, as `UIGestureRecognizer`: attached to a view with
/// `addGestureRecognizer`, it receives the touches the person makes there (the `gesture`
/// command), moves through UIKit's states and sends its actions and `rx.event` on each of
/// `.began`, `.changed`, `.ended` (`.recognized`) and `.cancelled`.
///
/// Subclass it as in UIKit: override `touchesBegan/Moved/Ended/Cancelled(_:with:)`, set
/// `state`, override `reset()`. There are no selectors on Linux, so a target's action is a
/// closure: `UITapGestureRecognizer(target: self, action: { [unowned self] in handle($0) })`.
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// As UIKit's; a discrete gesture is recognized by moving to `.ended`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed

        public static let recognized = State.ended
    }

    public internal(set) weak var view: UIView?
    /// Turning it off while a gesture is under way cancels it, as UIKit does.
    open var isEnabled = true {
        didSet {
            if !isEnabled, state == .began || state == .changed { state = .cancelled }
        }
    }
    /// Accepted: touches are not delivered to views, so there is nothing to cancel there.
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// What a subclass sets to report progress; moves that UIKit would not make (a `.changed`
    /// before `.began`) are ignored, and moving out of `.possible` waits for the recognizers
    /// this one requires to fail and asks the delegate first.
    open var state: State {
        get { currentState }
        set { transition(to: newValue) }
    }
    private var currentState = State.possible
    /// The state a transition asked for while recognizers this one requires to fail were
    /// still undecided; it is taken when they fail.
    var pendingState: State?

    /// The fingers down that this recognizer tracks, in the order they came down.
    var touches: [UITouch] = []
    /// Where the fingers were last, for `location(in:)` after they lifted.
    private var lastWindowLocation = CGPoint.zero
    /// The other recognizers of the gesture being made, while it is made.
    weak var arena: GestureArena?

    private var targets: [(target: AnyObject?, action: (UIGestureRecognizer) -> Void)] = []
    private var failureRequirements: [WeakRecognizer] = []
    private let actions = PublishSubject<Void>()
    private let deallocationSubject = ReplaySubject<Void>.create(bufferSize: 1)

    /// As RxCocoa's: the recognizer's events complete, and `rx.deallocated` sends, when it is
    /// deallocated.
    deinit {
        actions.onCompleted()
        deallocationSubject.onNext(())
        deallocationSubject.onCompleted()
    }

    /// Required, so generic code can make any recognizer type (`Gesture()`, as RxGesture does).
    public required override init() {
        super.init()
    }

    /// As UIKit's `init(target:action:)`, with the action a closure (Linux has no selectors).
    public convenience init(target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
        self.init()
        if let action { addTarget(target, action: action) }
    }

    open func addTarget(_ target: Any?, action: @escaping (UIGestureRecognizer) -> Void) {
        targets.append((target.map { $0 as AnyObject }, action))
    }

    /// Removes the actions added with `target` (every action when nil); closures cannot be
    /// compared, so `action` is not looked at.
    open func removeTarget(_ target: Any?, action: ((UIGestureRecognizer) -> Void)?) {
        guard let target else {
            targets.removeAll()
            return
        }
        let object = target as AnyObject
        targets.removeAll { $0.target === object }
    }

    /// This recognizer recognizes only once `other` has failed (a single tap waiting for a
    /// double tap), and fails when `other` recognizes.
    open func require(toFail other: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(other))
    }

    // MARK: What subclasses override

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called after the gesture is over, before the recognizer goes back to `.possible`.
    open func reset() {}

    /// The fingers of a continuous gesture (pan, press, pinch, rotation) lifted: one that never
    /// began failed, one under way ended, as UIKit's.
    func endContinuousGesture() {
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// Stops delivering `touch` to this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        touches.removeAll { $0 === touch }
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    // MARK: Where the fingers are

    public var numberOfTouches: Int { touches.count }

    /// The centroid of the fingers down, in `view`'s coordinates (the window's when nil);
    /// after they lifted, where they last were.
    open func location(in view: UIView?) -> CGPoint {
        let point = touches.isEmpty ? lastWindowLocation : Self.centroid(of: touches)
        return view?.convert(point, from: nil) ?? point
    }

    /// Where finger `touchIndex` is; UIKit raises for an index out of range, here it is the
    /// centroid.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard touches.indices.contains(touchIndex) else { return location(in: view) }
        return touches[touchIndex].location(in: view)
    }

    static func centroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// Time passed while the fingers stayed where they were (a long press's timer).
    func timePassed(to time: TimeInterval, with event: UIEvent) {}

    // MARK: The state machine

    private func transition(to new: State) {
        switch (currentState, new) {
        case (.possible, .began), (.possible, .ended):
            switch arena?.verdict(on: self) ?? .proceed {
            case .wait:
                pendingState = new
                return
            case .fail:
                fail()
                return
            case .proceed:
                break
            }
            if delegate?.gestureRecognizerShouldBegin(self) == false {
                fail()
                return
            }
            currentState = new
            arena?.didRecognize(self)
            sendActions()
        case (.possible, .failed):
            fail()
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            currentState = new
            sendActions()
        case (_, .possible):
            currentState = .possible
            pendingState = nil
        case (.began, .failed), (.changed, .failed):
            // A gesture under way cannot fail any more; it is cancelled instead.
            currentState = .cancelled
            sendActions()
        default:
            break
        }
    }

    private func fail() {
        currentState = .failed
        pendingState = nil
        arena?.didFail(self)
    }

    /// Takes the state asked for while waiting, now that the recognizers required to fail did.
    func takePendingState() {
        guard let pending = pendingState else { return }
        pendingState = nil
        transition(to: pending)
    }

    /// Recognizers that must fail before this one may recognize, among `others`.
    func mustWait(for other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
            || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    /// Whether this recognizer and `other` may both be recognizing at once.
    func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    private func sendActions() {
        for target in targets { target.action(self) }
        actions.onNext(())
    }

    // MARK: Touch delivery (GestureArena)

    func receive(began new: [UITouch], with event: UIEvent) {
        let accepted = new.filter { delegate?.gestureRecognizer(self, shouldReceive: $0) ?? true }
        guard !accepted.isEmpty else { return }
        touches += accepted
        for touch in accepted {
            touch.gestureRecognizers = (touch.gestureRecognizers ?? []) + [self]
        }
        lastWindowLocation = Self.centroid(of: touches)
        touchesBegan(Set(accepted), with: event)
    }

    func receive(moved: [UITouch], with event: UIEvent) {
        let mine = moved.filter { touch in touches.contains { $0 === touch } }
        guard !mine.isEmpty else { return }
        lastWindowLocation = Self.centroid(of: touches)
        touchesMoved(Set(mine), with: event)
    }

    func receive(ended: [UITouch], with event: UIEvent) {
        let mine = ended.filter { touch in touches.contains { $0 === touch } }
        guard !mine.isEmpty else { return }
        lastWindowLocation = Self.centroid(of: touches)
        touchesEnded(Set(mine), with: event)
        touches.removeAll { touch in mine.contains { $0 === touch } }
    }

    /// The gesture is over: back to `.possible` for the next one.
    func finishGesture() {
        touches = []
        arena = nil
        guard currentState != .possible else { return }
        reset()
        currentState = .possible
        pendingState = nil
    }

    var events: Observable<Void> { actions }

    /// Is the recognizer still taking part: not failed, not finished.
    var isUndecidedOrActive: Bool { [.possible, .began, .changed].contains(currentState) }
}

/// A recognizer held weakly, for `require(toFail:)`.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?

    init(_ recognizer: UIGestureRecognizer) {
        self.recognizer = recognizer
    }
}

extension Reactive where Base: UIGestureRecognizer {
    /// The recognizer at each of its actions (`.began`, `.changed`, `.ended`, `.cancelled`),
    /// as RxCocoa's.
    @preconcurrency @MainActor public var event: ControlEvent<Base> {
        let recognizer = base
        return ControlEvent(events: base.events.compactMap { [weak recognizer] in recognizer })
    }
}

extension UIGestureRecognizer: @preconcurrency DeallocationReporting {
    @usableFromInline package var deallocation: Observable<Void> { deallocationSubject.asObservable() }
}
