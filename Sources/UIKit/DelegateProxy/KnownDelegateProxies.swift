import RxCocoa

// UIKit's proxy classes are each their delegate type, and their delegates are objects: said
// here where the classes are known, so installing a proxy casts nothing at run time (see
// `DelegateProxyOfKnownDelegate`). The same upcasts `as?` and `as AnyObject` made.

extension RxScrollViewDelegateProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UIScrollViewDelegate { self }
    @usableFromInline package static func delegateObject(_ delegate: UIScrollViewDelegate) -> AnyObject { delegate }
}

extension RxTableViewDataSourceProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UITableViewDataSource { self }
    @usableFromInline package static func delegateObject(_ delegate: UITableViewDataSource) -> AnyObject { delegate }
}

extension RxCollectionViewDataSourceProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UICollectionViewDataSource { self }
    @usableFromInline package static func delegateObject(_ delegate: UICollectionViewDataSource) -> AnyObject { delegate }
}

extension RxTableViewDataSourcePrefetchingProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UITableViewDataSourcePrefetching { self }
    @usableFromInline package static func delegateObject(_ delegate: UITableViewDataSourcePrefetching) -> AnyObject { delegate }
}

extension RxCollectionViewDataSourcePrefetchingProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UICollectionViewDataSourcePrefetching { self }
    @usableFromInline package static func delegateObject(_ delegate: UICollectionViewDataSourcePrefetching) -> AnyObject { delegate }
}

extension RxPickerViewDelegateProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UIPickerViewDelegate { self }
    @usableFromInline package static func delegateObject(_ delegate: UIPickerViewDelegate) -> AnyObject { delegate }
}

extension RxPickerViewDataSourceProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UIPickerViewDataSource { self }
    @usableFromInline package static func delegateObject(_ delegate: UIPickerViewDataSource) -> AnyObject { delegate }
}

extension RxTabBarDelegateProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UITabBarDelegate { self }
    @usableFromInline package static func delegateObject(_ delegate: UITabBarDelegate) -> AnyObject { delegate }
}

extension RxTabBarControllerDelegateProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UITabBarControllerDelegate { self }
    @usableFromInline package static func delegateObject(_ delegate: UITabBarControllerDelegate) -> AnyObject { delegate }
}

extension RxSearchBarDelegateProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UISearchBarDelegate { self }
    @usableFromInline package static func delegateObject(_ delegate: UISearchBarDelegate) -> AnyObject { delegate }
}

extension RxTextViewDelegateProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UITextViewDelegate { self }
    @usableFromInline package static func delegateObject(_ delegate: UITextViewDelegate) -> AnyObject { delegate }
}

extension RxNavigationControllerDelegateProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UINavigationControllerDelegate { self }
    @usableFromInline package static func delegateObject(_ delegate: UINavigationControllerDelegate) -> AnyObject { delegate }
}

extension RxSearchControllerDelegateProxy: @preconcurrency DelegateProxyOfKnownDelegate {
    @usableFromInline package var asDelegate: UISearchControllerDelegate { self }
    @usableFromInline package static func delegateObject(_ delegate: UISearchControllerDelegate) -> AnyObject { delegate }
}
