/// A disposable whose inner disposable is set once, possibly after it was disposed.
public final class SingleAssignmentDisposable: DisposeBase, Cancelable, @unchecked Sendable {
    @inlinable public override init() {}

    @inlinable public func setDisposable(_ disposable: Disposable) {
        setUpstream(disposable)
    }
}
