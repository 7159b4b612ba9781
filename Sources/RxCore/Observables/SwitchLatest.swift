extension ObservableType where Element: ObservableConvertibleType {
    /// Emits the elements of the most recent inner sequence only; a new inner sequence
    /// disposes the previous one.
    public func switchLatest() -> Observable<Element.Element> {
        Switch(source: asObservable()) { $0 }
    }
}

/// A sequence of sequences followed by a `SwitchSink`: switchLatest and flatMapLatest.
final class Switch<SourceElement, Inner: ObservableConvertibleType>: Observable<Inner.Element> {
    private let source: Observable<SourceElement>
    private let selector: (SourceElement) throws -> Inner

    init(source: Observable<SourceElement>, selector: @escaping (SourceElement) throws -> Inner) {
        self.source = source
        self.selector = selector
    }

    override func run(_ observer: @escaping (Event<Inner.Element>) -> Void) -> Disposable {
        SwitchSink(observer: observer, selector: selector).run(source)
    }
}
