import Foundation

// `collectionView.delegate!.collectionView!(collectionView, didSelectItemAt: indexPath)` and
// the data source's optional methods, as Objective-C callers write them (see
// ScrollViewDelegate+OptionalMethods.swift).

extension UIScrollViewDelegate {
    public var collectionView: _UICollectionViewDelegateCall? {
        (self as? UICollectionViewDelegate).map(_UICollectionViewDelegateCall.init)
    }
}

/// A collection delegate's methods (flow-layout ones included), called as
/// `delegate.collectionView!(collectionView, didSelectItemAt: indexPath)`.
@preconcurrency @MainActor public struct _UICollectionViewDelegateCall {
    let delegate: any UICollectionViewDelegate

    private var layoutDelegate: any UICollectionViewDelegateFlowLayout {
        delegate as? UICollectionViewDelegateFlowLayout ?? NoFlowLayoutDelegate()
    }

    public func callAsFunction(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        delegate.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        delegate.collectionView(collectionView, didHighlightItemAt: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        delegate.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        delegate.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        delegate.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        delegate.collectionView(collectionView, didSelectItemAt: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        delegate.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {
        delegate.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {
        delegate.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {
        delegate.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView,
                               didEndDisplayingSupplementaryView view: UICollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {
        delegate.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
                                at: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        layoutDelegate.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        layoutDelegate.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
    }
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        layoutDelegate.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
    }
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        layoutDelegate.collectionView(collectionView, layout: collectionViewLayout,
                                      minimumInteritemSpacingForSectionAt: section)
    }
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        layoutDelegate.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
    }
    public func callAsFunction(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        layoutDelegate.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
    }
}

/// A flow-layout delegate that implements nothing: the layout's own settings.
private final class NoFlowLayoutDelegate: UICollectionViewDelegateFlowLayout {}

extension UICollectionViewDataSource {
    public var collectionView: _UICollectionViewDataSourceCall? { _UICollectionViewDataSourceCall(dataSource: self) }
    public var numberOfSections: _UICollectionViewDataSourceCall? { _UICollectionViewDataSourceCall(dataSource: self) }
    public var indexTitles: _UICollectionViewDataSourceCall? { _UICollectionViewDataSourceCall(dataSource: self) }
}

/// A collection data source's optional methods, called as
/// `dataSource.collectionView!(collectionView, moveItemAt: from, to: to)`.
@preconcurrency @MainActor public struct _UICollectionViewDataSourceCall {
    let dataSource: any UICollectionViewDataSource

    public func callAsFunction(in collectionView: UICollectionView) -> Int {
        dataSource.numberOfSections(in: collectionView)
    }
    public func callAsFunction(for collectionView: UICollectionView) -> [String]? {
        dataSource.indexTitles(for: collectionView)
    }
    public func callAsFunction(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        dataSource.collectionView(collectionView, canMoveItemAt: indexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                               to destinationIndexPath: IndexPath) {
        dataSource.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
    }
    public func callAsFunction(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                               at index: Int) -> IndexPath {
        dataSource.collectionView(collectionView, indexPathForIndexTitle: title, at: index)
    }
}

extension UICollectionViewDataSourcePrefetching {
    public var collectionView: _UICollectionViewDataSourcePrefetchingCall? {
        _UICollectionViewDataSourcePrefetchingCall(prefetching: self)
    }
}

/// `prefetchDataSource.collectionView!(collectionView, cancelPrefetchingForItemsAt: indexPaths)`.
@preconcurrency @MainActor public struct _UICollectionViewDataSourcePrefetchingCall {
    let prefetching: any UICollectionViewDataSourcePrefetching

    public func callAsFunction(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        prefetching.collectionView(collectionView, cancelPrefetchingForItemsAt: indexPaths)
    }
}
