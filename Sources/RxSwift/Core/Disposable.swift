/// A resource that can be released, such as a subscription.
public protocol Disposable {
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    var isDisposed: Bool { get }
}

extension Disposable {
    /// Adds this disposable to a bag so it is disposed when the bag is.
    @inlinable public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
