// combineLatest and zip of 2 to 8 Infallibles, as RxSwift's generated arity overloads.
// Above Observable's arity overloads (4) the collection form runs them, erased to Any.

extension InfallibleType {
    /// Combines the latest elements of all sources whenever one of them sends,
    /// once all have sent.
    @inlinable public static func combineLatest<E1, E2>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(
            source1.asObservable(), source2.asObservable(),
            resultSelector: resultSelector))
    }

    /// Combines the latest elements of all sources whenever one of them sends,
    /// once all have sent.
    @inlinable public static func combineLatest<E1, E2, E3>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(
            source1.asObservable(), source2.asObservable(), source3.asObservable(),
            resultSelector: resultSelector))
    }

    /// Combines the latest elements of all sources whenever one of them sends,
    /// once all have sent.
    @inlinable public static func combineLatest<E1, E2, E3, E4>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.combineLatest(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            resultSelector: resultSelector))
    }

    /// Combines the latest elements of all sources whenever one of them sends,
    /// once all have sent.
    @inlinable public static func combineLatest<E1, E2, E3, E4, E5>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any }
        ]) { values in
            try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3, values[3] as! E4,
                               values[4] as! E5)
        })
    }

    /// Combines the latest elements of all sources whenever one of them sends,
    /// once all have sent.
    @inlinable public static func combineLatest<E1, E2, E3, E4, E5, E6>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any }
        ]) { values in
            try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3, values[3] as! E4,
                               values[4] as! E5, values[5] as! E6)
        })
    }

    /// Combines the latest elements of all sources whenever one of them sends,
    /// once all have sent.
    @inlinable public static func combineLatest<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        _ source7: Infallible<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any },
            source7.asObservable().map { $0 as Any }
        ]) { values in
            try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3, values[3] as! E4,
                               values[4] as! E5, values[5] as! E6, values[6] as! E7)
        })
    }

    /// Combines the latest elements of all sources whenever one of them sends,
    /// once all have sent.
    @inlinable public static func combineLatest<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        _ source7: Infallible<E7>, _ source8: Infallible<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.combineLatest([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any },
            source7.asObservable().map { $0 as Any },
            source8.asObservable().map { $0 as Any }
        ]) { values in
            try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3, values[3] as! E4,
                               values[4] as! E5, values[5] as! E6, values[6] as! E7, values[7] as! E8)
        })
    }
}

extension InfallibleType where Element == Any {
    @inlinable public static func combineLatest<E1, E2>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>
    ) -> Infallible<(E1, E2)> {
        Infallible<(E1, E2)>.combineLatest(
            source1, source2
        ) { ($0, $1) }
    }

    @inlinable public static func combineLatest<E1, E2, E3>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>
    ) -> Infallible<(E1, E2, E3)> {
        Infallible<(E1, E2, E3)>.combineLatest(
            source1, source2, source3
        ) { ($0, $1, $2) }
    }

    @inlinable public static func combineLatest<E1, E2, E3, E4>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>
    ) -> Infallible<(E1, E2, E3, E4)> {
        Infallible<(E1, E2, E3, E4)>.combineLatest(
            source1, source2, source3, source4
        ) { ($0, $1, $2, $3) }
    }

    @inlinable public static func combineLatest<E1, E2, E3, E4, E5>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>
    ) -> Infallible<(E1, E2, E3, E4, E5)> {
        Infallible<(E1, E2, E3, E4, E5)>.combineLatest(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }

    @inlinable public static func combineLatest<E1, E2, E3, E4, E5, E6>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>
    ) -> Infallible<(E1, E2, E3, E4, E5, E6)> {
        Infallible<(E1, E2, E3, E4, E5, E6)>.combineLatest(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }

    @inlinable public static func combineLatest<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        _ source7: Infallible<E7>
    ) -> Infallible<(E1, E2, E3, E4, E5, E6, E7)> {
        Infallible<(E1, E2, E3, E4, E5, E6, E7)>.combineLatest(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    @inlinable public static func combineLatest<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        _ source7: Infallible<E7>, _ source8: Infallible<E8>
    ) -> Infallible<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Infallible<(E1, E2, E3, E4, E5, E6, E7, E8)>.combineLatest(
            source1, source2, source3, source4, source5, source6, source7, source8
        ) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}

