/// A PublishSubject that can only emit elements: it never completes or errors.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject = PublishSubject<Element>()

    public init() {}

    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject }
}

/// A BehaviorSubject that can only emit elements, with a readable current `value`.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject: BehaviorSubject<Element>
    private let initial: Element

    public init(value: Element) {
        subject = BehaviorSubject(value: value)
        initial = value
    }

    /// The current value (the latest accepted).
    public var value: Element { (try? subject.value()) ?? initial }

    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject }
}

/// A ReplaySubject that can only emit elements: it never completes or errors.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
    private let subject: ReplaySubject<Element>

    private init(subject: ReplaySubject<Element>) {
        self.subject = subject
    }

    /// A relay replaying up to `bufferSize` of the latest elements to each new subscriber.
    public static func create(bufferSize: Int) -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.create(bufferSize: bufferSize))
    }

    /// A relay replaying every element it accepted.
    public static func createUnbound() -> ReplayRelay<Element> {
        ReplayRelay(subject: ReplaySubject.createUnbound())
    }

    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }

    public func asObservable() -> Observable<Element> { subject }
}
