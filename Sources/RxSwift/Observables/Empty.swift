extension ObservableType {
    /// A sequence that completes at once, without elements; subscribed directly, outside the
    /// trampoline, as in RxSwift.
    @inlinable public static func empty() -> Observable<Element> {
        Producer(immediateEvents: .completion) { observer in
            observer(.completed)
            return Disposables.create()
        }
    }
}
