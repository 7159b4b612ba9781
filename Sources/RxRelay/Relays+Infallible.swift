import RxSwift

// A relay never errors, so each is an Infallible as it is, as RxRelay's `asInfallible()`.

extension PublishRelay {
    @inlinable public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension BehaviorRelay {
    @inlinable public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}

extension ReplayRelay {
    @inlinable public func asInfallible() -> Infallible<Element> { Infallible(asObservable()) }
}
