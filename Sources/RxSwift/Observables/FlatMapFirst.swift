extension ObservableType {
    /// Maps an element to a sequence and emits its elements; elements arriving while that
    /// sequence is still running are ignored.
    @inlinable public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        flatten(maxConcurrent: 1, overflow: .drop, selector: selector)
    }
}
