import Foundation
import RxCocoa
import RxSwift

/// The prefetching proxy of tables, as RxCocoa's: `rx.prefetchRows` and
/// `rx.cancelPrefetchingForRows` come from it.
open class RxTableViewDataSourcePrefetchingProxy: DelegateProxy<UITableView, UITableViewDataSourcePrefetching>,
    @preconcurrency DelegateProxyType, UITableViewDataSourcePrefetching {
    public private(set) weak var tableView: UITableView?

    public init(tableView: ParentObject) {
        self.tableView = tableView
        super.init(parentObject: tableView, delegateProxy: RxTableViewDataSourcePrefetchingProxy.self)
    }

    public static func registerKnownImplementations() {
        RxTableViewDataSourcePrefetchingProxy.register { RxTableViewDataSourcePrefetchingProxy(tableView: $0) }
    }

    open func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        _forward(.tableViewPrefetchRowsAt, (tableView, indexPaths)) { $0.tableView(tableView, prefetchRowsAt: indexPaths) }
    }

    open func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        _forward(.tableViewCancelPrefetchingForRowsAt, (tableView, indexPaths)) {
            $0.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
        }
    }
}

/// The prefetching proxy of collections, as RxCocoa's.
open class RxCollectionViewDataSourcePrefetchingProxy:
    DelegateProxy<UICollectionView, UICollectionViewDataSourcePrefetching>, @preconcurrency DelegateProxyType,
    UICollectionViewDataSourcePrefetching {
    public private(set) weak var collectionView: UICollectionView?

    public init(collectionView: ParentObject) {
        self.collectionView = collectionView
        super.init(parentObject: collectionView, delegateProxy: RxCollectionViewDataSourcePrefetchingProxy.self)
    }

    public static func registerKnownImplementations() {
        RxCollectionViewDataSourcePrefetchingProxy.register { RxCollectionViewDataSourcePrefetchingProxy(collectionView: $0) }
    }

    open func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        _forward(.collectionViewPrefetchItemsAt, (collectionView, indexPaths)) {
            $0.collectionView(collectionView, prefetchItemsAt: indexPaths)
        }
    }

    open func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        _forward(.collectionViewCancelPrefetchingForItemsAt, (collectionView, indexPaths)) {
            $0.collectionView(collectionView, cancelPrefetchingForItemsAt: indexPaths)
        }
    }
}

/// The prefetching methods a proxy reports.
extension _DelegateMessage where Delegate == UITableViewDataSourcePrefetching {
    public static var tableViewPrefetchRowsAt: _DelegateMessage<Delegate, (UITableView, [IndexPath])> {
        .init("tableView(_:prefetchRowsAt:)")
    }
    public static var tableViewCancelPrefetchingForRowsAt: _DelegateMessage<Delegate, (UITableView, [IndexPath])> {
        .init("tableView(_:cancelPrefetchingForRowsAt:)")
    }
}

extension _DelegateMessage where Delegate == UICollectionViewDataSourcePrefetching {
    public static var collectionViewPrefetchItemsAt: _DelegateMessage<Delegate, (UICollectionView, [IndexPath])> {
        .init("collectionView(_:prefetchItemsAt:)")
    }
    public static var collectionViewCancelPrefetchingForItemsAt: _DelegateMessage<Delegate, (UICollectionView, [IndexPath])> {
        .init("collectionView(_:cancelPrefetchingForItemsAt:)")
    }
}

extension Reactive where Base: UITableView {
    /// The table's prefetching proxy, installed as its `prefetchDataSource`.
    @preconcurrency @MainActor public var prefetchDataSource: DelegateProxy<UITableView, UITableViewDataSourcePrefetching> {
        RxTableViewDataSourcePrefetchingProxy.proxy(for: base)
    }

    /// Makes `prefetchDataSource` the proxy's forward delegate (held weakly) until disposed.
    @preconcurrency @MainActor public func setPrefetchDataSource(_ prefetchDataSource: UITableViewDataSourcePrefetching) -> Disposable {
        RxTableViewDataSourcePrefetchingProxy.installForwardDelegate(prefetchDataSource, retainDelegate: false,
                                                                     onProxyForObject: base)
    }

    @preconcurrency @MainActor public var prefetchRows: ControlEvent<[IndexPath]> {
        ControlEvent(events: prefetchDataSource.invoked(.tableViewPrefetchRowsAt).map { $0.1 })
    }

    @preconcurrency @MainActor public var cancelPrefetchingForRows: ControlEvent<[IndexPath]> {
        ControlEvent(events: prefetchDataSource.invoked(.tableViewCancelPrefetchingForRowsAt).map { $0.1 })
    }
}

extension Reactive where Base: UICollectionView {
    /// The collection's prefetching proxy, installed as its `prefetchDataSource`.
    @preconcurrency @MainActor public var prefetchDataSource: DelegateProxy<UICollectionView, UICollectionViewDataSourcePrefetching> {
        RxCollectionViewDataSourcePrefetchingProxy.proxy(for: base)
    }

    @preconcurrency @MainActor public func setPrefetchDataSource(_ prefetchDataSource: UICollectionViewDataSourcePrefetching) -> Disposable {
        RxCollectionViewDataSourcePrefetchingProxy.installForwardDelegate(prefetchDataSource, retainDelegate: false,
                                                                          onProxyForObject: base)
    }

    @preconcurrency @MainActor public var prefetchItems: ControlEvent<[IndexPath]> {
        ControlEvent(events: prefetchDataSource.invoked(.collectionViewPrefetchItemsAt).map { $0.1 })
    }

    @preconcurrency @MainActor public var cancelPrefetchingForItems: ControlEvent<[IndexPath]> {
        ControlEvent(events: prefetchDataSource.invoked(.collectionViewCancelPrefetchingForItemsAt).map { $0.1 })
    }
}

extension UITableView: @preconcurrency HasPrefetchDataSource {
    public typealias PrefetchDataSource = UITableViewDataSourcePrefetching
}

extension UICollectionView: @preconcurrency HasPrefetchDataSource {
    public typealias PrefetchDataSource = UICollectionViewDataSourcePrefetching
}
