import Foundation
import FoundationEssentials
import RxCocoa
import RxSwift

/// A table, as `UITableView`: it asks its data source for sections and rows (on `reloadData()`,
/// after a batch update, and the first time it is read after the data source was set), tells
/// its delegate what it displays and what the user selects, and asks the data source to commit
/// the user's swipe-deletes. Every row is displayed: a headless table has no viewport.
open class UITableView: UIScrollView, @preconcurrency HasDataSource {
    public typealias DataSource = UITableViewDataSource

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// Held weakly, as UIKit does (as `delegate`, without a side table); `rx.items` installs its
    /// proxy here, which keeps its data source. Setting it makes the table reload when next read.
    public var dataSource: (any UITableViewDataSource)? {
        get {
            TryRetainedReference<AnyObject>.whileRetained(dataSourceObject?.handle) { dataSourceValue }
        }
        set {
            dataSourceObject = newValue.map { TryRetainedReference($0 as AnyObject) }
            dataSourceValue = newValue
            needsReload = true
            noteChange()
        }
    }
    @exclusivity(unchecked) private var dataSourceObject: TryRetainedReference<AnyObject>?
    @exclusivity(unchecked) private unowned(unsafe) var dataSourceValue: (any UITableViewDataSource)?
    /// Held weakly, as UIKit does; told nothing by the table itself (every row shows at once).
    public weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// Its refresh control (`UIScrollView.refreshControl`) shows in the table's snapshot.
    override func refreshControlDidChange() { noteChange() }
    @exclusivity(unchecked) public internal(set) var indexPathForSelectedRow: IndexPath? {
        // Noted only when it moves: every reload clears it, and a revision moved by a reload
        // with nothing selected made the table build its properties again (`_elementSnapshot`).
        didSet { if indexPathForSelectedRow != oldValue { noteChange() } }
    }

    struct Section {
        var title: String?
        /// The delegate's view for the header (`viewForHeaderInSection`), shown instead of the title.
        var headerView: UIView?
        var cells: [UITableViewCell] = []

        /// What the header says in snapshots.
        @MainActor var header: String? { headerView.map { $0.shownTexts.first } ?? title }
    }

