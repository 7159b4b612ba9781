extension ObservableType {
    /// Ends with `element` and completion instead of the source's error.
    @inlinable public func catchAndReturn(_ element: Element) -> Observable<Element> {
        self.catch { _ in Observable.just(element) }
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    @inlinable public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }
}
