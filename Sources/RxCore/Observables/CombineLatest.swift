// combineLatest: emits a combination of the latest element of every source whenever any
// source emits, once all of them have emitted at least once.

extension ObservableType {
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let observables = collection.map { $0.asObservable() }
        return makeCombineLatest { sink in
            let sources = observables.enumerated().map { CombineLatestSource(sink: sink, index: $0, source: $1) }
            return (sources.map { $0.subscribe }, {
                var latest: [Collection.Element.Element] = []
                latest.reserveCapacity(sources.count)
                for source in sources {
                    guard let element = source.latest else { return nil }
                    latest.append(element)
                }
                return try resultSelector(latest)
            })
        }
    }

    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (observable1, observable2) = (source1.asObservable(), source2.asObservable())
        return makeCombineLatest { sink in
            let first = CombineLatestSource(sink: sink, index: 0, source: observable1)
            let second = CombineLatestSource(sink: sink, index: 1, source: observable2)
            return ([first.subscribe, second.subscribe], {
                guard let element1 = first.latest, let element2 = second.latest else { return nil }
                return try resultSelector(element1, element2)
            })
        }
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (observable1, observable2, observable3) = (source1.asObservable(), source2.asObservable(),
                                                       source3.asObservable())
        return makeCombineLatest { sink in
            let first = CombineLatestSource(sink: sink, index: 0, source: observable1)
            let second = CombineLatestSource(sink: sink, index: 1, source: observable2)
            let third = CombineLatestSource(sink: sink, index: 2, source: observable3)
            return ([first.subscribe, second.subscribe, third.subscribe], {
                guard let element1 = first.latest, let element2 = second.latest,
                      let element3 = third.latest else { return nil }
                return try resultSelector(element1, element2, element3)
            })
        }
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let (observable1, observable2, observable3, observable4) = (
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable())
        return makeCombineLatest { sink in
            let first = CombineLatestSource(sink: sink, index: 0, source: observable1)
            let second = CombineLatestSource(sink: sink, index: 1, source: observable2)
            let third = CombineLatestSource(sink: sink, index: 2, source: observable3)
            let fourth = CombineLatestSource(sink: sink, index: 3, source: observable4)
            return ([first.subscribe, second.subscribe, third.subscribe, fourth.subscribe], {
                guard let element1 = first.latest, let element2 = second.latest,
                      let element3 = third.latest, let element4 = fourth.latest else { return nil }
                return try resultSelector(element1, element2, element3, element4)
            })
        }
    }
}

extension ObservableType where Element == Any {
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable.combineLatest(source1, source2) { ($0, $1) }
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}
