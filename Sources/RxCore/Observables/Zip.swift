// zip: pairs the n-th elements of all sources, in order.

extension ObservableType {
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let observables = collection.map { $0.asObservable() }
        return makeZip { sink in
            let sources = observables.enumerated().map { ZipSource(sink: sink, index: $0, source: $1) }
            return (sources.map { $0.subscribe }, {
                guard sources.allSatisfy({ $0.hasElements }) else { return nil }
                return try resultSelector(sources.compactMap { $0.dequeue() })
            })
        }
    }

    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }

    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (observable1, observable2) = (source1.asObservable(), source2.asObservable())
        return makeZip { sink in
            let first = ZipSource(sink: sink, index: 0, source: observable1)
            let second = ZipSource(sink: sink, index: 1, source: observable2)
            return ([first.subscribe, second.subscribe], {
                guard first.hasElements, second.hasElements,
                      let element1 = first.dequeue(), let element2 = second.dequeue() else { return nil }
                return try resultSelector(element1, element2)
            })
        }
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (observable1, observable2, observable3) = (source1.asObservable(), source2.asObservable(),
                                                       source3.asObservable())
        return makeZip { sink in
            let first = ZipSource(sink: sink, index: 0, source: observable1)
            let second = ZipSource(sink: sink, index: 1, source: observable2)
            let third = ZipSource(sink: sink, index: 2, source: observable3)
            return ([first.subscribe, second.subscribe, third.subscribe], {
                guard first.hasElements, second.hasElements, third.hasElements,
                      let element1 = first.dequeue(), let element2 = second.dequeue(),
                      let element3 = third.dequeue() else { return nil }
                return try resultSelector(element1, element2, element3)
            })
        }
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let (observable1, observable2, observable3, observable4) = (
            source1.asObservable(), source2.asObservable(), source3.asObservable(), source4.asObservable())
        return makeZip { sink in
            let first = ZipSource(sink: sink, index: 0, source: observable1)
            let second = ZipSource(sink: sink, index: 1, source: observable2)
            let third = ZipSource(sink: sink, index: 2, source: observable3)
            let fourth = ZipSource(sink: sink, index: 3, source: observable4)
            return ([first.subscribe, second.subscribe, third.subscribe, fourth.subscribe], {
                guard first.hasElements, second.hasElements, third.hasElements, fourth.hasElements,
                      let element1 = first.dequeue(), let element2 = second.dequeue(),
                      let element3 = third.dequeue(), let element4 = fourth.dequeue() else { return nil }
                return try resultSelector(element1, element2, element3, element4)
            })
        }
    }
}

extension ObservableType where Element == Any {
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable.zip(source1, source2) { ($0, $1) }
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}
