extension ObservableType {
    /// Maps each element to a sequence and merges the elements of all of them as they arrive.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        flatten(maxConcurrent: Int.max, selector: selector)
    }
}
