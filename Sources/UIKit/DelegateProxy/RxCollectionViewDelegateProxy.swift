import Foundation
import RxCocoa
import RxSwift

/// The delegate proxy of collections, as RxCocoa's: `rx.itemSelected`, `rx.willDisplayCell`, …
/// come from it, and every call (flow-layout questions included) reaches the delegate set with
/// `rx.setDelegate`, or UIKit's default when there is none.
open class RxCollectionViewDelegateProxy: RxScrollViewDelegateProxy, UICollectionViewDelegate,
    UICollectionViewDelegateFlowLayout {
    public private(set) weak var collectionView: UICollectionView?
    private let defaults = DefaultCollectionViewDelegate()

    public init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init(scrollView: collectionView)
    }

    /// The forward delegate as a collection's and as a flow layout's, cast once when it is set
    /// (as the table's proxy does): a collection asks it of every item it shows, and casting
    /// `forwardToDelegate()` cost a look-up each time.
    // Nonisolated (unsafe), with the state beside it: RxCocoa's nonisolated `setForwardToDelegate` override sets it, on the view's thread.
    nonisolated(unsafe) private weak var forwardCollectionDelegate: UICollectionViewDelegate?
    nonisolated(unsafe) private weak var forwardLayoutDelegate: UICollectionViewDelegateFlowLayout?

    open override func setForwardToDelegate(_ delegate: UIScrollViewDelegate?, retainDelegate: Bool) {
        forwardCollectionDelegate = delegate as? UICollectionViewDelegate
        forwardLayoutDelegate = delegate as? UICollectionViewDelegateFlowLayout
        _setForwardToDelegate(delegate, as: delegate, retainDelegate: retainDelegate)
    }

    private var answering: UICollectionViewDelegate { forwardCollectionDelegate ?? defaults }
    private var layoutAnswering: UICollectionViewDelegateFlowLayout { forwardLayoutDelegate ?? defaults }

    private func forward<Arguments>(_ message: _DelegateMessage<UIScrollViewDelegate, Arguments>,
                                    _ arguments: @autoclosure () -> Arguments,
                                    _ call: (UICollectionViewDelegate) -> Void) {
        if isUnheard { return }
        _forward(message, arguments()) { delegate in
            if let delegate = delegate as? UICollectionViewDelegate { call(delegate) }
        }
    }

    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        answering.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        forward(.collectionViewDidHighlightItemAt, (collectionView, indexPath)) {
            $0.collectionView(collectionView, didHighlightItemAt: indexPath)
        }
    }

    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        forward(.collectionViewDidUnhighlightItemAt, (collectionView, indexPath)) {
            $0.collectionView(collectionView, didUnhighlightItemAt: indexPath)
        }
    }

    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        answering.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        answering.collectionView(collectionView, shouldDeselectItemAt: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        forward(.collectionViewDidSelectItemAt, (collectionView, indexPath)) {
            $0.collectionView(collectionView, didSelectItemAt: indexPath)
        }
    }

    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        forward(.collectionViewDidDeselectItemAt, (collectionView, indexPath)) {
            $0.collectionView(collectionView, didDeselectItemAt: indexPath)
        }
    }

    open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {
        forward(.collectionViewWillDisplayCellForItemAt, (collectionView, cell, indexPath)) {
            $0.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
        }
    }

    open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {
        forward(.collectionViewWillDisplaySupplementaryViewForElementKindAt, (collectionView, view, elementKind, indexPath)) {
            $0.collectionView(collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }
    }

    open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {
        forward(.collectionViewDidEndDisplayingCellForItemAt, (collectionView, cell, indexPath)) {
            $0.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
        }
    }

    open func collectionView(_ collectionView: UICollectionView,
                             didEndDisplayingSupplementaryView view: UICollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {
        forward(.collectionViewDidEndDisplayingSupplementaryViewForElementOfKindAt,
                (collectionView, view, elementKind, indexPath)) {
            $0.collectionView(collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind,
                              at: indexPath)
        }
    }

    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             sizeForItemAt indexPath: IndexPath) -> CGSize {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
    }

    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             insetForSectionAt section: Int) -> UIEdgeInsets {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
    }

    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
    }

    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout,
                                       minimumInteritemSpacingForSectionAt: section)
    }

    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForHeaderInSection section: Int) -> CGSize {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                             referenceSizeForFooterInSection section: Int) -> CGSize {
        layoutAnswering.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> UIContextMenuConfiguration? {
        answering.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }

    open func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> UIContextMenuConfiguration? {
        answering.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
    }
}

/// A collection delegate that implements nothing: UIKit's answers.
private final class DefaultCollectionViewDelegate: UICollectionViewDelegateFlowLayout {}