    /// One empty section until a data source says otherwise.
    @exclusivity(unchecked) final var sections = noSections
    /// What a table shows before its first load, while it reloads and after a reload with no
    /// data source: one shared array, so a reload makes none. Never written (a write copies it
    /// first): no state is shared.
    static let noSections = [Section()]
    /// The rows array of the reload before the last, emptied: the next reload fills it.
    @exclusivity(unchecked) private final var spareCells: [UITableViewCell] = []
    /// The row counts of the last reload: the next one reads its counts into this array.
    @exclusivity(unchecked) private final var spareRowCounts: [Int] = []
    /// Set with a new data source: its rows are loaded when the table is next read.
    @exclusivity(unchecked) private final var needsReload = false
    /// Nested `beginUpdates()` calls, and the changes recorded since the outermost.
    @exclusivity(unchecked) final var updateDepth = 0
    /// Made at the first batch update: its `IndexSet`s were six objects for every table made.
    final lazy var pendingUpdates = BatchUpdates()
    /// The explanation of the last batch update the data source contradicted (the table then
    /// reloaded instead, where UIKit stops the app).
    final var lastInconsistency: String?
    /// The rows' heights as the delegate said at the last load (nil: `rowHeight` each).
    @exclusivity(unchecked) private final var delegateRowHeights: CGFloat?
    /// Per reuse identifier: the registered class and style, and the cells a reload took off
    /// the table for `dequeueReusableCell` to hand out again as UIKit does (the last is the
    /// next, so a row gets back the cell it had). A table has one or two identifiers: a short
    /// list compares them without hashing one per row.
    @exclusivity(unchecked) final var reuseQueues: [ReuseQueue] = []
    final var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]

    /// As UIKit's, open to a subclass (`TableView+Reuse`): the table makes the cells in the
    /// subtitle style (any class; one that is not a cell, or nil, registers a plain cell).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        register(cellClass, style: .subtitle, forCellReuseIdentifier: identifier)
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    struct ReuseQueue {
        let identifier: String
        var registration: (UITableViewCell.Type, UITableViewCell.CellStyle)?
        var cells: [UITableViewCell] = []
    }

    /// rxs's: a plain table with the element id scripts address, phone-sized.
    public convenience init(id: String) {
        self.init(frame: _Window.screenBounds, style: .plain)
        self.id = id
    }

    /// As UIKit's: a table with no id (one a screen does not list) in the given style.
    public init(frame: CGRect, style: Style = .plain) {
        self.style = style
        super.init(frame: frame)
    }

    /// As UIKit's inherited `init(frame:)` (and so `UITableView()`): a plain table.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// As UIKit's `UITableView.automaticDimension`: a height the cell's content decides.
    public static let automaticDimension: CGFloat = -1

    public let style: Style

    /// As UIKit's default row height (44 points), so scrolling to the bottom of a table moves
    /// by its rows; `automaticDimension` counts as 44 too.
    // Read for every row a reload measures: unchecked, as the table's other state.
    @exclusivity(unchecked) public var rowHeight: CGFloat = 44
    @exclusivity(unchecked) public var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    @exclusivity(unchecked) public var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    @exclusivity(unchecked) public var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    public var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    public var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Accepted for source compatibility: layout and editing controls are not drawn.
    public var tableHeaderView: UIView?
    public var tableFooterView: UIView?
    public var separatorStyle = UITableViewCell.SeparatorStyle.singleLine
    public var separatorColor: UIColor?
    public var separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    public var allowsSelection = true
    public private(set) var isEditing = false

    public func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The rows' height (as the delegate says, else `rowHeight`); set values are ignored, as
    /// UIKit computes it.
    open override var contentSize: CGSize {
        get {
            loadIfNeeded()
            let height = delegateRowHeights ?? CGFloat(numberOfRows) * Self.effective(rowHeight)
            return CGSize(width: frame.width, height: height)
        }
        set {}
    }

    private static func effective(_ height: CGFloat) -> CGFloat {
        height < 0 ? 44 : height
    }

    /// All the rows, over every section (rxs's: the count `table.count` shows).
    package var numberOfRows: Int {
        loadIfNeeded()
        return sections.reduce(0) { $0 + $1.cells.count }
    }

    public var numberOfSections: Int {
        loadIfNeeded()
        return sections.count
    }

    public func numberOfRows(inSection section: Int) -> Int {
        loadIfNeeded()
        return sections.indices.contains(section) ? sections[section].cells.count : 0
    }

    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        loadIfNeeded()
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].cells.indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section].cells[indexPath.row]
    }

    /// Every row's cell: a headless table shows them all.
    public var visibleCells: [UITableViewCell] {
        loadIfNeeded()
        return sections.flatMap(\.cells)
    }

    public var indexPathsForVisibleRows: [IndexPath]? {
        loadIfNeeded()
        return sections.indices.flatMap { section in sections[section].cells.indices.map { IndexPath(row: $0, section: section) } }
    }

    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        loadIfNeeded()
        for (section, content) in sections.enumerated() {
            if let row = content.cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// Accepted: every row is on screen already.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// Whether rows carry sections in snapshots: several sections, or a header.
    var isSectioned: Bool {
        // A loop, not `contains(where:)`: see `currentRows`.
        if sections.count > 1 { return true }
        for index in sections.indices where sections[index].header != nil { return true }
        return false
    }

    /// `delegate` as a table's delegate, cast once when it is set (a protocol cast looks the
    /// conformance up each time, and a reload asks the delegate of every row), and `delegate`
    /// when it is `rx`'s own proxy (not a subclass, which may override its methods). Read only
    /// while `delegate` holds its object (TableView+Delegate.swift).
    @exclusivity(unchecked) final unowned(unsafe) var tableDelegateValue: (any UITableViewDelegate)?
    @exclusivity(unchecked) final unowned(unsafe) var rxDelegateProxyValue: RxTableViewDelegateProxy?

    override func delegateDidChange() {
        tableDelegateValue = delegate as? UITableViewDelegate
        if let proxy = delegate as? RxTableViewDelegateProxy, type(of: proxy) == RxTableViewDelegateProxy.self {
            rxDelegateProxyValue = proxy
        } else {
            rxDelegateProxyValue = nil
        }
    }

    /// Rebuilds every row from the data source and clears the selection, as UIKit does; the
    /// cells it had are kept for reuse.
    open func reloadData() {
        needsReload = false
        reloads &+= 1
        indexPathForSelectedRow = nil
        var before = sections
        // Read once: the delegate cannot change while the rows are told.
        let delegate = delegateToTell(.tableViewDidEndDisplayingCellForRowAt)
        for (section, content) in before.enumerated() {
            for (row, cell) in content.cells.enumerated().reversed() {
                enqueue(cell)
                delegate?.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(row: row, section: section))
            }
        }
        sections = Self.noSections
        guard let dataSource else {
            measure()
            return
        }
        // The arrays a reload fills are the last reload's (a table of one section): its
        // sections array, emptied here, and its rows array, emptied at the end of that reload.
        // What the old section held (its cells and header view) is kept to the end, as before.
        var newSections: [Section] = []
        var oldSection: Section?
        if before.count == 1 {
            oldSection = before.popLast()
            swap(&newSections, &before)
        }
        var counts: [Int] = []
        swap(&counts, &spareRowCounts)
        let proxy = Self.rxProxy(dataSource)
        readSections(of: dataSource, proxy: proxy, counts: &counts, headers: &newSections)
        sections = newSections
        newSections = []
        for (section, count) in counts.enumerated() {
            var cells: [UITableViewCell] = []
            if section == 0 { swap(&cells, &spareCells) }
            cells.reserveCapacity(count)
            appendCells(ofSection: section, count: count, from: dataSource, proxy: proxy, to: &cells)
            sections[section].cells = cells
        }
        loadHeaderViews()
        if AppearanceRegistry.anyProxiesMade { applyAppearanceProxiesToCells() }
        measure()
        displayAll()
        spareRowCounts = counts
        // Kept for the next reload unless far bigger than what is shown now: a table that once
        // showed thousands of rows does not hold that room for life.
        if var oldCells = oldSection?.cells, oldCells.capacity <= max(64, 4 * (counts.first ?? 0)) {
            oldSection = nil
            oldCells.removeAll(keepingCapacity: true)
            spareCells = oldCells
        }
    }

    /// A section with no rows yet and the data source's title for it.
    func header(of section: Int, from dataSource: any UITableViewDataSource) -> Section {
        Section(title: dataSource.tableView(self, titleForHeaderInSection: section))
    }

    /// Asks the delegate for the sections' header views, once their rows are in.
    func loadHeaderViews() {
        for section in sections.indices {
            sections[section].headerView = tableDelegate?.tableView(self, viewForHeaderInSection: section)
        }
    }

    /// The data source's row count of each of its sections.
    func rowCounts(of dataSource: any UITableViewDataSource) -> [Int] {
        var counts: [Int] = []
        readRowCounts(of: dataSource, into: &counts)
        return counts
    }

    /// `rowCounts(of:)` into `counts`, emptied first (its storage kept).
    func readRowCounts(of dataSource: any UITableViewDataSource, into counts: inout [Int]) {
        counts.removeAll(keepingCapacity: true)
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            counts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
        }
    }

    private func displayAll() {
        guard let tableDelegate = delegateToTell(.tableViewWillDisplayCellForRowAt) else { return }
        for (section, content) in sections.enumerated() {
            for (row, cell) in content.cells.enumerated() {
                tableDelegate.tableView(self, willDisplay: cell, forRowAt: IndexPath(row: row, section: section))
            }
        }
    }

    /// Asks the delegate the rows' heights, as UIKit does when it lays rows out.
    func measure() {
        // rx's own proxy (then also `tableDelegate`) without a forward delegate answers `rowHeight`
        // for every row: added up here row by row (the same sum), each count read in place.
        let proxy = rxDelegateProxy
        guard let tableDelegate = proxy ?? tableDelegate else {
            delegateRowHeights = nil
            return
        }
        let asksEachRow = proxy?.answersRowHeights ?? true
        let fixedHeight = Self.effective(rowHeight)
        var total: CGFloat = 0
        guard asksEachRow else {
            for section in sections.indices { for _ in 0..<sections[section].cells.count { total += fixedHeight } }
            delegateRowHeights = total
            return
        }
        for (section, content) in sections.enumerated() {
            for row in content.cells.indices {
                total += Self.effective(tableDelegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section)))
            }
        }
        delegateRowHeights = total
    }

    /// Loads the rows of a data source set since the last load, as UIKit does when it first
    /// lays the table out (or is asked its counts).
    func loadIfNeeded() {
        if needsReload, updateDepth == 0 { reloadData() }
    }

    func enqueue(_ cell: UITableViewCell) {
        if let identifier = cell.reuseIdentifier { reuseQueues[queueIndex(identifier)].cells.append(cell) }
    }

    // MARK: Snapshot

    /// Rows are read from the cells when they may have changed (`currentRows`), and rows equal
    /// to the last ones are the last ones, so comparing snapshots stays cheap; the rest changes
    /// only with `revision` and the refresh control's.
    public override func _elementSnapshot() -> _ElementSnapshot {
        loadIfNeeded()
        let rows = currentRows()
        let refreshing = refreshControl.map { (ObjectIdentifier($0), $0.revision) }
        let sameProperties = lastSnapshot?.revision == revision && lastSnapshot?.refreshing?.0 == refreshing?.0
            && lastSnapshot?.refreshing?.1 == refreshing?.1
        // The kept snapshot is read in place and copied only when handed out: a copy of the
        // kept tuple (or taking it out and putting it back) went through the runtime's
        // generic tuple copy.
        if let keptRows = lastSnapshot?.snapshot.rows, rows == keptRows {
            guard sameProperties, let kept = lastSnapshot?.snapshot else { return remember(rows: keptRows, refreshing: refreshing) }
            return kept
        }
        // Only the rows differ (a reload): the properties are the last ones while nothing they
        // read moved — `revision` counts the table's own (hidden, alpha, colour, selection),
        // the refresh control's is compared — and no row is selected (a selection is shown by
        // its place among the sections' rows). Building them again was about 1.4k instructions.
        if sameProperties, indexPathForSelectedRow == nil {
            lastSnapshot?.snapshot.rows = rows
            if let kept = lastSnapshot?.snapshot { return kept }
        }
        return remember(rows: rows, refreshing: refreshing)
    }

    @exclusivity(unchecked) final var lastSnapshot: (snapshot: _ElementSnapshot, revision: UInt64, refreshing: (ObjectIdentifier, UInt64)?)?
    /// Counts reloads and batch updates: the cells change only there.
    @exclusivity(unchecked) final var reloads: UInt64 = 0
    @exclusivity(unchecked) final var rowCache: (reloads: UInt64, revision: UInt64, rows: [_RowSnapshot])?

    private func remember(rows: [_RowSnapshot], refreshing: (ObjectIdentifier, UInt64)?) -> _ElementSnapshot {
        // A table of sections shows its selection as `section.row`.
        let sectioned = isSectioned
        let flatSelection = indexPathForSelectedRow.map { selection in
            sections.prefix(selection.section).reduce(0) { $0 + $1.cells.count } + selection.row
        }
        var snapshot = _ElementSnapshot.table(
            id: id, rows: rows, selected: sectioned ? nil : flatSelection,
            refreshing: refreshControl?.isRefreshing ?? false, hidden: isHidden
        ).adding(appearanceProperties)
        if sectioned, let selection = indexPathForSelectedRow {
            snapshot = snapshot.replacing("selected", with: .string("\(selection.section).\(selection.row)"))
        }
        lastSnapshot = (snapshot, revision, refreshing)
        return snapshot
    }
}
