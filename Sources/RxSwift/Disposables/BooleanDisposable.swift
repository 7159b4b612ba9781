import Synchronization

/// Only remembers whether it was disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline let disposed: Atomic<Bool>

    @inlinable public init(isDisposed: Bool = false) {
        disposed = Atomic(isDisposed)
    }

    @inlinable public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @inlinable public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
