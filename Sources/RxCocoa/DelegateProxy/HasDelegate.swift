/// An object with a `delegate` a delegate proxy replaces, as RxCocoa's `HasDelegate`: its
/// proxy then needs no `currentDelegate`/`setCurrentDelegate` of its own.
public protocol HasDelegate: AnyObject {
    associatedtype Delegate
    var delegate: Delegate? { get set }
}

extension DelegateProxyType where ParentObject: HasDelegate, Self.Delegate == ParentObject.Delegate {
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.delegate
    }

    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.delegate = delegate
    }
}
