/// A type that can be turned into an `Infallible`: a sequence that never errors.
public protocol InfallibleType<Element>: ObservableConvertibleType {}

/// A sequence that cannot error, as in RxSwift 6: it emits elements and may complete.
///
/// It wraps an `Observable` the way `PrimitiveSequence` does; every way to build one either
/// cannot produce an error or replaces the error (`asInfallible(onErrorJustReturn:)`, …).
public struct Infallible<Element>: InfallibleType {
    @usableFromInline let source: Observable<Element>

    /// Package-wide so RxRelay can wrap a relay (which cannot error) without a recovery step.
    @inlinable package init(_ source: Observable<Element>) {
        self.source = source
    }

    @inlinable public func asObservable() -> Observable<Element> { source }

    @inlinable public func asInfallible() -> Infallible<Element> { self }
}

/// An event an `Infallible`'s creator can send: there is no error case.
public enum InfallibleEvent<Element> {
    case next(Element)
    case completed
}

extension Infallible {
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An Infallible from a closure that sends elements and, at most once, completion.
    @inlinable public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable)
        -> Infallible<Element> {
        Infallible(Observable.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        })
    }
}

extension ObservableConvertibleType {
    /// This sequence as an Infallible that ends with `element`, then completes, instead of an error.
    @inlinable public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an Infallible that continues with `infallible` instead of an error.
    @inlinable public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This sequence as an Infallible that continues with the Infallible `onErrorRecover`
    /// makes from the error.
    @inlinable public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>)
        -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}

extension InfallibleType {
    /// Subscribes closures to the elements and completion.
    @inlinable public func subscribe(onNext: ((Element) -> Void)? = nil,
                          onCompleted: (() -> Void)? = nil,
                          onDisposed: (() -> Void)? = nil) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes closures that receive an unretained `object` first; they are skipped once
    /// `object` is gone.
    @inlinable public func subscribe<Object: AnyObject>(with object: Object,
                                             onNext: ((Object, Element) -> Void)? = nil,
                                             onCompleted: ((Object) -> Void)? = nil,
                                             onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes one closure to every event.
    @inlinable public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(on)
    }

    /// Subscribes an observer to every event.
    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}
