/// Disposes everything added to it when it is deallocated; replace the bag to dispose early.
///
/// The first four disposables are held in the bag itself, the rest in an array: most bags (a
/// cell's, a small screen's) hold a few, and an array for them was an allocation and a free of
/// its own. They are disposed in the order they were added, and all are let go of only after
/// the last is disposed, as RxSwift's bag does.
public final class DisposeBag: @unchecked Sendable {
    @usableFromInline let lock = Lock()
    /// Not optional, as `DisposeBase.upstreamDisposable`: an empty `NopDisposable` stands for
    /// a slot not used yet.
    @usableFromInline @exclusivity(unchecked) var first: Disposable = NopDisposable()
    @usableFromInline @exclusivity(unchecked) var second: Disposable = NopDisposable()
    @usableFromInline @exclusivity(unchecked) var third: Disposable = NopDisposable()
    @usableFromInline @exclusivity(unchecked) var fourth: Disposable = NopDisposable()
    /// How many were added, those in the slots included.
    @usableFromInline @exclusivity(unchecked) var count = 0
    /// The fifth and later.
    @usableFromInline @exclusivity(unchecked) var more: [Disposable] = []

    @inlinable public init() {}

    @inlinable public func insert(_ disposable: Disposable) {
        lock.withLock { locked_insert(disposable) }
    }

    @inlinable func locked_insert(_ disposable: Disposable) {
        switch count {
        case 0: first = disposable
        case 1: second = disposable
        case 2: third = disposable
        case 3: fourth = disposable
        default: more.append(disposable)
        }
        count += 1
    }

    deinit {
        // Each is moved out of its place, disposed and moved back, to be freed with the others
        // when the bag's storage goes: opening it in place copied it (a retain and a release).
        if count > 0 { Self.dispose(&first) }
        if count > 1 { Self.dispose(&second) }
        if count > 2 { Self.dispose(&third) }
        if count > 3 { Self.dispose(&fourth) }
        if count > 4 {
            more.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for index in 0..<buffer.count { Self.dispose(base + index) }
            }
        }
    }

    private static func dispose(_ slot: UnsafeMutablePointer<Disposable>) {
        let disposable = slot.move()
        disposable.dispose()
        slot.initialize(to: disposable)
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
        lock.withLock {
            for disposable in disposables { locked_insert(disposable) }
        }
    }

    /// Collects the disposables of a `DisposeBag { … }` or `insert { … }` closure.
    @resultBuilder
    public struct DisposableBuilder {
        @inlinable public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}
