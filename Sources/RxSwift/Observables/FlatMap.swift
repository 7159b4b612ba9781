extension ObservableType {
    /// Maps each element to a sequence and merges the elements of all of them as they arrive.
    @inlinable public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        flatten(maxConcurrent: Int.max, selector: selector)
    }
}

extension ObservableType {
    @available(*, deprecated, message: "Please use enumerated().flatMap()")
    @inlinable public func flatMapWithIndex<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element, Int) throws -> Source
    ) -> Observable<Source.Element> {
        enumerated().flatMap { try selector($0.element, $0.index) }
    }
}
