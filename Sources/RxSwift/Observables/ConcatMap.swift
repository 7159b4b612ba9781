extension ObservableType {
    /// Maps each element to a sequence and emits their elements one sequence after another:
    /// the next is subscribed when the previous one completes.
    @inlinable public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        flatten(maxConcurrent: 1, selector: selector)
    }
}
