import RxCocoa
import RxSwift

/// A view that reports user interaction as events, as `UIControl`.
open class UIControl: UIView {
    /// A control is an accessibility element, as UIKit's.
    override var isAccessibilityElementByDefault: Bool { true }

    /// The events a control sends, as `UIControl.Event` (named in the plural so it does not
    /// shadow RxSwift's `Event` inside controls).
    public struct Events: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        // UIKit's values, bit for bit.
        public static let touchDown = Events(rawValue: 1 << 0)
        public static let touchDownRepeat = Events(rawValue: 1 << 1)
        public static let touchDragInside = Events(rawValue: 1 << 2)
        public static let touchDragOutside = Events(rawValue: 1 << 3)
        public static let touchDragEnter = Events(rawValue: 1 << 4)
        public static let touchDragExit = Events(rawValue: 1 << 5)
        public static let touchUpInside = Events(rawValue: 1 << 6)
        public static let touchUpOutside = Events(rawValue: 1 << 7)
        public static let touchCancel = Events(rawValue: 1 << 8)
        public static let valueChanged = Events(rawValue: 1 << 12)
        public static let primaryActionTriggered = Events(rawValue: 1 << 13)
        public static let menuActionTriggered = Events(rawValue: 1 << 14)
        public static let editingDidBegin = Events(rawValue: 1 << 16)
        public static let editingChanged = Events(rawValue: 1 << 17)
        public static let editingDidEnd = Events(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Events(rawValue: 1 << 19)
        public static let allTouchEvents = Events(rawValue: 0x0000_0FFF)
        public static let applicationReserved = Events(rawValue: 0x0F00_0000)
        public static let systemReserved = Events(rawValue: 0xF000_0000)
        public static let allEvents = Events(rawValue: 0xFFFF_FFFF)
        public static let allEditingEvents = Events(rawValue: 0x000F_0000)
    }

    /// UIKit's name for the events. As on iOS, inside a control subclass `Event` is this type,
    /// not RxSwift's (write `RxSwift.Event` there).
    public typealias Event = Events

    /// As `UIControl.State`: the states a button keeps titles and images for.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    open var isEnabled = true {
        didSet { noteChange() }
    }
    /// Accepted and not shown, as UIKit's highlight and selection states.
    open var isSelected = false
    open var isHighlighted = false
    /// Made when `rx.controlEvent` first asks: a control nobody observes sends to no one.
    private var sentEventsSubject: PublishSubject<Events>?
    private var sentEvents: PublishSubject<Events> {
        if let sentEventsSubject { return sentEventsSubject }
        let subject = PublishSubject<Events>()
        sentEventsSubject = subject
        return subject
    }

    /// As RxCocoa's: the control's events complete when it is deallocated.
    deinit {
        sentEventsSubject?.onCompleted()
    }

    /// Sends events to every subscriber of matching `rx.controlEvent`s, as UIKit's
    /// `sendActions(for:)`: programmatic, so it bypasses the enabled check a user tap gets.
    public func sendActions(for events: Events) {
        sentEventsSubject?.onNext(events)
    }

    /// Every control's enabled state is a path; those that do not list it show it when off.
    override var appearanceProperties: [(String, _SnapshotValue)] {
        super.appearanceProperties + (isEnabled ? [] : [("enabled", .bool(false))])
    }

    /// The user's change of a value control with the command `action`: refused when the
    /// person could not touch it (see `interactionRefusal`), then `change` runs and
    /// `.valueChanged` is sent, as UIKit does for a person's touch.
    func userChange(_ action: String, _ change: () throws(_UserInputError) -> Void) throws(_UserInputError) {
        try checkReachable(id: id, action: action)
        try change()
        sendActions(for: .valueChanged)
    }

    /// As UIKit's (iOS 14): a tap opens the control's menu (a button's `menu`) instead of
    /// sending its primary action; a flow's `menu` command picks from it.
    open var showsMenuAsPrimaryAction = false
    /// As UIKit's; kept: a flow's `menu` opens a control's menu all the same.
    open var isContextMenuInteractionEnabled = false

    /// Actions added with `addAction(_:for:)`, each with the events it runs on.
    private var actions: [(action: UIAction, events: Events, subscription: Disposable)] = []

    /// Runs `action`'s handler on each of `events`, as UIKit's (iOS 14).
    open func addAction(_ action: UIAction, for events: Events) {
        let subscription = controlEvents(events).subscribe(onNext: { [weak self, weak action] in
            action?.perform(sender: self)
        })
        actions.append((action, events, subscription))
    }

    open func removeAction(_ action: UIAction, for events: Events) {
        removeActions { $0.action === action && !$0.events.isDisjoint(with: events) }
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Events) {
        removeActions { $0.action.identifier == identifier && !$0.events.isDisjoint(with: events) }
    }

    private func removeActions(where matches: ((action: UIAction, events: Events, subscription: Disposable)) -> Bool) {
        for entry in actions where matches(entry) { entry.subscription.dispose() }
        actions.removeAll(where: matches)
    }

    /// The events sent, filtered to `events`: one operator (what `filter` then `map` would send).
    func controlEvents(_ events: Events) -> Observable<Void> {
        sentEvents.compactMap { $0.isDisjoint(with: events) ? nil : () }
    }
}

extension Reactive where Base: UIControl {
    @preconcurrency @MainActor public func controlEvent(_ events: UIControl.Events) -> ControlEvent<Void> {
        ControlEvent(events: base.controlEvents(events))
    }

    @preconcurrency @MainActor public var isEnabled: Binder<Bool> {
        Binder(base as UIControl) { control, enabled in control.isEnabled = enabled }
    }

    @preconcurrency @MainActor public var isSelected: Binder<Bool> {
        Binder(base as UIControl) { control, selected in control.isSelected = selected }
    }

    @preconcurrency @MainActor public var isHighlighted: Binder<Bool> {
        Binder(base as UIControl) { control, highlighted in control.isHighlighted = highlighted }
    }

    /// A property read with `getter` now and after every one of `editingEvents`, and set with
    /// `setter`, as RxCocoa's `controlProperty(editingEvents:getter:setter:)`.
    @preconcurrency @MainActor public func controlProperty<T>(
        editingEvents: UIControl.Events,
        getter: @escaping (Base) -> T,
        setter: @escaping (Base, T) -> Void
    ) -> ControlProperty<T> {
        let control = base
        // Read as `weak control` would be, without giving the control a side table (a weak
        // reference's object takes the runtime's slow path on every retain).
        let reference = TryRetainedReference(control)
        let values = Observable<T>.create { observer in
            guard let control = reference.object else {
                observer.onCompleted()
                return Disposables.create()
            }
            observer.onNext(getter(control))
            // The control's events complete when it is deallocated; so does the property.
            return control.controlEvents(editingEvents).subscribe(onNext: {
                if let control = reference.object { observer.onNext(getter(control)) }
            }, onCompleted: observer.onCompleted)
        }
        return ControlProperty(values: values, valueSink: Binder(control, binding: setter))
    }
}
