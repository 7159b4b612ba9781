/// A group of disposables disposed together; one added after disposal is disposed at once.
public final class CompositeDisposable: Cancelable, @unchecked Sendable {
    /// Identifies a disposable inside a composite, for `remove(for:)`.
    public struct DisposeKey: Hashable, Sendable {
        @usableFromInline let id: Int
        @inlinable init(id: Int) { self.id = id }
    }

    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var disposables: [Int: Disposable]? = [:]
    @usableFromInline @exclusivity(unchecked) var nextID = 0

    @inlinable public init() {}

    @inlinable public init(disposables: [Disposable]) {
        for disposable in disposables {
            self.disposables?[nextID] = disposable
            nextID += 1
        }
    }

    @inlinable public convenience init(_ disposable1: Disposable, _ disposable2: Disposable) {
        self.init(disposables: [disposable1, disposable2])
    }

    @inlinable public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        self.init(disposables: [disposable1, disposable2, disposable3])
    }

    @inlinable public convenience init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
                            _ disposables: Disposable...) {
        self.init(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    @inlinable public var isDisposed: Bool { lock.withLock { disposables == nil } }

    @inlinable public var count: Int { lock.withLock { disposables?.count ?? 0 } }

    /// Adds a disposable; returns nil (and disposes it) if the composite is already disposed.
    @discardableResult
    @inlinable public func insert(_ disposable: Disposable) -> DisposeKey? {
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
    @inlinable public func remove(for key: DisposeKey) {
        lock.withLock { disposables?.removeValue(forKey: key.id) }?.dispose()
    }

    @inlinable public func dispose() {
        let taken = lock.withLock { () -> [Int: Disposable]? in
            defer { disposables = nil }
            return disposables
        }
        taken?.sorted { $0.key < $1.key }.forEach { $0.value.dispose() }
    }
}
