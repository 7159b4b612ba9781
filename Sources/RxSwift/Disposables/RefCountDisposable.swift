import Synchronization

/// Shares one disposable among several users, as RxSwift's `RefCountDisposable`: the
/// underlying disposable is disposed once this one is disposed and every disposable handed
/// out by `retain()` is disposed too.
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var disposable: Disposable?
    @usableFromInline @exclusivity(unchecked) var primaryDisposed = false
    @usableFromInline @exclusivity(unchecked) var count = 0

    @inlinable public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// True once the underlying disposable was disposed.
    @inlinable public var isDisposed: Bool { lock.withLock { disposable == nil } }

    /// A disposable that keeps the underlying one alive until it is disposed; a no-op
    /// disposable when the underlying one was already disposed.
    @inlinable public func retain() -> Disposable {
        lock.withLock { () -> Disposable in
            guard disposable != nil else { return Disposables.create() }
            count += 1
            return RefCountInnerDisposable(parent: self)
        }
    }

    /// Disposes the underlying disposable now if nothing is retained, else when the last
    /// retained disposable is disposed.
    @inlinable public func dispose() {
        let taken = lock.withLock { () -> Disposable? in
            guard let disposable, !primaryDisposed else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            self.disposable = nil
            return disposable
        }
        taken?.dispose()
    }

    @inlinable func release() {
        let taken = lock.withLock { () -> Disposable? in
            guard let disposable else { return nil }
            count -= 1
            guard primaryDisposed, count == 0 else { return nil }
            self.disposable = nil
            return disposable
        }
        taken?.dispose()
    }
}

/// What `RefCountDisposable.retain()` hands out: releases its reference once.
@usableFromInline final class RefCountInnerDisposable: Disposable, @unchecked Sendable {
    @usableFromInline let parent: RefCountDisposable
    @usableFromInline let disposed = Atomic<Bool>(false)

    @inlinable init(parent: RefCountDisposable) {
        self.parent = parent
    }

    @inlinable func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        parent.release()
    }
}
