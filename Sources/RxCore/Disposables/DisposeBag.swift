/// Disposes everything added to it when it is deallocated; replace the bag to dispose early.
public final class DisposeBag: @unchecked Sendable {
    private let lock = Lock()
    private var disposables: [Disposable] = []

    public init() {}

    public func insert(_ disposable: Disposable) {
        lock.withLock { disposables.append(disposable) }
    }

    public func insert(_ disposables: Disposable...) {
        disposables.forEach(insert)
    }

    deinit {
        disposables.forEach { $0.dispose() }
    }
}
