import RxCore

/// The operators RxCocoa offers on Drivers and Signals that keep the traits' guarantees:
/// transforms that cannot error and combinations of shared sequences. Time-based operators
/// belong on the Observable before `asDriver`, with the environment's scheduler.
extension SharedSequence {
    public func map<Result>(_ transform: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(asObservable().map(transform))
    }

    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(asObservable().compactMap(transform))
    }

    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence {
        SharedSequence(asObservable().filter(predicate))
    }

    public func startWith(_ element: Element) -> SharedSequence {
        SharedSequence(asObservable().startWith(element))
    }

    public func distinctUntilChanged<Key: Equatable>(_ key: @escaping (Element) -> Key) -> SharedSequence {
        SharedSequence(asObservable().distinctUntilChanged(key))
    }

    public func flatMapLatest<Result>(
        _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    public func flatMapFirst<Result>(
        _ selector: @escaping (Element) -> SharedSequence<SharingStrategy, Result>
    ) -> SharedSequence<SharingStrategy, Result> {
        SharedSequence<SharingStrategy, Result>(asObservable().flatMapFirst { selector($0).asObservable() })
    }

    public func withLatestFrom<Other: SharedSequenceConvertibleType, Result>(
        _ second: Other, resultSelector: @escaping (Element, Other.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Other.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, Result>(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    public func withLatestFrom<Other: SharedSequenceConvertibleType>(
        _ second: Other
    ) -> SharedSequence<SharingStrategy, Other.Element> where Other.SharingStrategy == SharingStrategy {
        SharedSequence<SharingStrategy, Other.Element>(asObservable().withLatestFrom(second.asObservable()))
    }

    public static func merge(_ sources: SharedSequence...) -> SharedSequence {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }

    public static func combineLatest<First, Second>(
        _ first: SharedSequence<SharingStrategy, First>, _ second: SharedSequence<SharingStrategy, Second>,
        resultSelector: @escaping (First, Second) -> Element
    ) -> SharedSequence {
        SharedSequence(Observable.combineLatest(first.asObservable(), second.asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequence where Element: Equatable {
    public func distinctUntilChanged() -> SharedSequence {
        SharedSequence(asObservable().distinctUntilChanged())
    }
}
