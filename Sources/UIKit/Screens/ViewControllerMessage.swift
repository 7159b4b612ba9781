import RxCocoa
import RxSwift

/// A view-controller lifecycle method, as `rx.sentMessage` and `rx.methodInvoked` name it:
/// the Swift stand-in for `#selector(UIViewController.viewWillAppear(_:))`, which Linux
/// cannot form. `rx.sentMessage(.viewWillAppear)` reads as the iOS line does.
public struct _ViewControllerMessage: Hashable, Sendable, CustomStringConvertible {
    /// The method's name as a selector spells it (`viewWillAppear:`).
    public let selector: String
    /// Which of the five methods this is: what `send` switches on and equality compares. The
    /// selectors are compared no more: every lifecycle call compared its message's with two to
    /// four others, some of them strings too long to be stored inline.
    let kind: Kind

    enum Kind {
        case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    public static let viewDidLoad = _ViewControllerMessage(selector: "viewDidLoad", kind: .viewDidLoad)
    public static let viewWillAppear = _ViewControllerMessage(selector: "viewWillAppear:", kind: .viewWillAppear)
    public static let viewDidAppear = _ViewControllerMessage(selector: "viewDidAppear:", kind: .viewDidAppear)
    public static let viewWillDisappear = _ViewControllerMessage(selector: "viewWillDisappear:", kind: .viewWillDisappear)
    public static let viewDidDisappear = _ViewControllerMessage(selector: "viewDidDisappear:", kind: .viewDidDisappear)

    public var description: String { selector }

    /// The same method: the kind names it (these five are the only messages).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind }

    /// The selector's hash, as before the kind was stored: the observers' dictionary keeps its
    /// order, and so a deallocated controller completes them in the same order.
    public func hash(into hasher: inout Hasher) { hasher.combine(selector) }
}

/// Where a controller's appearance stands, as UIKit tracks it: a container forwards a call to
/// its visible child only when that moves it on, so no child hears `viewWillAppear` twice.
enum Appearance {
    case disappeared, appearing, appeared, disappearing

    var isVisible: Bool { self == .appearing || self == .appeared }
}

/// The subjects behind `rx.sentMessage` (before the method runs) and `rx.methodInvoked`
/// (after it returned) of one lifecycle method.
struct MessageObservers {
    let sent = PublishSubject<[Any]>()
    let invoked = PublishSubject<[Any]>()
}

extension UIViewController {
    /// Calls a lifecycle method the way UIKit does, so `rx.sentMessage` hears it before the
    /// override runs and `rx.methodInvoked` after; appearance calls move `appearance` on and
    /// go to the visible children too (a navigation controller's top, a tab bar controller's
    /// selected tab, added children), as UIKit forwards them. A call that would not move the
    /// appearance on (a second `viewWillAppear`) is not made.
    func send(_ message: _ViewControllerMessage, animated: Bool = false) {
        guard let next = nextAppearance(after: message) else { return }
        appearance = next
        let observers = messageObservers[message]
        // Built only for observers: most messages have none, and the array was an allocation.
        let arguments: [Any] = observers == nil || message.kind == .viewDidLoad ? [] : [animated]
        observers?.sent.onNext(arguments)
        switch message.kind {
        case .viewDidLoad: viewDidLoad()
        case .viewWillAppear: viewWillAppear(animated)
        case .viewDidAppear: viewDidAppear(animated)
        case .viewWillDisappear: viewWillDisappear(animated)
        case .viewDidDisappear: viewDidDisappear(animated)
        }
        observers?.invoked.onNext(arguments)
        guard message.kind != .viewDidLoad else { return }
        // Its views join the screen now: the app's appearance proxies reach them (UIKit's
        // window does this as they join it).
        if message.kind == .viewWillAppear, AppearanceRegistry.anyProxiesMade { applyAppearanceProxies() }
        for child in appearanceChildren where child.isViewLoaded || message.kind == .viewWillAppear {
            child.loadViewIfNeeded()
            child.send(message, animated: animated)
        }
    }

    /// The appearance after `message`, or nil when UIKit would not send it now.
    private func nextAppearance(after message: _ViewControllerMessage) -> Appearance? {
        switch message.kind {
        case .viewDidLoad: return appearance
        case .viewWillAppear: return appearance.isVisible ? nil : .appearing
        case .viewDidAppear: return appearance == .appeared ? nil : .appeared
        case .viewWillDisappear: return appearance.isVisible ? .disappearing : nil
        case .viewDidDisappear: return appearance == .disappeared ? nil : .disappeared
        }
    }

    func observers(of message: _ViewControllerMessage) -> MessageObservers {
        if let observers = messageObservers[message] { return observers }
        let observers = MessageObservers()
        messageObservers[message] = observers
        return observers
    }
}

extension Reactive where Base: UIViewController {
    /// The arguments of each call of `message` (`[animated]`, or `[]` for `viewDidLoad`), sent
    /// before the method runs, as RxCocoa's `rx.sentMessage(#selector(…))`; completes when the
    /// controller is deallocated. iOS: `rx.sentMessage(#selector(UIViewController.viewWillAppear(_:)))`,
    /// here `rx.sentMessage(.viewWillAppear)`.
    @preconcurrency @MainActor public func sentMessage(_ message: _ViewControllerMessage) -> Observable<[Any]> {
        base.observers(of: message).sent.asObservable()
    }

    /// As `sentMessage`, sent after the method returned, as RxCocoa's `rx.methodInvoked`.
    @preconcurrency @MainActor public func methodInvoked(_ message: _ViewControllerMessage) -> Observable<[Any]> {
        base.observers(of: message).invoked.asObservable()
    }
}
