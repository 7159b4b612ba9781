extension ObservableType {
    /// A sequence that ends at once with `error`; subscribed directly, outside the trampoline,
    /// as in RxSwift.
    @inlinable public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer(onTrampoline: false) { observer in
            observer(.error(error))
            return Disposables.create()
        }
    }
}
