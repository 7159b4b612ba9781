/// Disposes everything added to it when it is deallocated; replace the bag to dispose early.
public final class DisposeBag: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var disposables: [Disposable] = []

    @inlinable public init() {}

    @inlinable public func insert(_ disposable: Disposable) {
        lock.withLock {
            // Room for four at the first insert: a bag usually holds a few subscriptions, and
            // growing one at a time reallocates at the second and the third (1, 2, 4 elements).
            if disposables.capacity == 0 { disposables.reserveCapacity(4) }
            disposables.append(disposable)
        }
    }

    deinit {
        disposables.forEach { $0.dispose() }
    }
}

extension DisposeBag {
    /// A bag holding `disposables`.
    @inlinable public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// A bag holding the disposables listed in the closure: `DisposeBag { d1; d2 }`.
    @inlinable public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// A bag holding `disposables`.
    @inlinable public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    @inlinable public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Inserts the disposables listed in the closure: `bag.insert { d1; d2 }`.
    @inlinable public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    @inlinable public func insert(_ disposables: [Disposable]) {
        lock.withLock { self.disposables.append(contentsOf: disposables) }
    }

    /// Collects the disposables of a `DisposeBag { … }` or `insert { … }` closure.
    @resultBuilder
    public struct DisposableBuilder {
        @inlinable public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
