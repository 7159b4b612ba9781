import RxSwift

/// A PublishSubject that can only emit elements: it never completes or errors.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline let subject = PublishSubject<Element>()

    @inlinable public init() {}

    @inlinable public func accept(_ event: consuming Element) { subject.onNext(event) }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { subject }
}

/// A BehaviorSubject that can only emit elements, with a readable current `value`.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline let subject: BehaviorSubject<Element>
    @usableFromInline let initial: Element

    @inlinable public init(value: Element) {
        subject = BehaviorSubject(value: value)
        initial = value
    }

    /// The current value (the latest accepted).
    @inlinable public var value: Element { (try? subject.value()) ?? initial }

    @inlinable public func accept(_ event: consuming Element) { subject.onNext(event) }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { subject }
}

/// A ReplaySubject that can only emit elements: it never completes or errors.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    @usableFromInline let subject: ReplaySubject<Element>

    @inlinable init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay replaying up to `bufferSize` of the latest elements to each new subscriber.
    @inlinable public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay replaying every element it accepted.
    @inlinable public static func createUnbounded() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbounded())
    }

    /// The older spelling of `createUnbounded()`.
    @inlinable public static func createUnbound() -> ReplayRelay<Element> {
        createUnbounded()
    }

    @inlinable public func accept(_ event: consuming Element) { subject.onNext(event) }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> { subject }
}
