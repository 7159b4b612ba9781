extension ObservableType {
    /// Shares one subscription through a ReplaySubject, once `connect()` is called: each
    /// subscriber first gets up to `bufferSize` of the latest elements.
    @inlinable public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast { ReplaySubject.create(bufferSize: bufferSize) }
    }

    /// Like `replay(_:)`, replaying every element.
    @inlinable public func replayAll() -> ConnectableObservable<Element> {
        multicast { ReplaySubject.createUnbound() }
    }
}
