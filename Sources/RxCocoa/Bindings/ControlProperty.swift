import RxSwift

/// A UI property as a sequence and an observer, as RxCocoa's `ControlProperty`: subscribing
/// sends the current value, then every value the *user* produces; binding elements to it sets
/// the property (without a user event). It never errors.
public struct ControlProperty<PropertyType>: ControlPropertyType {
    public typealias Element = PropertyType

    @usableFromInline let values: Observable<PropertyType>
    @usableFromInline let valueSink: AnyObserver<PropertyType>

    @inlinable public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
    where Values.Element == Element, Sink.Element == Element {
        // RxCocoa subscribes the values through `subscribe(on: ConcurrentMainScheduler.instance)`,
        // so in the trampoline even when they come from a subject.
        self.values = values.asObservable().subscribedOnTrampoline()
        self.valueSink = valueSink.asObserver()
    }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { values }

    @inlinable public func asControlProperty() -> ControlProperty<Element> { self }

    /// Only the values the user produces, without the current one sent on subscription.
    @inlinable public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// Sets the property; terminal events are ignored, as a property cannot end.
    @inlinable public func on(_ event: Event<Element>) {
        if case .next = event { valueSink.on(event) }
    }
}

extension ControlPropertyType where Element == String? {
    /// The text with `nil` read as `""`, as RxCocoa's `orEmpty` (on every `ControlPropertyType`).
    @inlinable public var orEmpty: ControlProperty<String> {
        let property = asControlProperty()
        return ControlProperty<String>(values: property.values.map { $0 ?? "" },
                                       valueSink: property.valueSink.mapObserver { Optional($0) })
    }
}

/// A UI property as a sequence and an observer, as RxCocoa's protocol.
public protocol ControlPropertyType: ObservableType, ObserverType {
    func asControlProperty() -> ControlProperty<Element>
}
