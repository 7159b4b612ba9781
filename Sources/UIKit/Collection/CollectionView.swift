import Foundation
import RxCocoa
import RxSwift

/// A collection, as `UICollectionView`: it asks its data source for sections, items and
/// section headers (on `reloadData()`, after a batch update, and the first time it is read
/// after the data source was set), and tells its delegate what it displays and what the user
/// selects. Snapshot: the items as rows (`collection[3].title`, `collection[1][0].title` with
/// several sections or headers), `selected`.
open class UICollectionView: UIScrollView, @preconcurrency HasDataSource {
    public typealias DataSource = UICollectionViewDataSource

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Held weakly, as UIKit does; `rx.items` installs its proxy here.
    public weak var dataSource: (any UICollectionViewDataSource)? {
        didSet {
            needsReload = true
            noteChange()
        }
    }
    /// Held weakly, as UIKit does; told nothing by the collection itself (every item shows at once).
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    public internal(set) var indexPathsForSelectedItems: [IndexPath]? = [] {
        didSet { noteChange() }
    }

    struct Section {
        var header: UICollectionReusableView?
        var cells: [UICollectionViewCell]
    }

    var sections = [Section(header: nil, cells: [])]
    var needsReload = false
    var updateDepth = 0
    /// Made at the first batch update, as a table's.
    lazy var pendingUpdates = BatchUpdates()
    /// The explanation of the last batch update the data source contradicted.
    var lastInconsistency: String?
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    /// Cells and supplementary views taken off the collection, by reuse identifier.
    var reusableCells: [String: [UICollectionViewCell]] = [:]
    var reusableViews: [String: [UICollectionReusableView]] = [:]

