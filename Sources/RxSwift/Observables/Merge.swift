extension ObservableType {
    /// Emits the elements of all `sources` as they arrive; completes when all have completed.
    @inlinable public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    @inlinable public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Producer { observer in
            MergeSink<Observable<Element>, Observable<Element>>(observer: observer) { $0 }.run(elements: sources)
        }
    }

    @inlinable public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        merge(Array(sources))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as it arrives and emits their elements as they come.
    @inlinable public func merge() -> Observable<Element.Element> {
        flatten(maxConcurrent: Int.max) { $0 }
    }

    /// Like `merge()`, with at most `maxConcurrent` inner subscriptions at a time; the other
    /// inner sequences wait their turn, in order.
    @inlinable public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        flatten(maxConcurrent: maxConcurrent) { $0 }
    }
}
