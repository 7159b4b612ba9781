extension ObservableType {
    /// Emits the elements of all `sources` as they arrive; completes when all have completed.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        MergeSources(sources)
    }

    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        MergeSources(sources)
    }

    public static func merge<Collection: Swift.Collection>(_ sources: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        MergeSources(Array(sources))
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes to every inner sequence as it arrives and emits their elements as they come.
    public func merge() -> Observable<Element.Element> {
        Flatten(source: asObservable(), maxConcurrent: Int.max, selector: { $0 })
    }

    /// Like `merge()`, with at most `maxConcurrent` inner subscriptions at a time; the other
    /// inner sequences wait their turn, in order.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        Flatten(source: asObservable(), maxConcurrent: maxConcurrent, selector: { $0 })
    }
}

private final class MergeSources<Element>: Observable<Element> {
    private let sources: [Observable<Element>]

    init(_ sources: [Observable<Element>]) {
        self.sources = sources
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        MergeSink<Observable<Element>, Observable<Element>>(observer: observer) { $0 }.run(elements: sources)
    }
}

/// A sequence of sequences flattened by a `MergeSink`: merge(), flatMap, concatMap and friends.
final class Flatten<SourceElement, Inner: ObservableConvertibleType>: Observable<Inner.Element> {
    private let source: Observable<SourceElement>
    private let maxConcurrent: Int
    private let overflow: MergeSink<SourceElement, Inner>.Overflow
    private let selector: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, maxConcurrent: Int,
         overflow: MergeSink<SourceElement, Inner>.Overflow = .wait,
         selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.maxConcurrent = maxConcurrent
        self.overflow = overflow
        self.selector = selector
    }

    override func run(_ observer: @escaping (Event<Inner.Element>) -> Void) -> Disposable {
        MergeSink(observer: observer, maxConcurrent: maxConcurrent, overflow: overflow, selector: selector)
            .run(source)
    }
}
