/// An observable defined by its subscribe function: the form every operator takes.
///
/// Operators build their subscription logic as a closure inside a generic function, so
/// the compiler specializes it for the caller's element types (with cross-module
/// optimization). An overridden `run` would be reached through the vtable and always run
/// unspecialized, costing a generic-metadata lookup per event.
public final class Producer<Element>: Observable<Element> {
    public typealias SubscribeHandler = (@escaping (Event<Element>) -> Void) -> Disposable

    private let subscribeHandler: SubscribeHandler

    public init(_ subscribeHandler: @escaping SubscribeHandler) {
        self.subscribeHandler = subscribeHandler
    }

    public override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribeHandler(observer)
    }
}
