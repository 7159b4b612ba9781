import FoundationEssentials
import RxCore

/// A one-section table, as `UITableView`: it asks its data source for rows on `reloadData()`
/// and reports the user's selections and swipe-deletes.
public final class TableView: View, ViewElement {
    /// Held weakly, as UIKit does; `rx.items` keeps its own data source alive.
    public weak var dataSource: (any TableViewDataSource)?
    public var refreshControl: RefreshControl? {
        didSet { noteChange() }
    }
    public private(set) var indexPathForSelectedRow: IndexPath? {
        didSet { noteChange() }
    }

    private var cells: [TableViewCell] = []
    /// Per reuse identifier: the registered class and style, and the cells a reload took off
    /// the table for `dequeueReusableCell` to hand out again as UIKit does (the last is the
    /// next, so a row gets back the cell it had). A table has one or two identifiers: a short
    /// list compares them without hashing one per row.
    private var reuseQueues: [ReuseQueue] = []

    private struct ReuseQueue {
        let identifier: String
        var registration: (TableViewCell.Type, TableViewCell.CellStyle)?
        var cells: [TableViewCell] = []
    }
    let selected = PublishSubject<IndexPath>()
    let deleted = PublishSubject<IndexPath>()

    public override init(id: String) {
        super.init(id: id)
    }

    public var numberOfRows: Int { cells.count }

    public func numberOfRows(inSection section: Int) -> Int { cells.count }

    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        cells.indices.contains(indexPath.row) ? cells[indexPath.row] : nil
    }

    /// Rebuilds every row from the data source and clears the selection, as UIKit does; the
    /// cells it had are kept for reuse.
    public func reloadData() {
        reloads &+= 1
        indexPathForSelectedRow = nil
        for cell in cells.reversed() {
            if let identifier = cell.reuseIdentifier { reuseQueues[queueIndex(identifier)].cells.append(cell) }
        }
        cells = []
        guard let dataSource else { return }
        let count = max(0, dataSource.tableView(self, numberOfRowsInSection: 0))
        cells = (0..<count).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: 0)) }
    }

    public func register(_ cellClass: TableViewCell.Type, style: TableViewCell.CellStyle = .subtitle,
                         forCellReuseIdentifier identifier: String) {
        let index = queueIndex(identifier)
        reuseQueues[index].registration = (cellClass, style)
        reuseQueues[index].cells = []
    }

    /// The queue of `identifier`, added when it is new.
    private func queueIndex(_ identifier: String) -> Int {
        if let index = reuseQueues.firstIndex(where: { $0.identifier == identifier }) { return index }
        reuseQueues.append(ReuseQueue(identifier: identifier))
        return reuseQueues.count - 1
    }

    /// A cell a reload took off the table (after its `prepareForReuse()`) when it is of the
    /// class and style registered for `identifier`, else a fresh one; an unregistered identifier
    /// gets a plain subtitle cell (UIKit would stop the app).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        let index = queueIndex(identifier)
        let (cellClass, style) = reuseQueues[index].registration ?? (TableViewCell.self, .subtitle)
        if let cell = reuseQueues[index].cells.popLast() {
            if type(of: cell) == cellClass, cell.style == style {
                cell.prepareForReuse()
                return cell
            }
            // Registered anew since: the kept cells are of the old kind.
            reuseQueues[index].cells = []
        }
        return cellClass.init(style: style, reuseIdentifier: identifier)
    }

    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }

    public func selectRow(at indexPath: IndexPath?) {
        indexPathForSelectedRow = indexPath.flatMap { cells.indices.contains($0.row) ? $0 : nil }
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool = true) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    func checkRow(_ row: Int) throws(UserInputError) {
        if isHidden { throw .hidden(id: id) }
        guard cells.indices.contains(row) else { throw .rowOutOfRange(id: id, row: row, count: cells.count) }
    }

    /// The user tapped a row: it becomes selected, then `itemSelected` reports it.
    func userSelect(row: Int) throws(UserInputError) {
        try checkRow(row)
        let indexPath = IndexPath(row: row, section: 0)
        indexPathForSelectedRow = indexPath
        selected.onNext(indexPath)
    }

    /// The user swiped a row and tapped Delete: `itemDeleted` reports it; the rows change
    /// only when the app updates its data.
    func userDelete(row: Int) throws(UserInputError) {
        try checkRow(row)
        deleted.onNext(IndexPath(row: row, section: 0))
    }

    func userPullToRefresh() throws(UserInputError) {
        if isHidden { throw .hidden(id: id) }
        guard let refreshControl else { throw .noRefreshControl(id: id) }
        guard !refreshControl.isRefreshing else { throw .alreadyRefreshing(id: id) }
        refreshControl.userPull()
    }

    /// Rows are read from the cells when they may have changed (`currentRows`), and rows equal
    /// to the last ones are the last ones, so comparing snapshots stays cheap; the rest changes
    /// only with `revision` and the refresh control's.
    public func elementSnapshot() -> ElementSnapshot {
        let rows = currentRows()
        let refreshing = refreshControl.map { (ObjectIdentifier($0), $0.revision) }
        if let last = lastSnapshot, rows == last.snapshot.rows {
            if last.revision == revision, last.refreshing?.0 == refreshing?.0, last.refreshing?.1 == refreshing?.1 {
                return last.snapshot
            }
            return remember(rows: last.snapshot.rows, refreshing: refreshing)
        }
        return remember(rows: rows, refreshing: refreshing)
    }

    private var lastSnapshot: (snapshot: ElementSnapshot, revision: UInt64, refreshing: (ObjectIdentifier, UInt64)?)?
    /// Counts `reloadData()` calls: the cells change only there.
    private var reloads: UInt64 = 0
    private var rowCache: (reloads: UInt64, revision: UInt64, rows: [RowSnapshot])?

    /// The rows the cells show, read again only after a reload or a change to something a
    /// cell's row reads (the sum of their `rowRevision()`s grew); every time when a cell
    /// cannot tell.
    private func currentRows() -> [RowSnapshot] {
        var revision: UInt64 = 0
        for cell in cells {
            guard let cellRevision = cell.rowRevision() else { return cells.map { $0.rowSnapshot() } }
            revision &+= cellRevision
        }
        if let rowCache, rowCache.reloads == reloads, rowCache.revision == revision { return rowCache.rows }
        let rows = cells.map { $0.rowSnapshot() }
        rowCache = (reloads, revision, rows)
        return rows
    }

    private func remember(rows: [RowSnapshot], refreshing: (ObjectIdentifier, UInt64)?) -> ElementSnapshot {
        let snapshot = ElementSnapshot.table(
            id: id, rows: rows, selected: indexPathForSelectedRow?.row,
            refreshing: refreshControl?.isRefreshing ?? false, hidden: isHidden
        ).adding(appearanceProperties)
        lastSnapshot = (snapshot, revision, refreshing)
        return snapshot
    }
}
