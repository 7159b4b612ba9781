import Foundation
import RxSwift

/// A collection's batch updates, as UIKit's: the changes in `performBatchUpdates` are applied
/// together and checked against the data source; the items they keep keep their cells.
extension UICollectionView {
    /// As UIKit's: the changes `updates` makes are applied together, checked against the data
    /// source as UIKit checks them; a batch the data source contradicts is reported in the
    /// session's log with UIKit's explanation and the collection reloads instead.
    /// `completion` is called once the batch is applied.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if updateDepth == 0 { loadIfNeeded() }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 {
            let recorded = pendingUpdates
            pendingUpdates = BatchUpdates()
            apply(recorded)
            collectionViewLayout.layoutPass(of: self)
        }
        completion?(true)
    }

    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows += indexPaths } }
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows += indexPaths } }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedRows.append((indexPath, newIndexPath)) } }
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    private func record(_ change: @escaping (inout BatchUpdates) -> Void) {
        performBatchUpdates({ change(&self.pendingUpdates) }, completion: nil)
    }

    private func apply(_ updates: BatchUpdates) {
        guard let dataSource else {
            reloadData()
            return
        }
        let old = sections.map(\.cells.count)
        let new = itemCounts(of: dataSource)
        let plan: [[BatchUpdates.Origin]]
        do {
            plan = try updates.plan(old: old, new: new, .collection)
        } catch {
            let place = id.isEmpty ? "UICollectionView" : "UICollectionView \(id)"
            lastInconsistency = error.description
            RxSwift.print("\(place): \(error.description); the collection view reloads instead")
            reloadData()
            return
        }
        lastInconsistency = nil
        let before = sections
        var kept = Set<ObjectIdentifier>()
        for origin in plan.joined() {
            if case .old(let section, let item) = origin { kept.insert(ObjectIdentifier(before[section].cells[item])) }
        }
        let selected = (indexPathsForSelectedItems ?? []).compactMap { path in
            before.indices.contains(path.section) && before[path.section].cells.indices.contains(path.item)
                ? before[path.section].cells[path.item] : nil
        }
        for (section, content) in before.enumerated() {
            takeOff(content.header, section: section)
            for (item, cell) in content.cells.enumerated() where !kept.contains(ObjectIdentifier(cell)) {
                takeOff(cell, at: IndexPath(item: item, section: section))
            }
        }
        sections = new.indices.map { Section(header: header(of: $0, from: dataSource), cells: []) }
        var fresh: [IndexPath] = []
        for (section, origins) in plan.enumerated() {
            for (item, origin) in origins.enumerated() {
                switch origin {
                case .old(let oldSection, let oldItem):
                    sections[section].cells.append(before[oldSection].cells[oldItem])
                case .fresh:
                    let indexPath = IndexPath(item: item, section: section)
                    sections[section].cells.append(dataSource.collectionView(self, cellForItemAt: indexPath))
                    fresh.append(indexPath)
                }
            }
        }
        indexPathsForSelectedItems = selected.compactMap { indexPath(for: $0) }
        if AppearanceRegistry.anyProxiesMade { applyAppearanceProxiesToCells() }
        noteChange()
        for section in sections.indices {
            display(section: section, cells: fresh.filter { $0.section == section }.map(\.item))
        }
    }
}
