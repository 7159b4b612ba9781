/// Holds one disposable at a time; replacing it disposes the previous one.
public final class SerialDisposable: Cancelable, @unchecked Sendable {
    private let lock = Lock()
    private var current: Disposable?
    private var disposed = false

    public init() {}

    public var isDisposed: Bool { lock.withLock { disposed } }

    /// The current disposable. Setting it disposes the old one, or the new one if this is disposed.
    public var disposable: Disposable {
        get { lock.withLock { current } ?? Disposables.create() }
        set {
            let (old, disposeNew) = lock.withLock { () -> (Disposable?, Bool) in
                if disposed { return (nil, true) }
                defer { current = newValue }
                return (current, false)
            }
            old?.dispose()
            if disposeNew { newValue.dispose() }
        }
    }

    public func dispose() {
        let taken = lock.withLock { () -> Disposable? in
            guard !disposed else { return nil }
            disposed = true
            defer { current = nil }
            return current
        }
        taken?.dispose()
    }
}
