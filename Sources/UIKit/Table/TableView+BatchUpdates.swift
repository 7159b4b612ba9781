import Foundation
import RxSwift

/// A table's batch updates, as UIKit's: the changes between `beginUpdates()` and
/// `endUpdates()` (or in `performBatchUpdates`) are applied together and checked against the
/// data source; the rows they keep keep their cells.
extension UITableView {
    /// Starts a batch: the changes until the matching `endUpdates()` are applied together.
    public func beginUpdates() {
        if updateDepth == 0 { loadIfNeeded() }
        updateDepth += 1
    }

    /// Applies the batch's changes: the rows of the data source, checked against them as UIKit
    /// checks them. A batch the data source contradicts is reported in the session's log with
    /// UIKit's explanation, and the table reloads instead (UIKit would stop the app).
    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates
        pendingUpdates = BatchUpdates()
        apply(updates)
    }

    /// As UIKit's: `updates` runs inside a batch; `completion` is called once it is applied.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows += indexPaths }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows += indexPaths }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.reloadedRows += indexPaths }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// Records a change in the open batch, or applies it alone, as UIKit does outside one.
    private func record(_ change: (inout BatchUpdates) -> Void) {
        beginUpdates()
        change(&pendingUpdates)
        endUpdates()
    }

    private func apply(_ updates: BatchUpdates) {
        guard let dataSource else {
            reloadData()
            return
        }
        let old = sections.map(\.cells.count)
        let new = rowCounts(of: dataSource)
        let plan: [[BatchUpdates.Origin]]
        do {
            plan = try updates.plan(old: old, new: new, .table)
        } catch {
            let place = id.isEmpty ? "UITableView" : "UITableView \(id)"
            lastInconsistency = error.description
            RxSwift.print("\(place): \(error.description); the table reloads instead")
            reloadData()
            return
        }
        lastInconsistency = nil
        reloads &+= 1
        let before = sections
        var kept = Set<ObjectIdentifier>()
        for origin in plan.joined() {
            if case .old(let section, let row) = origin { kept.insert(ObjectIdentifier(before[section].cells[row])) }
        }
        let ending = delegateToTell(.tableViewDidEndDisplayingCellForRowAt)
        for (section, content) in before.enumerated() {
            for (row, cell) in content.cells.enumerated() where !kept.contains(ObjectIdentifier(cell)) {
                enqueue(cell)
                ending?.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(row: row, section: section))
            }
        }
        let selected = indexPathForSelectedRow.flatMap { path in
            before.indices.contains(path.section) && before[path.section].cells.indices.contains(path.row)
                ? before[path.section].cells[path.row] : nil
        }
        sections = new.indices.map { header(of: $0, from: dataSource) }
        var shown: [(UITableViewCell, IndexPath)] = []
        for (section, origins) in plan.enumerated() {
            for (row, origin) in origins.enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                switch origin {
                case .old(let oldSection, let oldRow):
                    sections[section].cells.append(before[oldSection].cells[oldRow])
                case .fresh:
                    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                    sections[section].cells.append(cell)
                    shown.append((cell, indexPath))
                }
            }
        }
        loadHeaderViews()
        if AppearanceRegistry.anyProxiesMade { applyAppearanceProxiesToCells() }
        // The selection follows its row, and goes with it.
        indexPathForSelectedRow = selected.flatMap { indexPath(for: $0) }
        measure()
        let showing = delegateToTell(.tableViewWillDisplayCellForRowAt)
        for (cell, indexPath) in shown { showing?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
    }
}
