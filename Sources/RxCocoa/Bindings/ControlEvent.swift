import RxSwift

/// A UI event sequence, as RxCocoa's `ControlEvent`: it never errors and never sends an
/// initial value; elements arrive on the main scheduler because users act there.
public struct ControlEvent<PropertyType>: ControlEventType {
    public typealias Element = PropertyType

    @usableFromInline let events: Observable<PropertyType>

    @inlinable public init<Events: ObservableType>(events: Events) where Events.Element == Element {
        // RxCocoa subscribes the events through `subscribe(on: ConcurrentMainScheduler.instance)`,
        // so in the trampoline even when they come from a subject.
        self.events = events.asObservable().subscribedOnTrampoline()
    }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        events.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { events }

    @inlinable public func asControlEvent() -> ControlEvent<Element> { self }
}

/// A UI event sequence, as RxCocoa's protocol.
public protocol ControlEventType: ObservableType {
    func asControlEvent() -> ControlEvent<Element>
}
