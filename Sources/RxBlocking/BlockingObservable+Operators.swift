import RxSwift

/// How a sequence ended, with the elements it emitted before.
public enum MaterializedSequenceResult<T> {
    case completed(elements: [T])
    case failed(elements: [T], error: Error)
}

extension BlockingObservable {
    /// All elements once the sequence completes; throws its error.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materializeResult())
    }

    /// The first element, or nil when the sequence completes empty; throws its error.
    /// Unsubscribes as soon as the first element arrives.
    public func first() throws -> Element? {
        try elementsOrThrow(materializeResult(max: 1)).first
    }

    /// The last element, or nil when the sequence completes empty; throws its error.
    public func last() throws -> Element? {
        try elementsOrThrow(materializeResult()).last
    }

    /// The only element; throws `RxError.noElements` when there is none and
    /// `RxError.moreThanOneElement` as soon as a second one arrives.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element matching `predicate`; throws `RxError.noElements` when none matches
    /// and `RxError.moreThanOneElement` as soon as a second one matches.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(materializeResult(max: 2, predicate: predicate))
        if elements.count > 1 { throw RxError.moreThanOneElement }
        guard let element = elements.first else { throw RxError.noElements }
        return element
    }

    /// How the sequence ended and what it emitted; a timeout is reported as
    /// `.failed(elements:error: RxError.timeout)` with the elements received so far.
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }

    private func elementsOrThrow(_ result: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch result {
        case .completed(let elements): return elements
        case .failed(_, let error): throw error
        }
    }

    /// Subscribes, collects the elements matching `predicate` until the sequence ends or
    /// `max` of them arrived, and waits for that on the calling thread.
    private func materializeResult(
        max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        let collector = BlockingCollector<Element>(max: max, predicate: predicate)
        return collector.run(source, timeout: timeout)
    }
}
