extension ObservableType {
    /// A sequence that completes at once, without elements.
    @inlinable public static func empty() -> Observable<Element> {
        Producer { observer in
            observer(.completed)
            return Disposables.create()
        }
    }
}
