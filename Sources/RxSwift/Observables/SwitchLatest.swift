extension ObservableType where Element: ObservableConvertibleType {
    /// Emits the elements of the most recent inner sequence only; a new inner sequence
    /// disposes the previous one.
    @inlinable public func switchLatest() -> Observable<Element.Element> {
        switchTo { $0 }
    }
}
