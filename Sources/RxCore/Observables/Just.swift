extension ObservableType {
    /// A sequence of one element, then completion.
    public static func just(_ element: Element) -> Observable<Element> {
        Producer { observer in
            observer(.next(element))
            observer(.completed)
            return Disposables.create()
        }
    }
}
