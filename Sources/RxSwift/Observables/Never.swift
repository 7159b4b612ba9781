extension ObservableType {
    /// A sequence that never sends any event.
    @inlinable public static func never() -> Observable<Element> {
        Producer { _ in Disposables.create() }
    }
}
