/// An observable defined by its subscribe function: the form every operator takes.
///
/// Operators build their subscription logic as a closure inside a generic function, so
/// the compiler specializes it for the caller's element types (see `Observable`).
public final class Producer<Element>: Observable<Element> {
    public override init(_ subscribeHandler: @escaping SubscribeHandler) {
        super.init(subscribeHandler)
    }
}
