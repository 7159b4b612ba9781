import Synchronization

/// Factory for the common disposables, as in RxSwift.
public enum Disposables {
    /// A disposable that does nothing. Made, not read from a static: the struct is empty, and
    /// a static costs a lazy-initialization check at each call.
    @inlinable public static func create() -> Disposable { NopDisposable() }

    /// A disposable that runs `dispose` once, on the first `dispose()`.
    @inlinable public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// Two disposables disposed together, in order, as RxSwift's BinaryDisposable: one object
    /// and one atomic flag, where a `CompositeDisposable` builds an array and a dictionary.
    @inlinable public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    @inlinable public static func create(_ disposable1: Disposable, _ disposable2: Disposable,
                              _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3])
    }

    @inlinable public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
                              _ disposables: Disposable...) -> Cancelable {
        CompositeDisposable(disposables: [disposable1, disposable2, disposable3] + disposables)
    }

    @inlinable public static func create(_ disposables: [Disposable]) -> Cancelable {
        CompositeDisposable(disposables: disposables)
    }
}

@usableFromInline struct NopDisposable: Disposable, Sendable {
    @usableFromInline static let instance = NopDisposable()
    @inlinable init() {}
    @inlinable func dispose() {}
}

/// Runs an action once, on the first `dispose()`.
@usableFromInline final class AnonymousDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline @exclusivity(unchecked) var action: (() -> Void)?

    @inlinable init(_ action: @escaping () -> Void) {
        self.action = action
    }

    @inlinable var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @inlinable func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let action = self.action
        self.action = nil
        action?()
    }
}

/// Two disposables disposed once, first then second, on the first `dispose()`; both are let
/// go of then. Only the thread that wins the flag touches them after `init`.
@usableFromInline final class BinaryDisposable: Cancelable, @unchecked Sendable {
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline @exclusivity(unchecked) var first: Disposable
    @usableFromInline @exclusivity(unchecked) var second: Disposable

    @inlinable init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    @inlinable var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @inlinable func dispose() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        var takenFirst: Disposable = NopDisposable()
        var takenSecond: Disposable = NopDisposable()
        swap(&takenFirst, &first)
        swap(&takenSecond, &second)
        takenFirst.dispose()
        takenSecond.dispose()
    }
}
