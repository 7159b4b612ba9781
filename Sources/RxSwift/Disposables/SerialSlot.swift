/// What a `SerialDisposable` holds — the current disposable and whether it was disposed — as a
/// value its owner keeps under a lock of its own (`SerialDisposable`'s, or a sink's that guards
/// more state with it), so the rule is written once: a replaced disposable, or a new one after
/// disposal, is disposed. Each call returns what the caller disposes once it has left the lock.
@usableFromInline struct SerialSlot {
    /// Not optional, for the reason `DisposeBase.upstream` is not: an empty `NopDisposable`
    /// stands for none, and values are swapped in and out without copies.
    @usableFromInline var current: Disposable = NopDisposable()
    @usableFromInline var isDisposed = false

    @inlinable init() {}

    /// `disposable` in place of the current one; returns the one it replaced, or `disposable`
    /// itself when the slot was disposed.
    @inlinable mutating func replace(with disposable: Disposable) -> Disposable {
        var replaced = disposable
        if !isDisposed { swap(&current, &replaced) }
        return replaced
    }

    /// Marks the slot disposed; returns its current disposable (an empty one when it already was).
    @inlinable mutating func dispose() -> Disposable {
        var taken: Disposable = NopDisposable()
        if !isDisposed {
            isDisposed = true
            swap(&current, &taken)
        }
        return taken
    }
}
