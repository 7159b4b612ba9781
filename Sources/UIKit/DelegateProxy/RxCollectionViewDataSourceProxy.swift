import Foundation
import RxCocoa
import RxSwift

/// The data-source proxy of collections, as RxCocoa's: `rx.items` binds its data source here
/// and `rx.itemMoved` comes from it. With no data source to forward to, there are no items.
open class RxCollectionViewDataSourceProxy: DelegateProxy<UICollectionView, UICollectionViewDataSource>,
    @preconcurrency DelegateProxyType, UICollectionViewDataSource {
    public private(set) weak var collectionView: UICollectionView?
    private let empty = EmptyCollectionViewDataSource()

    public init(collectionView: ParentObject) {
        self.collectionView = collectionView
        super.init(parentObject: collectionView, delegateProxy: RxCollectionViewDataSourceProxy.self)
    }

    public static func registerKnownImplementations() {
        RxCollectionViewDataSourceProxy.register { RxCollectionViewDataSourceProxy(collectionView: $0) }
    }

    /// The forward data source as its protocol, kept by `setForwardToDelegate` as the table's
    /// proxy keeps its own: a collection asks it for every item, and `forwardToDelegate()`
    /// made an `Optional` of the generic delegate type on each call.
    // Nonisolated (unsafe), with the state beside it: RxCocoa's nonisolated `setForwardToDelegate` override sets it, on the view's thread.
    nonisolated(unsafe) private weak var forwardDataSource: UICollectionViewDataSource?

    open override func setForwardToDelegate(_ delegate: UICollectionViewDataSource?, retainDelegate: Bool) {
        forwardDataSource = delegate
        _setForwardToDelegate(delegate, as: delegate, retainDelegate: retainDelegate)
    }

    private var answering: UICollectionViewDataSource { forwardDataSource ?? empty }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        answering.collectionView(collectionView, numberOfItemsInSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        answering.collectionView(collectionView, cellForItemAt: indexPath)
    }

    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        answering.numberOfSections(in: collectionView)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        answering.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        answering.collectionView(collectionView, canMoveItemAt: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {
        _forward(.collectionViewMoveItemAtTo, (collectionView, sourceIndexPath, destinationIndexPath)) {
            $0.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
        answering.indexTitles(for: collectionView)
    }

    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                             at index: Int) -> IndexPath {
        answering.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
    }
}

/// A collection data source with no items, for a proxy with nothing to forward to.
private final class EmptyCollectionViewDataSource: UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
}
