import Foundation
import RxCocoa
import RxSwift

/// A gesture recognizer, as `UIGestureRecognizer`: attached to a view with
/// `addGestureRecognizer`, it sends itself on `rx.event` when the person makes its gesture
/// on that view (the `gesture` command).
open class UIGestureRecognizer: NSObject {
    /// As UIKit's; a recognized discrete gesture reports `.ended`.
    public enum State: Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    public internal(set) weak var view: UIView?
    /// Set when attached to a screen's root view, which is not a `View`.
    weak var rootView: _RootView?
    public var isEnabled = true
    public var cancelsTouchesInView = true
    public private(set) var state = State.possible
    private let recognized = PublishSubject<Void>()
    private let deallocationSubject = ReplaySubject<Void>.create(bufferSize: 1)

    /// As RxCocoa's: the recognizer's events complete, and `rx.deallocated` sends, when it is
    /// deallocated.
    deinit {
        recognized.onCompleted()
        deallocationSubject.onNext(())
        deallocationSubject.onCompleted()
    }

    public override init() {
        super.init()
    }

    /// What the `gesture` command calls this kind: `tap`, `swipe`, `long-press`, `pan`.
    var gestureName: String { "gesture" }

    /// The person made this gesture: it is recognized unless disabled.
    func userRecognize() -> Bool {
        guard isEnabled else { return false }
        state = .ended
        recognized.onNext(())
        state = .possible
        return true
    }

    var events: Observable<Void> { recognized }
}

public final class UITapGestureRecognizer: UIGestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    override var gestureName: String { "tap" }
}

public final class UILongPressGestureRecognizer: UIGestureRecognizer {
    public var minimumPressDuration: Double = 0.5
    override var gestureName: String { "long-press" }
}

public final class UIPanGestureRecognizer: UIGestureRecognizer {
    override var gestureName: String { "pan" }
}

public final class UISwipeGestureRecognizer: UIGestureRecognizer {
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

    public var direction = Direction.right
    override var gestureName: String { "swipe" }
}

extension Reactive where Base: UIGestureRecognizer {
    /// The recognizer each time its gesture is recognized, as RxCocoa's.
    public var event: ControlEvent<Base> {
        let recognizer = base
        return ControlEvent(events: base.events.compactMap { [weak recognizer] in recognizer })
    }
}

extension _RootView {
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.rootView = self
        gestureRecognizers.append(recognizer)
    }

    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
    }
}

extension UIGestureRecognizer: DeallocationReporting {
    package var deallocation: Observable<Void> { deallocationSubject.asObservable() }
}
