extension ObservableType {
    /// Shares one subscription through a PublishSubject, once `connect()` is called:
    /// subscribers get the elements emitted while they are subscribed.
    @inlinable public func publish() -> ConnectableObservable<Element> {
        multicast { PublishSubject() }
    }
}
