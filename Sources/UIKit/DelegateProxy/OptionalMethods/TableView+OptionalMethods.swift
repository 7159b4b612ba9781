import Foundation

// `tableView.delegate!.tableView!(tableView, didSelectRowAt: indexPath)` and
// `tableView.dataSource!.tableView!(tableView, commit: .delete, forRowAt: indexPath)`, as
// Objective-C callers write optional methods (see ScrollViewDelegate+OptionalMethods.swift).
// A table's delegate is typed as a scroll view's, so the property is there: nil for a
// delegate that is not a table's.

extension UIScrollViewDelegate {
    public var tableView: _UITableViewDelegateCall? {
        (self as? UITableViewDelegate).map(_UITableViewDelegateCall.init)
    }
}

/// A table delegate's methods, called as `delegate.tableView!(tableView, didSelectRowAt: indexPath)`.
@preconcurrency @MainActor public struct _UITableViewDelegateCall {
    let delegate: any UITableViewDelegate

    public func callAsFunction(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        delegate.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        delegate.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        delegate.tableView(tableView, heightForRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        delegate.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        delegate.tableView(tableView, heightForHeaderInSection: section)
    }
    public func callAsFunction(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        delegate.tableView(tableView, heightForFooterInSection: section)
    }
    public func callAsFunction(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        delegate.tableView(tableView, viewForHeaderInSection: section)
    }
    public func callAsFunction(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        delegate.tableView(tableView, viewForFooterInSection: section)
    }
    public func callAsFunction(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        delegate.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        delegate.tableView(tableView, shouldHighlightRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        delegate.tableView(tableView, didHighlightRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        delegate.tableView(tableView, didUnhighlightRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        delegate.tableView(tableView, willSelectRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        delegate.tableView(tableView, willDeselectRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate.tableView(tableView, didSelectRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        delegate.tableView(tableView, didDeselectRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        delegate.tableView(tableView, editingStyleForRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        delegate.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        delegate.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        delegate.tableView(tableView, willBeginEditingRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        delegate.tableView(tableView, didEndEditingRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                               toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        delegate.tableView(tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                           toProposedIndexPath: proposedDestinationIndexPath)
    }
    public func callAsFunction(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        delegate.tableView(tableView, indentationLevelForRowAt: indexPath)
    }
}

extension UITableViewDataSource {
    public var tableView: _UITableViewDataSourceCall? { _UITableViewDataSourceCall(dataSource: self) }
    public var numberOfSections: _UITableViewDataSourceCall? { _UITableViewDataSourceCall(dataSource: self) }
    public var sectionIndexTitles: _UITableViewDataSourceCall? { _UITableViewDataSourceCall(dataSource: self) }
}

/// A table data source's optional methods, called as
/// `dataSource.tableView!(tableView, commit: .delete, forRowAt: indexPath)`.
@preconcurrency @MainActor public struct _UITableViewDataSourceCall {
    let dataSource: any UITableViewDataSource

    public func callAsFunction(in tableView: UITableView) -> Int {
        dataSource.numberOfSections(in: tableView)
    }
    public func callAsFunction(for tableView: UITableView) -> [String]? {
        dataSource.sectionIndexTitles(for: tableView)
    }
    public func callAsFunction(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        dataSource.tableView(tableView, titleForHeaderInSection: section)
    }
    public func callAsFunction(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        dataSource.tableView(tableView, titleForFooterInSection: section)
    }
    public func callAsFunction(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        dataSource.tableView(tableView, canEditRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        dataSource.tableView(tableView, canMoveRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        dataSource.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
    }
    public func callAsFunction(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                               forRowAt indexPath: IndexPath) {
        dataSource.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
    }
    public func callAsFunction(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        dataSource.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }
}

extension UITableViewDataSourcePrefetching {
    public var tableView: _UITableViewDataSourcePrefetchingCall? { _UITableViewDataSourcePrefetchingCall(prefetching: self) }
}

/// `prefetchDataSource.tableView!(tableView, cancelPrefetchingForRowsAt: indexPaths)`.
@preconcurrency @MainActor public struct _UITableViewDataSourcePrefetchingCall {
    let prefetching: any UITableViewDataSourcePrefetching

    public func callAsFunction(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        prefetching.tableView(tableView, cancelPrefetchingForRowsAt: indexPaths)
    }
}
