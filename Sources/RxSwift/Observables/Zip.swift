// zip: pairs the n-th elements of all sources, in order.

extension ObservableType {
    @inlinable public static func zip<Collection: Swift.Collection>(
        _ collection: Collection,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let observables = collection.map { $0.asObservable() }
        return makeZip(completesWhenUnpairable: true) { sink in
            let sources = observables.enumerated().map { ZipSource(sink: sink, index: $0, source: $1) }
            return (sources.map { $0.subscribe }, {
                guard sources.allSatisfy({ $0.hasElements }) else { return nil }
                return try resultSelector(sources.compactMap { $0.dequeue() })
            })
        }
    }

    @inlinable public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }

    @inlinable public static func zip<O1: ObservableType, O2: ObservableType>(
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

    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
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

    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
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
    @inlinable public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable.zip(source1, source2) { ($0, $1) }
    }

    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    @inlinable public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }
}

// Five to eight sources, the same shape as the forms above (RxSwift has every arity up to 8).

extension ObservableType {
    @inlinable public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element,
                                   O5.Element) throws -> Element
    ) -> Observable<Element> {
        let observable1 = source1.asObservable()
        let observable2 = source2.asObservable()
        let observable3 = source3.asObservable()
        let observable4 = source4.asObservable()
        let observable5 = source5.asObservable()
        return makeZip { sink in
            let first = ZipSource(sink: sink, index: 0, source: observable1)
            let second = ZipSource(sink: sink, index: 1, source: observable2)
            let third = ZipSource(sink: sink, index: 2, source: observable3)
            let fourth = ZipSource(sink: sink, index: 3, source: observable4)
            let fifth = ZipSource(sink: sink, index: 4, source: observable5)
            let sources: [() -> Disposable] = [
                first.subscribe, second.subscribe, third.subscribe, fourth.subscribe,
                fifth.subscribe,
            ]
            return (sources, {
                guard first.hasElements, second.hasElements, third.hasElements, fourth.hasElements,
                      fifth.hasElements,
                      let element1 = first.dequeue(), let element2 = second.dequeue(),
                      let element3 = third.dequeue(), let element4 = fourth.dequeue(),
                      let element5 = fifth.dequeue() else { return nil }
                return try resultSelector(element1, element2, element3, element4,
                                          element5)
            })
        }
    }

    @inlinable public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element,
                                   O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        let observable1 = source1.asObservable()
        let observable2 = source2.asObservable()
        let observable3 = source3.asObservable()
        let observable4 = source4.asObservable()
        let observable5 = source5.asObservable()
        let observable6 = source6.asObservable()
        return makeZip { sink in
            let first = ZipSource(sink: sink, index: 0, source: observable1)
            let second = ZipSource(sink: sink, index: 1, source: observable2)
            let third = ZipSource(sink: sink, index: 2, source: observable3)
            let fourth = ZipSource(sink: sink, index: 3, source: observable4)
            let fifth = ZipSource(sink: sink, index: 4, source: observable5)
            let sixth = ZipSource(sink: sink, index: 5, source: observable6)
            let sources: [() -> Disposable] = [
                first.subscribe, second.subscribe, third.subscribe, fourth.subscribe,
                fifth.subscribe, sixth.subscribe,
            ]
            return (sources, {
                guard first.hasElements, second.hasElements, third.hasElements, fourth.hasElements,
                      fifth.hasElements, sixth.hasElements,
                      let element1 = first.dequeue(), let element2 = second.dequeue(),
                      let element3 = third.dequeue(), let element4 = fourth.dequeue(),
                      let element5 = fifth.dequeue(), let element6 = sixth.dequeue() else { return nil }
                return try resultSelector(element1, element2, element3, element4,
                                          element5, element6)
            })
        }
    }

    @inlinable public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element,
                                   O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        let observable1 = source1.asObservable()
        let observable2 = source2.asObservable()
        let observable3 = source3.asObservable()
        let observable4 = source4.asObservable()
        let observable5 = source5.asObservable()
        let observable6 = source6.asObservable()
        let observable7 = source7.asObservable()
        return makeZip { sink in
            let first = ZipSource(sink: sink, index: 0, source: observable1)
            let second = ZipSource(sink: sink, index: 1, source: observable2)
            let third = ZipSource(sink: sink, index: 2, source: observable3)
            let fourth = ZipSource(sink: sink, index: 3, source: observable4)
            let fifth = ZipSource(sink: sink, index: 4, source: observable5)
            let sixth = ZipSource(sink: sink, index: 5, source: observable6)
            let seventh = ZipSource(sink: sink, index: 6, source: observable7)
            let sources: [() -> Disposable] = [
                first.subscribe, second.subscribe, third.subscribe, fourth.subscribe,
                fifth.subscribe, sixth.subscribe, seventh.subscribe,
            ]
            return (sources, {
                guard first.hasElements, second.hasElements, third.hasElements, fourth.hasElements,
                      fifth.hasElements, sixth.hasElements, seventh.hasElements,
                      let element1 = first.dequeue(), let element2 = second.dequeue(),
                      let element3 = third.dequeue(), let element4 = fourth.dequeue(),
                      let element5 = fifth.dequeue(), let element6 = sixth.dequeue(),
                      let element7 = seventh.dequeue() else { return nil }
                return try resultSelector(element1, element2, element3, element4,
                                          element5, element6, element7)
            })
        }
    }

    @inlinable public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element,
                                   O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        let observable1 = source1.asObservable()
        let observable2 = source2.asObservable()
        let observable3 = source3.asObservable()
        let observable4 = source4.asObservable()
        let observable5 = source5.asObservable()
        let observable6 = source6.asObservable()
        let observable7 = source7.asObservable()
        let observable8 = source8.asObservable()
        return makeZip { sink in
            let first = ZipSource(sink: sink, index: 0, source: observable1)
            let second = ZipSource(sink: sink, index: 1, source: observable2)
            let third = ZipSource(sink: sink, index: 2, source: observable3)
            let fourth = ZipSource(sink: sink, index: 3, source: observable4)
            let fifth = ZipSource(sink: sink, index: 4, source: observable5)
            let sixth = ZipSource(sink: sink, index: 5, source: observable6)
            let seventh = ZipSource(sink: sink, index: 6, source: observable7)
            let eighth = ZipSource(sink: sink, index: 7, source: observable8)
            let sources: [() -> Disposable] = [
                first.subscribe, second.subscribe, third.subscribe, fourth.subscribe,
                fifth.subscribe, sixth.subscribe, seventh.subscribe, eighth.subscribe,
            ]
            return (sources, {
                guard first.hasElements, second.hasElements, third.hasElements, fourth.hasElements,
                      fifth.hasElements, sixth.hasElements, seventh.hasElements, eighth.hasElements,
                      let element1 = first.dequeue(), let element2 = second.dequeue(),
                      let element3 = third.dequeue(), let element4 = fourth.dequeue(),
                      let element5 = fifth.dequeue(), let element6 = sixth.dequeue(),
                      let element7 = seventh.dequeue(), let element8 = eighth.dequeue() else { return nil }
                return try resultSelector(element1, element2, element3, element4,
                                          element5, element6, element7, element8)
            })
        }
    }
}

extension ObservableType where Element == Any {
    @inlinable public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element,
                    O5.Element)> {
        Observable.zip(source1, source2, source3, source4, source5) {
            ($0, $1, $2, $3, $4)
        }
    }

    @inlinable public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element,
                    O5.Element, O6.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6) {
            ($0, $1, $2, $3, $4, $5)
        }
    }

    @inlinable public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element,
                    O5.Element, O6.Element, O7.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7) {
            ($0, $1, $2, $3, $4, $5, $6)
        }
    }

    @inlinable public static func zip<
        O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
        O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType
    >(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element,
                    O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable.zip(source1, source2, source3, source4, source5, source6, source7, source8) {
            ($0, $1, $2, $3, $4, $5, $6, $7)
        }
    }
}
