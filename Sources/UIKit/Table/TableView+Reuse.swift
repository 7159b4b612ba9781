import Foundation

/// A table's registered cell and header classes, and the cells it keeps for reuse.
extension UITableView {
    /// rxs's: registers `cellClass` with the style the table makes the cells in.
    package func register(_ cellClass: AnyClass?, style: UITableViewCell.CellStyle,
                          forCellReuseIdentifier identifier: String) {
        let index = queueIndex(identifier)
        reuseQueues[index].registration = ((cellClass as? UITableViewCell.Type) ?? UITableViewCell.self, style)
        reuseQueues[index].cells = []
    }

    /// The queue of `identifier`, added when it is new.
    func queueIndex(_ identifier: String) -> Int {
        // A loop, not `firstIndex(where:)`: a main-actor closure handed to the standard library
        // is checked at run time each time it runs (MainActorBuffers.swift).
        for index in reuseQueues.indices where reuseQueues[index].identifier == identifier { return index }
        reuseQueues.append(ReuseQueue(identifier: identifier))
        return reuseQueues.count - 1
    }

    /// A cell a reload took off the table (after its `prepareForReuse()`) when it is of the
    /// class and style registered for `identifier`, else a fresh one made by the class's own
    /// initializer; an unregistered identifier gets a plain subtitle cell (UIKit would stop
    /// the app).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueCell(withIdentifier: identifier)
    }

    /// What `dequeueReusableCell(withIdentifier:for:)` does, which reads no index path:
    /// `rx.items(cellIdentifier:)` calls it without making one for every row.
    @usableFromInline func dequeueCell(withIdentifier identifier: String) -> UITableViewCell {
        let index = queueIndex(identifier)
        let (cellClass, style) = reuseQueues[index].registration ?? (UITableViewCell.self, .subtitle)
        if let cell = reuseQueues[index].cells.popLast() {
            if type(of: cell) == cellClass, cell.style == style {
                cell.prepareForReuse()
                return cell
            }
            // Registered anew since: the kept cells are of the old kind.
            reuseQueues[index].cells = []
        }
        return cellClass.init(_reuseIdentifier: identifier, style: style)
    }

    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }

    /// The view the delegate gave for `section`'s header, if any.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        loadIfNeeded()
        return sections.indices.contains(section) ? sections[section].headerView as? UITableViewHeaderFooterView : nil
    }

    /// A new view of the class registered for `identifier` (made by its own
    /// `init(reuseIdentifier:)`), or nil when none is.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        headerFooterClasses[identifier].map { $0.init(_reuseIdentifier: identifier) }
    }
}
