extension ObservableType {
    /// A sequence that ends at once with `error`; subscribed directly, outside the trampoline,
    /// as in RxSwift.
    @inlinable public static func error(_ error: Swift.Error) -> Observable<Element> {
        FailingProducer(error: error) { error, observer in
            observer(.error(error))
            return Disposables.create()
        }
    }
}

/// `error`'s sequence: the error, kept where an operator can read it without subscribing (see
/// `ImmediateEvents`), and the closure that sends it, made where the types are known.
@usableFromInline final class FailingProducer<Element>: Observable<Element> {
    @usableFromInline typealias Handler = (Swift.Error, __owned @escaping (Event<Element>) -> Void) -> Disposable

    @usableFromInline let error: Swift.Error
    @usableFromInline let handler: Handler

    @inlinable init(error: Swift.Error, _ handler: @escaping Handler) {
        self.error = error
        self.handler = handler
        super.init(immediateEvents: .error)
    }

    @inlinable override func run(_ observer: __owned @escaping (Event<Element>) -> Void) -> Disposable {
        handler(error, observer)
    }
}
