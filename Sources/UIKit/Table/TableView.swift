import Foundation
import FoundationEssentials
import RxCocoa
import RxSwift

/// A table, as `UITableView`: it asks its data source for sections and rows on
/// `reloadData()` and reports the user's selections and swipe-deletes. Rows are kept in one
/// list; `sectionStarts` says where each section begins.
public final class UITableView: UIScrollView {
    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Held weakly, as UIKit does; `rx.items` keeps its own data source alive.
    public weak var dataSource: (any UITableViewDataSource)?
    public var refreshControl: UIRefreshControl? {
        didSet { noteChange() }
    }
    public private(set) var indexPathForSelectedRow: IndexPath? {
        didSet { noteChange() }
    }

    private var cells: [UITableViewCell] = []
    /// The index in `cells` of each section's first row; one section until a data source
    /// says otherwise.
    private var sectionStarts = [0]
    private var sectionHeaders: [String?] = [nil]
    /// Per reuse identifier: the registered class and style, and the cells a reload took off
    /// the table for `dequeueReusableCell` to hand out again as UIKit does (the last is the
    /// next, so a row gets back the cell it had). A table has one or two identifiers: a short
    /// list compares them without hashing one per row.
    private var reuseQueues: [ReuseQueue] = []

    private struct ReuseQueue {
        let identifier: String
        var registration: (UITableViewCell.Type, UITableViewCell.CellStyle)?
        var cells: [UITableViewCell] = []
    }
    let selected = PublishSubject<IndexPath>()
    let deselected = PublishSubject<IndexPath>()
    let deleted = PublishSubject<IndexPath>()
    /// What RxCocoa's `itemInserted` and `itemMoved` report (no flow command edits rows so).
    let inserted = PublishSubject<IndexPath>()
    let moved = PublishSubject<ItemMovedEvent>()
    /// Every row a reload shows: a headless table displays all its rows.
    let displayed = PublishSubject<(cell: UITableViewCell, indexPath: IndexPath)>()

    /// As RxCocoa's: the control's events complete when it is deallocated.
    deinit {
        selected.onCompleted()
        deselected.onCompleted()
        deleted.onCompleted()
        inserted.onCompleted()
        moved.onCompleted()
        displayed.onCompleted()
    }

    public init(id: String) {
        style = .plain
        super.init(id: id)
    }

    /// As UIKit's: a table with no id (one a screen does not list) in the given style.
    public init(frame: CGRect, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
    }

    /// As `UITableView.Style`; the style is layout and is not shown.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    public let style: Style

    /// As UIKit's default row height, so scrolling to the bottom of a table moves by its rows.
    public var rowHeight: CGFloat = 44

    /// The rows' height; set values are ignored, as UIKit computes it.
    public override var contentSize: CGSize {
        get { CGSize(width: frame.width, height: CGFloat(cells.count) * rowHeight) }
        set {}
    }

    public var numberOfRows: Int { cells.count }

    public var numberOfSections: Int { sectionStarts.count }

    public func numberOfRows(inSection section: Int) -> Int {
        guard sectionStarts.indices.contains(section) else { return 0 }
        let end = section + 1 < sectionStarts.count ? sectionStarts[section + 1] : cells.count
        return end - sectionStarts[section]
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        flatIndex(of: indexPath).map { cells[$0] }
    }

    /// The position in `cells` of the row at `indexPath`, if the table has it.
    func flatIndex(of indexPath: IndexPath) -> Int? {
        guard indexPath.row >= 0, indexPath.row < numberOfRows(inSection: indexPath.section) else { return nil }
        return sectionStarts[indexPath.section] + indexPath.row
    }

    /// The index path of the row at `index` in `cells`.
    func indexPath(ofFlat index: Int) -> IndexPath {
        let section = sectionStarts.lastIndex { $0 <= index } ?? 0
        return IndexPath(row: index - sectionStarts[section], section: section)
    }

    /// Whether rows carry sections in snapshots: several sections, or a header.
    private var isSectioned: Bool { sectionStarts.count > 1 || sectionHeaders.contains { $0 != nil } }

