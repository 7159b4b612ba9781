/// Holds one disposable at a time; replacing it disposes the previous one.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline let lock = Lock()
    /// Not optional, for the reason `DisposeBase.upstream` is not: an empty
    /// `NopDisposable` stands for none, and values are swapped in and out without copies.
    @usableFromInline @exclusivity(unchecked) var current: Disposable = NopDisposable()
    @usableFromInline @exclusivity(unchecked) var disposed = false

    @inlinable public init() {}

    @inlinable public var isDisposed: Bool { lock.withLock { disposed } }

    /// The current disposable. Setting it disposes the old one, or the new one if this is disposed.
    @inlinable public var disposable: Disposable {
        get { lock.withLock { current } }
        set {
            var replaced = newValue
            lock.withLock {
                if !disposed { swap(&current, &replaced) }
            }
            // Now the old disposable, or the new one when this was already disposed.
            replaced.dispose()
        }
    }

    @inlinable public func dispose() {
        var taken: Disposable = NopDisposable()
        lock.withLock {
            guard !disposed else { return }
            disposed = true
            swap(&current, &taken)
        }
        taken.dispose()
    }
}
