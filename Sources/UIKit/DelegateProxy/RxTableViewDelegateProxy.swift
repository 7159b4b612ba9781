import Foundation
import RxCocoa
import RxSwift

/// The delegate proxy of tables, as RxCocoa's: `rx.itemSelected`, `rx.willDisplayCell`, … come
/// from it, and every call reaches the delegate set with `rx.setDelegate` (`heightForRowAt`
/// included), or UIKit's default when there is none.
open class RxTableViewDelegateProxy: RxScrollViewDelegateProxy, UITableViewDelegate {
    /// Read as a weak reference is, without giving the table a side table.
    public var tableView: UITableView? { tableViewReference.object }
    private let tableViewReference: TryRetainedReference<UITableView>
    /// UIKit's answers, for questions no forward delegate takes.
    private let defaults = DefaultTableViewDelegate()

    public init(tableView: UITableView) {
        tableViewReference = TryRetainedReference(tableView)
        super.init(scrollView: tableView)
    }

    /// The forward delegate as a table's, cast once when it is set (a table asks it every
    /// row's height on every reload; casting `forwardToDelegate()` cost a look-up each time).
    /// Held as a weak reference is, without giving it a side table: `forwardValue` is read only
    /// while `forwardObject`'s object is retained.
    nonisolated private var forwardTableDelegate: UITableViewDelegate? {
        get {
            TryRetainedReference<AnyObject>.whileRetained(forwardObject?.handle) { forwardValue }
        }
        set {
            forwardObject = newValue.map { TryRetainedReference($0 as AnyObject) }
            forwardValue = newValue
        }
    }
    // Nonisolated (unsafe), with the state beside it: RxCocoa's nonisolated `setForwardToDelegate` override sets it, on the view's thread.
    @exclusivity(unchecked) nonisolated(unsafe) private var forwardObject: TryRetainedReference<AnyObject>?
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var forwardValue: UITableViewDelegate?

    open override func setForwardToDelegate(_ delegate: UIScrollViewDelegate?, retainDelegate: Bool) {
        forwardTableDelegate = delegate as? UITableViewDelegate
        _setForwardToDelegate(delegate, as: delegate, retainDelegate: retainDelegate)
    }

    private var answering: UITableViewDelegate { forwardTableDelegate ?? defaults }

    /// Whether `heightForRowAt` reaches a forward delegate: else the answer is the table's
    /// `rowHeight` for every row, which a table then reads without asking row by row (UIKit
    /// does not ask RxCocoa's proxy, which implements no heights, when nothing else does).
    var answersRowHeights: Bool { forwardTableDelegate != nil }

    private func forward<Arguments>(_ message: _DelegateMessage<UIScrollViewDelegate, Arguments>,
                                    _ arguments: @autoclosure () -> Arguments,
                                    _ call: (UITableViewDelegate) -> Void) {
        if isUnheard { return }
        _forward(message, arguments()) { delegate in
            if let delegate = delegate as? UITableViewDelegate { call(delegate) }
        }
    }

    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forward(.tableViewWillDisplayCellForRowAt, (tableView, cell, indexPath)) {
            $0.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        }
    }

    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        forward(.tableViewDidEndDisplayingCellForRowAt, (tableView, cell, indexPath)) {
            $0.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }
    }

    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        answering.tableView(tableView, heightForRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        answering.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        answering.tableView(tableView, heightForHeaderInSection: section)
    }

    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        answering.tableView(tableView, heightForFooterInSection: section)
    }

    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        answering.tableView(tableView, viewForHeaderInSection: section)
    }

    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        answering.tableView(tableView, viewForFooterInSection: section)
    }

    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        forward(.tableViewAccessoryButtonTappedForRowWith, (tableView, indexPath)) {
            $0.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
    }

    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        answering.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        forward(.tableViewDidHighlightRowAt, (tableView, indexPath)) { $0.tableView(tableView, didHighlightRowAt: indexPath) }
    }

    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        forward(.tableViewDidUnhighlightRowAt, (tableView, indexPath)) { $0.tableView(tableView, didUnhighlightRowAt: indexPath) }
    }

    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        answering.tableView(tableView, willSelectRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        answering.tableView(tableView, willDeselectRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        forward(.tableViewDidSelectRowAt, (tableView, indexPath)) { $0.tableView(tableView, didSelectRowAt: indexPath) }
    }

    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        forward(.tableViewDidDeselectRowAt, (tableView, indexPath)) { $0.tableView(tableView, didDeselectRowAt: indexPath) }
    }

    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        answering.tableView(tableView, editingStyleForRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        answering.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        answering.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        forward(.tableViewWillBeginEditingRowAt, (tableView, indexPath)) {
            $0.tableView(tableView, willBeginEditingRowAt: indexPath)
        }
    }

    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        forward(.tableViewDidEndEditingRowAt, (tableView, indexPath)) { $0.tableView(tableView, didEndEditingRowAt: indexPath) }
    }

    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        answering.tableView(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                            toProposedIndexPath: proposedDestinationIndexPath)
    }

    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        answering.tableView(tableView, indentationLevelForRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        answering.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        answering.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        answering.tableView(tableView, editActionsForRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        answering.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }
}

/// A table delegate that implements nothing: UIKit's answers.
private final class DefaultTableViewDelegate: UITableViewDelegate {}
