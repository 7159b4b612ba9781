import Foundation

/// A controller whose view is a collection, as `UICollectionViewController`: the collection's
/// data source and delegate (flow-layout delegate included), with every method open, so a
/// subclass writes `override func collectionView(_:cellForItemAt:)` as on iOS. What it does not
/// override has UIKit's behaviour (no items, the layout's sizes, …). A session shows and drives
/// it as any collection: `select`, `scroll`, `collection[2].title`.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource,
                                       UICollectionViewDelegateFlowLayout {
    /// The collection, which is the controller's `view`: made with the controller, with the
    /// controller as its data source and delegate; setting another makes it the view.
    open var collectionView: UICollectionView! {
        didSet { if isViewLoaded, collectionView !== viewIfLoaded { view = collectionView } }
    }
    /// As UIKit's: the selected items are deselected each time the controller is about to appear.
    open var clearsSelectionOnViewWillAppear = true
    /// Kept: no gesture reorders items here.
    open var installsStandardGestureForInteractiveMovement = true
    /// Kept: pushes are not animated, so no layout transition runs.
    open var useLayoutToLayoutNavigationTransitions = false
    /// The layout given to `init(collectionViewLayout:)`; the collection's when it has one.
    open var collectionViewLayout: UICollectionViewLayout {
        collectionView?.collectionViewLayout ?? layout
    }
    private let layout: UICollectionViewLayout

    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(nibName: nil, bundle: nil)
        makeCollection()
    }

    /// A flow layout: UIKit's controller made without a layout stops the app when its view
    /// loads; this one shows its items, one a row, as every collection here does.
    public override init(nibName: String?, bundle: Bundle?) {
        layout = UICollectionViewFlowLayout()
        super.init(nibName: nibName, bundle: bundle)
        makeCollection()
    }

    /// Overridden so that `UICollectionViewController()` (UIViewController's convenience
    /// `init()`) is inherited, as on iOS; with a flow layout (see `init(nibName:bundle:)`).
    public override init(name: String, environment: _Environment) {
        layout = UICollectionViewFlowLayout()
        super.init(name: name, environment: environment)
        makeCollection()
    }

    /// Not decoded from archives, as no nib or storyboard holds controllers here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Phone-sized, as a screen's view.
    private func makeCollection() {
        let collection = UICollectionView(frame: _Window.screenBounds, collectionViewLayout: layout)
        collection.dataSource = self
        collection.delegate = self
        collectionView = collection
    }

    /// The collection is the view.
    open override func loadView() {
        view = collectionView
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        for selected in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: selected, animated: animated)
        }
    }

    // MARK: UICollectionViewDataSource

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    /// A plain cell (UIKit would stop the app: a subclass that has items makes their cells).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        UICollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}
    open func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    open func collectionView(_ collectionView: UICollectionView, indexPathForIndexTitle title: String,
                             at index: Int) -> IndexPath {
        IndexPath(item: 0, section: index)
    }

    // MARK: UICollectionViewDelegate

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView,
                             didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }
    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        indexPaths.count == 1
            ? self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point) : nil
    }

    // MARK: UICollectionViewDelegateFlowLayout: kept for the app, as items show one a row here

    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
