extension ObservableType where Element: Equatable {
    /// Drops elements equal to the one before.
    @inlinable public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: ==)
    }
}

extension ObservableType {
    /// Drops elements whose key equals the key of the element before.
    @inlinable public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Drops elements that `comparer` says are equal to the element before.
    @inlinable public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Drops elements whose key `comparer` says is equal to the key of the element before.
    @inlinable public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key,
                                          comparer: @escaping (Key, Key) throws -> Bool) -> Observable<Element> {
        let state = DistinctUntilChangedState(source: asObservable(), keySelector: keySelector, comparer: comparer)
        return StatefulProducer(state: state) { state, observer in
            let sink = DistinctUntilChangedSink(observer: consume observer, keySelector: state.keySelector,
                                                comparer: state.comparer)
            sink.setUpstream(state.source.run { sink.on($0) })
            return sink
        }
    }

    /// Drops elements whose property at `keyPath` equals that of the element before.
    @inlinable public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }
}

@usableFromInline final class DistinctUntilChangedSink<Element, Key>: Sink<Element>, @unchecked Sendable {
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool
    @usableFromInline @exclusivity(unchecked) var currentKey: Key?

    @inlinable init(observer: @escaping (Event<Element>) -> Void, keySelector: @escaping (Element) throws -> Key,
         comparer: @escaping (Key, Key) throws -> Bool) {
        self.keySelector = keySelector
        self.comparer = comparer
        super.init(observer: observer)
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            do {
                let key = try keySelector(element)
                if let currentKey, try comparer(currentKey, key) { return }
                currentKey = key
                forwardNext(element)
            } catch {
                forwardError(error)
            }
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}

/// What a `distinctUntilChanged` observable keeps: its source, key selector and comparer.
@usableFromInline struct DistinctUntilChangedState<Element, Key> {
    @usableFromInline let source: Observable<Element>
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let comparer: (Key, Key) throws -> Bool

    @inlinable init(source: Observable<Element>, keySelector: @escaping (Element) throws -> Key,
                    comparer: @escaping (Key, Key) throws -> Bool) {
        self.source = source
        self.keySelector = keySelector
        self.comparer = comparer
    }
}
