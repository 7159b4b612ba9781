/// An object with a `prefetchDataSource` a delegate proxy replaces, as RxCocoa's `HasPrefetchDataSource`.
public protocol HasPrefetchDataSource: AnyObject {
    associatedtype PrefetchDataSource
    var prefetchDataSource: PrefetchDataSource? { get set }
}

extension DelegateProxyType where ParentObject: HasPrefetchDataSource, Self.Delegate == ParentObject.PrefetchDataSource {
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.prefetchDataSource
    }

    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.prefetchDataSource = delegate
    }
}