    /// As UIKit's, open to a subclass (`CollectionView+Reuse`; any class: one that is not a
    /// collection cell, or nil, registers a plain cell).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
        reusableCells[identifier] = nil
    }

    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        supplementaryClasses[elementKind + "\u{0}" + identifier] = viewClass as? UICollectionReusableView.Type
        reusableViews[elementKind + "\u{0}" + identifier] = nil
    }

    /// rxs's: a collection with the element id scripts address, phone-sized unless a frame is given.
    public convenience init(id: String = "", frame: CGRect = .zero) {
        let frame = frame == .zero ? _Window.screenBounds : frame
        self.init(frame: frame, collectionViewLayout: UICollectionViewFlowLayout())
        self.id = id
    }

    /// As UIKit's: a collection with no id (one a screen does not list) and its layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionViewReference = self
    }

    /// Kept as UIKit keeps it; items are shown one a row whatever the layout says.
    public var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionViewReference = self }
    }
    public var allowsSelection = true
    public var allowsMultipleSelection = false

    /// The kinds of supplementary views, as UIKit names them.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// As a flow layout's default item height, one item per row.
    package var itemHeight: CGFloat = 50

    /// The items' height; set values are ignored, as the layout computes it.
    open override var contentSize: CGSize {
        get { CGSize(width: frame.width, height: CGFloat(allCells.count) * itemHeight) }
        set {}
    }

    private var allCells: [UICollectionViewCell] {
        loadIfNeeded()
        return sections.flatMap(\.cells)
    }

    var collectionDelegate: UICollectionViewDelegate? { delegate as? UICollectionViewDelegate }

    public var numberOfSections: Int {
        loadIfNeeded()
        return sections.count
    }

    public func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return sections.indices.contains(section) ? sections[section].cells.count : 0
    }

    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        loadIfNeeded()
        guard sections.indices.contains(indexPath.section),
              sections[indexPath.section].cells.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].cells[indexPath.item]
    }

    public var visibleCells: [UICollectionViewCell] { allCells }

    public var indexPathsForVisibleItems: [IndexPath] {
        loadIfNeeded()
        return sections.indices.flatMap { section in sections[section].cells.indices.map { IndexPath(item: $0, section: section) } }
    }

    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        loadIfNeeded()
        for (section, content) in sections.enumerated() {
            if let item = content.cells.firstIndex(where: { $0 === cell }) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    /// The header or footer shown for `indexPath`'s section, if any.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        loadIfNeeded()
        guard elementKind == Self.elementKindSectionHeader, sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].header
    }

    /// The kind each supplementary view was dequeued for, to queue it again.
    var kinds: [ObjectIdentifier: String] = [:]

    private func enqueue(_ cell: UICollectionViewCell) {
        if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
    }

    private func enqueue(_ view: UICollectionReusableView) {
        if let identifier = view.reuseIdentifier, let kind = kinds[ObjectIdentifier(view)] {
            reusableViews[kind + "\u{0}" + identifier, default: []].append(view)
        }
    }

    // MARK: Loading

    open func reloadData() {
        needsReload = false
        indexPathsForSelectedItems = []
        for (section, content) in sections.enumerated() {
            takeOff(content.header, section: section)
            for (item, cell) in content.cells.enumerated().reversed() { takeOff(cell, at: IndexPath(item: item, section: section)) }
        }
        sections = [Section(header: nil, cells: [])]
        guard let dataSource else {
            noteChange()
            return
        }
        let counts = itemCounts(of: dataSource)
        sections = counts.indices.map { Section(header: header(of: $0, from: dataSource), cells: []) }
        for (section, count) in counts.enumerated() {
            sections[section].cells = (0..<count).map { dataSource.collectionView(self, cellForItemAt: IndexPath(item: $0, section: section)) }
        }
        collectionViewLayout.layoutPass(of: self)
        if AppearanceRegistry.anyProxiesMade { applyAppearanceProxiesToCells() }
        noteChange()
        for section in sections.indices { display(section: section, cells: sections[section].cells.indices) }
    }

    func itemCounts(of dataSource: any UICollectionViewDataSource) -> [Int] {
        (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
    }

    /// The section's header, asked of the data source when the layout gives headers a size
    /// (a compositional layout: a top boundary item, asked with its kind).
    func header(of section: Int, from dataSource: any UICollectionViewDataSource) -> UICollectionReusableView? {
        if let compositional = collectionViewLayout as? UICollectionViewCompositionalLayout {
            guard let kind = compositional.headerKind(ofSection: section, in: self) else { return nil }
            return dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
        }
        let size = (delegate as? UICollectionViewDelegateFlowLayout)?
            .collectionView(self, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
            ?? (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
        guard size.width > 0 || size.height > 0 else { return nil }
        return dataSource.collectionView(self, viewForSupplementaryElementOfKind: Self.elementKindSectionHeader,
                                         at: IndexPath(item: 0, section: section))
    }

    func display(section: Int, cells items: some Sequence<Int>) {
        if let header = sections[section].header {
            collectionDelegate?.collectionView(self, willDisplaySupplementaryView: header,
                                               forElementKind: Self.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
        }
        for item in items {
            collectionDelegate?.collectionView(self, willDisplay: sections[section].cells[item], forItemAt: IndexPath(item: item, section: section))
        }
    }

    func takeOff(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        enqueue(cell)
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func takeOff(_ header: UICollectionReusableView?, section: Int) {
        guard let header else { return }
        enqueue(header)
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: header,
                                           forElementOfKind: Self.elementKindSectionHeader, at: IndexPath(item: 0, section: section))
    }

    func loadIfNeeded() {
        if needsReload, updateDepth == 0 { reloadData() }
    }

    // MARK: Selection

    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition = []) {
        indexPathsForSelectedItems = indexPath.flatMap { cellForItem(at: $0) == nil ? nil : [$0] } ?? []
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedItems?.removeAll { $0 == indexPath }
    }

    /// Where `selectItem` and `scrollToItem` bring an item, as `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Accepted: every item is on screen already.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}

    /// The user tapped item `row` (counted over the collection) or `row` of `section`: as
    /// UIKit, the delegate may refuse it (`shouldSelectItemAt`); the item selected before is
    /// deselected, then `didSelectItemAt`.
    func userSelect(row: Int, section: Int?) throws(_UserInputError) {
        if isHidden { throw .hidden(id: id) }
        loadIfNeeded()
        let indexPath: IndexPath
        if let section {
            indexPath = IndexPath(item: row, section: section)
            guard cellForItem(at: indexPath) != nil else {
                throw .rowOutOfRange(id: "\(id)[\(section)]", row: row, count: numberOfItems(inSection: section))
            }
        } else {
            guard let flat = flatIndexPath(row) else { throw .rowOutOfRange(id: id, row: row, count: allCells.count) }
            indexPath = flat
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in indexPathsForSelectedItems ?? [] where previous != indexPath {
                indexPathsForSelectedItems = []
                collectionDelegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        indexPathsForSelectedItems = allowsMultipleSelection ? (indexPathsForSelectedItems ?? []) + [indexPath] : [indexPath]
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    private func flatIndexPath(_ index: Int) -> IndexPath? {
        guard index >= 0 else { return nil }
        var remaining = index
        for (section, content) in sections.enumerated() {
            if remaining < content.cells.count { return IndexPath(item: remaining, section: section) }
            remaining -= content.cells.count
        }
        return nil
    }

    public override func _elementSnapshot() -> _ElementSnapshot {
        loadIfNeeded()
        let headers = sections.map { $0.header?.shownTexts.first }
        let sectioned = sections.count > 1 || headers.contains { $0 != nil }
        var rows: [_RowSnapshot] = []
        for (section, content) in sections.enumerated() {
            for (item, cell) in content.cells.enumerated() {
                var row = cell._rowSnapshot()
                if sectioned {
                    row.section = section
                    row.rowInSection = item
                    if item == 0 { row.sectionHeader = headers[section] }
                }
                rows.append(row)
            }
        }
        let selected: _SnapshotValue
        if let selection = indexPathsForSelectedItems?.first {
            selected = sectioned ? .string("\(selection.section).\(selection.item)")
                : .int(sections.prefix(selection.section).reduce(0) { $0 + $1.cells.count } + selection.item)
        } else {
            selected = .null
        }
        return _ElementSnapshot(id: id, kind: .collection, properties: ["hidden": .bool(isHidden), "selected": selected],
                               rows: rows).adding(appearanceProperties)
    }
}
