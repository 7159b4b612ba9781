/// An object with a `dataSource` a delegate proxy replaces, as RxCocoa's `HasDataSource`.
public protocol HasDataSource: AnyObject {
    associatedtype DataSource
    var dataSource: DataSource? { get set }
}

extension DelegateProxyType where ParentObject: HasDataSource, Self.Delegate == ParentObject.DataSource {
    public static func currentDelegate(for object: ParentObject) -> Delegate? {
        object.dataSource
    }

    public static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject) {
        object.dataSource = delegate
    }
}