extension InfallibleType {
    /// Pairs the n-th elements of all sources, in order.
    @inlinable public static func zip<E1, E2>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>,
        resultSelector: @escaping (E1, E2) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(
            source1.asObservable(), source2.asObservable(),
            resultSelector: resultSelector))
    }

    /// Pairs the n-th elements of all sources, in order.
    @inlinable public static func zip<E1, E2, E3>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        resultSelector: @escaping (E1, E2, E3) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(
            source1.asObservable(), source2.asObservable(), source3.asObservable(),
            resultSelector: resultSelector))
    }

    /// Pairs the n-th elements of all sources, in order.
    @inlinable public static func zip<E1, E2, E3, E4>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>,
        resultSelector: @escaping (E1, E2, E3, E4) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable.zip(
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable(),
            resultSelector: resultSelector))
    }

    /// Pairs the n-th elements of all sources, in order.
    @inlinable public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>,
        resultSelector: @escaping (E1, E2, E3, E4, E5) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any }
        ]) { values in
            try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3, values[3] as! E4,
                               values[4] as! E5)
        })
    }

    /// Pairs the n-th elements of all sources, in order.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any }
        ]) { values in
            try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3, values[3] as! E4,
                               values[4] as! E5, values[5] as! E6)
        })
    }

    /// Pairs the n-th elements of all sources, in order.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        _ source7: Infallible<E7>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any },
            source7.asObservable().map { $0 as Any }
        ]) { values in
            try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3, values[3] as! E4,
                               values[4] as! E5, values[5] as! E6, values[6] as! E7)
        })
    }

    /// Pairs the n-th elements of all sources, in order.
    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        _ source7: Infallible<E7>, _ source8: Infallible<E8>,
        resultSelector: @escaping (E1, E2, E3, E4, E5, E6, E7, E8) throws -> Element
    ) -> Infallible<Element> {
        Infallible(Observable<Element>.zip([
            source1.asObservable().map { $0 as Any },
            source2.asObservable().map { $0 as Any },
            source3.asObservable().map { $0 as Any },
            source4.asObservable().map { $0 as Any },
            source5.asObservable().map { $0 as Any },
            source6.asObservable().map { $0 as Any },
            source7.asObservable().map { $0 as Any },
            source8.asObservable().map { $0 as Any }
        ]) { values in
            try resultSelector(values[0] as! E1, values[1] as! E2, values[2] as! E3, values[3] as! E4,
                               values[4] as! E5, values[5] as! E6, values[6] as! E7, values[7] as! E8)
        })
    }
}

extension InfallibleType where Element == Any {
    @inlinable public static func zip<E1, E2>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>
    ) -> Infallible<(E1, E2)> {
        Infallible<(E1, E2)>.zip(
            source1, source2
        ) { ($0, $1) }
    }

    @inlinable public static func zip<E1, E2, E3>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>
    ) -> Infallible<(E1, E2, E3)> {
        Infallible<(E1, E2, E3)>.zip(
            source1, source2, source3
        ) { ($0, $1, $2) }
    }

    @inlinable public static func zip<E1, E2, E3, E4>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>
    ) -> Infallible<(E1, E2, E3, E4)> {
        Infallible<(E1, E2, E3, E4)>.zip(
            source1, source2, source3, source4
        ) { ($0, $1, $2, $3) }
    }

    @inlinable public static func zip<E1, E2, E3, E4, E5>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>
    ) -> Infallible<(E1, E2, E3, E4, E5)> {
        Infallible<(E1, E2, E3, E4, E5)>.zip(
            source1, source2, source3, source4, source5
        ) { ($0, $1, $2, $3, $4) }
    }

    @inlinable public static func zip<E1, E2, E3, E4, E5, E6>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>
    ) -> Infallible<(E1, E2, E3, E4, E5, E6)> {
        Infallible<(E1, E2, E3, E4, E5, E6)>.zip(
            source1, source2, source3, source4, source5, source6
        ) { ($0, $1, $2, $3, $4, $5) }
    }

    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        _ source7: Infallible<E7>
    ) -> Infallible<(E1, E2, E3, E4, E5, E6, E7)> {
        Infallible<(E1, E2, E3, E4, E5, E6, E7)>.zip(
            source1, source2, source3, source4, source5, source6, source7
        ) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    @inlinable public static func zip<E1, E2, E3, E4, E5, E6, E7, E8>(
        _ source1: Infallible<E1>, _ source2: Infallible<E2>, _ source3: Infallible<E3>,
        _ source4: Infallible<E4>, _ source5: Infallible<E5>, _ source6: Infallible<E6>,
        _ source7: Infallible<E7>, _ source8: Infallible<E8>
    ) -> Infallible<(E1, E2, E3, E4, E5, E6, E7, E8)> {
        Infallible<(E1, E2, E3, E4, E5, E6, E7, E8)>.zip(
            source1, source2, source3, source4, source5, source6, source7, source8
        ) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
