extension ObservableType {
    /// Maps each element to a sequence and emits the elements of the newest one only: a new
    /// element disposes the previous inner subscription, cancelling its work (an in-flight
    /// request, for example).
    @inlinable public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        switchTo(selector)
    }
}