    /// Rebuilds every row from the data source and clears the selection, as UIKit does; the
    /// cells it had are kept for reuse.
    public func reloadData() {
        reloads &+= 1
        indexPathForSelectedRow = nil
        for cell in cells.reversed() {
            if let identifier = cell.reuseIdentifier { reuseQueues[queueIndex(identifier)].cells.append(cell) }
        }
        cells = []
        sectionStarts = [0]
        sectionHeaders = [nil]
        guard let dataSource else { return }
        let sections = max(1, dataSource.numberOfSections(in: self))
        sectionStarts = []
        sectionHeaders = []
        for section in 0..<sections {
            sectionStarts.append(cells.count)
            sectionHeaders.append(dataSource.tableView(self, titleForHeaderInSection: section))
            let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            cells += (0..<count).map { dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section)) }
        }
        for index in cells.indices { displayed.onNext((cells[index], indexPath(ofFlat: index))) }
    }

    public func register(_ cellClass: UITableViewCell.Type, style: UITableViewCell.CellStyle = .subtitle,
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
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
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
        return cellClass.init(style: style, reuseIdentifier: identifier)
    }

    public func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueReusableCell(withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
    }

    public func selectRow(at indexPath: IndexPath?) {
        indexPathForSelectedRow = indexPath.flatMap { flatIndex(of: $0) == nil ? nil : $0 }
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool = true) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    /// The index path of `row` (counted over the whole table) or of `row` in `section`.
    func checkRow(_ row: Int, section: Int? = nil) throws(_UserInputError) -> IndexPath {
        if isHidden { throw .hidden(id: id) }
        guard let section else {
            guard cells.indices.contains(row) else { throw .rowOutOfRange(id: id, row: row, count: cells.count) }
            return indexPath(ofFlat: row)
        }
        guard sectionStarts.indices.contains(section) else {
            throw .rowOutOfRange(id: "\(id) sections", row: section, count: sectionStarts.count)
        }
        let indexPath = IndexPath(row: row, section: section)
        guard flatIndex(of: indexPath) != nil else {
            throw .rowOutOfRange(id: "\(id)[\(section)]", row: row, count: numberOfRows(inSection: section))
        }
        return indexPath
    }

    /// The user tapped a row: it becomes selected, then `itemSelected` reports it.
    func userSelect(row: Int, section: Int? = nil) throws(_UserInputError) {
        let indexPath = try checkRow(row, section: section)
        // Single selection, as UIKit's default: the row selected before is deselected first.
        if let previous = indexPathForSelectedRow, previous != indexPath { deselected.onNext(previous) }
        indexPathForSelectedRow = indexPath
        selected.onNext(indexPath)
    }

    /// The user swiped a row and tapped Delete: `itemDeleted` reports it; the rows change
    /// only when the app updates its data.
    func userDelete(row: Int, section: Int? = nil) throws(_UserInputError) {
        deleted.onNext(try checkRow(row, section: section))
    }

    func userPullToRefresh() throws(_UserInputError) {
        if isHidden { throw .hidden(id: id) }
        guard let refreshControl else { throw .noRefreshControl(id: id) }
        guard !refreshControl.isRefreshing else { throw .alreadyRefreshing(id: id) }
        refreshControl.userPull()
    }

    /// Rows are read from the cells when they may have changed (`currentRows`), and rows equal
    /// to the last ones are the last ones, so comparing snapshots stays cheap; the rest changes
    /// only with `revision` and the refresh control's.
    public override func elementSnapshot() -> _ElementSnapshot {
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

    private var lastSnapshot: (snapshot: _ElementSnapshot, revision: UInt64, refreshing: (ObjectIdentifier, UInt64)?)?
    /// Counts `reloadData()` calls: the cells change only there.
    private var reloads: UInt64 = 0
    private var rowCache: (reloads: UInt64, revision: UInt64, rows: [_RowSnapshot])?

    /// The rows the cells show, read again only after a reload or a change to something a
    /// cell's row reads (the sum of their `rowRevision()`s grew); every time when a cell
    /// cannot tell.
    private func currentRows() -> [_RowSnapshot] {
        var revision: UInt64 = 0
        for cell in cells {
            guard let cellRevision = cell.rowRevision() else { return sectioned(cells.map { $0.rowSnapshot() }) }
            revision &+= cellRevision
        }
        if let rowCache, rowCache.reloads == reloads, rowCache.revision == revision { return rowCache.rows }
        let rows = sectioned(cells.map { $0.rowSnapshot() })
        rowCache = (reloads, revision, rows)
        return rows
    }

    /// `rows` with their sections and headers, in a table of sections.
    private func sectioned(_ rows: [_RowSnapshot]) -> [_RowSnapshot] {
        guard isSectioned else { return rows }
        var result = rows
        for index in result.indices {
            let indexPath = indexPath(ofFlat: index)
            result[index].section = indexPath.section
            result[index].rowInSection = indexPath.row
            if indexPath.row == 0 { result[index].sectionHeader = sectionHeaders[indexPath.section] }
        }
        return result
    }

    private func remember(rows: [_RowSnapshot], refreshing: (ObjectIdentifier, UInt64)?) -> _ElementSnapshot {
        // A table of sections shows its selection as `section.row`.
        var snapshot = _ElementSnapshot.table(
            id: id, rows: rows, selected: isSectioned ? nil : indexPathForSelectedRow?.row,
            refreshing: refreshControl?.isRefreshing ?? false, hidden: isHidden
        ).adding(appearanceProperties)
        if isSectioned, let selection = indexPathForSelectedRow {
            snapshot = snapshot.replacing("selected", with: .string("\(selection.section).\(selection.row)"))
        }
        lastSnapshot = (snapshot, revision, refreshing)
        return snapshot
    }
}
