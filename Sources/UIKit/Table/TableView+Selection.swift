import Foundation
import FoundationEssentials

/// Selecting rows, from the app and from the user's taps, swipes and pulls.
extension UITableView {
    package func selectRow(at indexPath: IndexPath?) {
        indexPathForSelectedRow = indexPath.flatMap { cellForRow(at: $0) == nil ? nil : $0 }
    }

    /// As UIKit's: selects without telling the delegate.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRow(at: indexPath)
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool = true) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    /// The index path of `row` (counted over the whole table) or of `row` in `section`.
    func checkRow(_ row: Int, section: Int? = nil) throws(_UserInputError) -> IndexPath {
        if isHidden { throw .hidden(id: id) }
        loadIfNeeded()
        guard let section else {
            guard row >= 0, let indexPath = indexPath(ofFlat: row) else {
                throw .rowOutOfRange(id: id, row: row, count: numberOfRows)
            }
            return indexPath
        }
        guard sections.indices.contains(section) else {
            throw .rowOutOfRange(id: "\(id) sections", row: section, count: sections.count)
        }
        let indexPath = IndexPath(row: row, section: section)
        guard cellForRow(at: indexPath) != nil else {
            throw .rowOutOfRange(id: "\(id)[\(section)]", row: row, count: numberOfRows(inSection: section))
        }
        return indexPath
    }

    /// The user tapped a row: as UIKit, the delegate may redirect or refuse it
    /// (`willSelectRowAt`), the row selected before is deselected, then `didSelectRowAt`.
    func userSelect(row: Int, section: Int? = nil) throws(_UserInputError) {
        let tapped = try checkRow(row, section: section)
        guard let indexPath = tableDelegate.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped,
              cellForRow(at: indexPath) != nil else { return }
        // Single selection, as UIKit's default: the row selected before is deselected first.
        if let previous = indexPathForSelectedRow, previous != indexPath {
            indexPathForSelectedRow = nil
            tableDelegate?.tableView(self, didDeselectRowAt: previous)
        }
        indexPathForSelectedRow = indexPath
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// The user swiped a row and tapped Delete: the data source is asked to commit it
    /// (`itemDeleted` reports it); the rows change only when the app updates its data. When the
    /// delegate gives the row trailing swipe actions, the swipe shows them instead, as on iOS,
    /// and a full swipe performs the first one (its handler, in the row's cell). Without them,
    /// the deprecated row actions (`editActionsForRowAt`) do the same: the first one's handler.
    func userDelete(row: Int, section: Int? = nil) throws(_UserInputError) {
        let indexPath = try checkRow(row, section: section)
        guard let actions = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) else {
            if let rowAction = tableDelegate?.tableView(self, editActionsForRowAt: indexPath)?.first {
                rowAction.handler(rowAction, indexPath)
                return
            }
            dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
            return
        }
        guard actions.performsFirstActionWithFullSwipe, let action = actions.actions.first else {
            throw .refused(action: "delete", id: "\(id)[\(indexPath.row)]", what: "the row", reason: .noFullSwipeAction)
        }
        action.handler(action, cellForRow(at: indexPath) ?? self) { _ in }
    }

    func userPullToRefresh() throws(_UserInputError) {
        if isHidden { throw .hidden(id: id) }
        guard let refreshControl else { throw .noRefreshControl(id: id) }
        guard !refreshControl.isRefreshing else { throw .alreadyRefreshing(id: id) }
        refreshControl.userPull()
    }
}
