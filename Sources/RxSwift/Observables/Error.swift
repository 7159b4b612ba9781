extension ObservableType {
    /// A sequence that ends at once with `error`.
    @inlinable public static func error(_ error: Swift.Error) -> Observable<Element> {
        Producer { observer in
            observer(.error(error))
            return Disposables.create()
        }
    }
}
