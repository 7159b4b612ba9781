extension ObservableType {
    /// A sequence tied to a resource: `resourceFactory` makes the resource on subscription,
    /// `observableFactory` makes the sequence from it, and the resource is disposed with the
    /// subscription (after the sequence's own subscription), also when the sequence ends.
    /// An error thrown by either factory is sent as the sequence's error.
    @inlinable public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        observableFactory: @escaping (Resource) throws -> Observable<Element>
    ) -> Observable<Element> {
        Producer { observer in
            let sink = Sink(observer: consume observer)
            var resource: Disposable = Disposables.create()
            let source: Observable<Element>
            do {
                let made = try resourceFactory()
                resource = made
                source = try observableFactory(made)
            } catch {
                source = .error(error)
            }
            let subscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(subscription, resource))
            subscription.setDisposable(source.run(sink.forwardEvent))
            return sink
        }
    }
}
