extension ObservableType {
    /// A sequence that never sends any event; subscribed directly, outside the trampoline, as
    /// in RxSwift.
    @inlinable public static func never() -> Observable<Element> {
        Producer(onTrampoline: false) { _ in Disposables.create() }
    }
}
