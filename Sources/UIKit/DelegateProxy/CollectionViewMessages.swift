import Foundation
import RxCocoa

/// The collection delegate methods a proxy reports (`collectionView.rx.delegate.methodInvoked(.collectionViewDidSelectItemAt)`).
extension _DelegateMessage where Delegate == UIScrollViewDelegate {
    public static var collectionViewDidHighlightItemAt: _DelegateMessage<Delegate, (UICollectionView, IndexPath)> {
        .init("collectionView(_:didHighlightItemAt:)")
    }
    public static var collectionViewDidUnhighlightItemAt: _DelegateMessage<Delegate, (UICollectionView, IndexPath)> {
        .init("collectionView(_:didUnhighlightItemAt:)")
    }
    public static var collectionViewDidSelectItemAt: _DelegateMessage<Delegate, (UICollectionView, IndexPath)> {
        .init("collectionView(_:didSelectItemAt:)")
    }
    public static var collectionViewDidDeselectItemAt: _DelegateMessage<Delegate, (UICollectionView, IndexPath)> {
        .init("collectionView(_:didDeselectItemAt:)")
    }
    public static var collectionViewWillDisplayCellForItemAt:
        _DelegateMessage<Delegate, (UICollectionView, UICollectionViewCell, IndexPath)> {
        .init("collectionView(_:willDisplay:forItemAt:)")
    }
    public static var collectionViewWillDisplaySupplementaryViewForElementKindAt:
        _DelegateMessage<Delegate, (UICollectionView, UICollectionReusableView, String, IndexPath)> {
        .init("collectionView(_:willDisplaySupplementaryView:forElementKind:at:)")
    }
    public static var collectionViewDidEndDisplayingCellForItemAt:
        _DelegateMessage<Delegate, (UICollectionView, UICollectionViewCell, IndexPath)> {
        .init("collectionView(_:didEndDisplaying:forItemAt:)")
    }
    public static var collectionViewDidEndDisplayingSupplementaryViewForElementOfKindAt:
        _DelegateMessage<Delegate, (UICollectionView, UICollectionReusableView, String, IndexPath)> {
        .init("collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)")
    }
}

/// The collection data-source methods a proxy reports.
extension _DelegateMessage where Delegate == UICollectionViewDataSource {
    public static var collectionViewMoveItemAtTo: _DelegateMessage<Delegate, (UICollectionView, IndexPath, IndexPath)> {
        .init("collectionView(_:moveItemAt:to:)")
    }
}
