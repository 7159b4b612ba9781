// The trait form of using: the resource lives as long as the subscription to the sequence
// made from it.

/// RxSwift's using: the resource lives as long as the subscription to the sequence made from it;
/// the subscription is disposed first, then the resource.
func usingResource<Resource: Disposable, Element>(
    _ resourceFactory: @escaping () throws -> Resource,
    _ sourceFactory: @escaping (Resource) throws -> Observable<Element>
) -> Observable<Element> {
    Producer { observer in
        let sink = Sink(observer: observer)
        var resource: Disposable = Disposables.create()
        let source: Observable<Element>
        do {
            let created = try resourceFactory()
            resource = created
            source = try sourceFactory(created)
        } catch {
            source = .error(error)
        }
        let subscription = SingleAssignmentDisposable()
        sink.setUpstream(Disposables.create(subscription, resource))
        subscription.setDisposable(source.run { sink.forwardEvent($0) })
        return sink
    }
}
