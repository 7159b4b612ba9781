/// A group of `groupBy`: the elements that share one key.
public struct GroupedObservable<Key, Element>: ObservableType {
    /// The key shared by every element of the group.
    public let key: Key
    @usableFromInline let source: Observable<Element>

    @inlinable public init(key: Key, source: Observable<Element>) {
        self.key = key
        self.source = source
    }

    @inlinable public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        source.subscribe(observer)
    }

    @inlinable public func asObservable() -> Observable<Element> {
        source
    }
}

extension ObservableType {
    /// Splits the source into one group per key, emitted when the first element with that
    /// key arrives. A group is hot (a late subscriber gets only later elements) and ends with
    /// the source; a key selector error ends the source and every group with it. The source
    /// stays subscribed while the result or any group is subscribed.
    @inlinable public func groupBy<Key: Hashable>(keySelector: @escaping (Element) throws -> Key)
    -> Observable<GroupedObservable<Key, Element>> {
        let source = asObservable()
        return Producer { observer in
            let subscription = SingleAssignmentDisposable()
            let refCount = RefCountedSubscription(subscription)
            let sink = GroupBySink(observer: observer, keySelector: keySelector, refCount: refCount,
                                   subscription: subscription)
            sink.setUpstream(refCount)
            subscription.setDisposable(source.run { sink.on($0) })
            return sink
        }
    }
}

@usableFromInline final class GroupBySink<Key: Hashable, Element>: Sink<GroupedObservable<Key, Element>>,
    @unchecked Sendable {
    @usableFromInline let keySelector: (Element) throws -> Key
    @usableFromInline let refCount: RefCountedSubscription
    @usableFromInline let subscription: Disposable
    /// Touched only by the source's events, which never overlap.
    @usableFromInline var groups: [Key: PublishSubject<Element>] = [:]

    @inlinable init(observer: @escaping (Event<GroupedObservable<Key, Element>>) -> Void,
         keySelector: @escaping (Element) throws -> Key, refCount: RefCountedSubscription, subscription: Disposable) {
        self.keySelector = keySelector
        self.refCount = refCount
        self.subscription = subscription
        super.init(observer: observer)
    }

    /// Runs also after the result was disposed, for groups still subscribed.
    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let key: Key
            do {
                key = try keySelector(element)
            } catch {
                end(.error(error))
                return
            }
            if let group = groups[key] {
                group.on(.next(element))
            } else {
                let group = PublishSubject<Element>()
                groups[key] = group
                let refCount = self.refCount
                // Subscribed directly, as RxSwift's group (a subject behind a wrapper) is.
                let groupSource = Producer<Element>(onTrampoline: false) { observer in
                    let release = refCount.retain()
                    return Disposables.create(release, group.run(observer))
                }
                // The group first, so a subscriber that subscribes to it right away gets the element.
                forwardNext(GroupedObservable(key: key, source: groupSource))
                group.on(.next(element))
            }
        case .error, .completed:
            end(event)
        }
    }

    @inlinable func end(_ event: Event<Element>) {
        for group in groups.values { group.on(event) }
        if case .error(let error) = event { forwardError(error) } else { forwardCompleted() }
        subscription.dispose()
    }
}
