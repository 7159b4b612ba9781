/// Holds one disposable at a time; replacing it disposes the previous one.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var slot = SerialSlot()

    @inlinable public init() {}

    @inlinable public var isDisposed: Bool { lock.withLock { slot.isDisposed } }

    /// The current disposable. Setting it disposes the old one, or the new one if this is disposed.
    @inlinable public var disposable: Disposable {
        get { lock.withLock { slot.current } }
        set { lock.withLock { slot.replace(with: newValue) }.dispose() }
    }

    @inlinable public func dispose() {
        lock.withLock { slot.dispose() }.dispose()
    }
}
