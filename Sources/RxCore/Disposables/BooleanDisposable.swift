import Synchronization

/// Only remembers whether it was disposed.
public final class BooleanDisposable: Cancelable, @unchecked Sendable {
    private let disposed: Atomic<Bool>

    public init(isDisposed: Bool = false) {
        disposed = Atomic(isDisposed)
    }

    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() {
        disposed.store(true, ordering: .releasing)
    }
}
