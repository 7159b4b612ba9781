/// A subscription shared by an outer sequence and the inner sequences it hands out (the
/// groups of `groupBy`, the windows of `window`): disposed once the outer subscription is
/// disposed and no inner subscription holds a reference any more, as RxSwift's
/// RefCountDisposable does for those operators.
@usableFromInline final class RefCountedSubscription: Disposable, @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline var disposable: Disposable?
    @usableFromInline var isPrimaryDisposed = false
    @usableFromInline var count = 0

    @inlinable init(_ disposable: Disposable) {
        self.disposable = disposable
    }

    /// A reference that keeps the subscription alive until it is disposed; a no-op once the
    /// subscription is gone.
    @inlinable func retain() -> Disposable {
        let retained = lock.withLock { () -> Bool in
            guard disposable != nil else { return false }
            count += 1
            return true
        }
        return retained ? Disposables.create { [self] in release() } : Disposables.create()
    }

    /// The outer subscription's part: disposes the subscription now if nothing holds it.
    @inlinable func dispose() {
        let toDispose = lock.withLock { () -> Disposable? in
            guard let disposable, !isPrimaryDisposed else { return nil }
            isPrimaryDisposed = true
            guard count == 0 else { return nil }
            self.disposable = nil
            return disposable
        }
        toDispose?.dispose()
    }

    @inlinable func release() {
        let toDispose = lock.withLock { () -> Disposable? in
            guard let disposable else { return nil }
            count -= 1
            guard isPrimaryDisposed, count == 0 else { return nil }
            self.disposable = nil
            return disposable
        }
        toDispose?.dispose()
    }
}

extension Observable {
    /// This sequence, holding a reference on `refCount` from subscription until the
    /// subscription ends or the sequence terminates (RxSwift's AddRef).
    @inlinable func addingRef(_ refCount: RefCountedSubscription) -> Observable<Element> {
        let source = self
        return Producer { observer in
            let release = refCount.retain()
            let sink = Sink(observer: consume observer)
            let subscription = SingleAssignmentDisposable()
            sink.setUpstream(Disposables.create(release, subscription))
            subscription.setDisposable(source.run(sink.forwardEvent))
            return sink
        }
    }
}
