/// A group of disposables disposed together; one added after disposal is disposed at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies a disposable inside a composite, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let id: Int
    }

    private let lock = Lock()
    private var disposables: [Int: Disposable]? = [:]
    private var nextID = 0

    public init() {}

    public init(disposables: [Disposable]) {
        for disposable in disposables {
            self.disposables?[nextID] = disposable
            nextID += 1
        }
    }

    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
                            _ disposables: Disposable...) {
        self.init(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    public var isDisposed: Bool { lock.withLock { disposables == nil } }

    public var count: Int { lock.withLock { disposables?.count ?? 0 } }

    /// Adds a disposable; returns nil (and disposes it) if the composite is already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: DisposeKey? = lock.withLock {
            guard disposables != nil else { return nil }
            let id = nextID
            nextID += 1
            disposables?[id] = disposable
            return DisposeKey(id: id)
        }
        if key == nil { disposable.dispose() }
        return key
    }

    /// Removes and disposes the disposable stored under `key`.
    public func remove(for key: DisposeKey) {
        lock.withLock { disposables?.removeValue(forKey: key.id) }?.dispose()
    }

    public func dispose() {
        let taken = lock.withLock { () -> [Int: Disposable]? in
            defer { disposables = nil }
            return disposables
        }
        taken?.sorted { $0.key < $1.key }.forEach { $0.value.dispose() }
    }
}
