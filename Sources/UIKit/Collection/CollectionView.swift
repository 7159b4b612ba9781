import Foundation
import RxCocoa
import RxSwift

/// A collection cell, as `UICollectionViewCell`: the labels and image of a table cell, read
/// the same way (`rowSnapshot()`); a custom cell with outlets of its own overrides that.
open class UICollectionViewCell: UITableViewCell {
    public convenience init(frame: CGRect) {
        self.init(style: .subtitle, reuseIdentifier: nil)
    }
}

/// What a collection asks for its items, as `UICollectionViewDataSource`.
public protocol UICollectionViewDataSource: AnyObject {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    func numberOfSections(in collectionView: UICollectionView) -> Int
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

/// A collection, as `UICollectionView`: it asks its data source for items on `reloadData()`
/// and reports the user's selections. Snapshot: the items as rows (`collection[3].title`,
/// `collection[1][0].title` with several sections), `selected`.
public final class UICollectionView: UIScrollView {
    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    public weak var dataSource: (any UICollectionViewDataSource)?
    public private(set) var indexPathsForSelectedItems: [IndexPath] = [] {
        didSet { noteChange() }
    }
    private var cells: [UICollectionViewCell] = []
    private var sectionStarts = [0]
    private var registrations: [String: UICollectionViewCell.Type] = [:]
    let selected = PublishSubject<IndexPath>()

    /// As RxCocoa's: the control's events complete when it is deallocated.
    deinit {
        selected.onCompleted()
    }

    public init(id: String = "", frame: CGRect = .zero) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(id: id)
        if frame != .zero { self.frame = frame }
    }

    /// As UIKit's: a collection with no id (one a screen does not list) and its layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// Kept as UIKit keeps it; items are shown one a row whatever the layout says.
    public var collectionViewLayout: UICollectionViewLayout

    /// The kinds of supplementary views, as UIKit names them.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// As a flow layout's default item height, one item per row.
    public var itemHeight: CGFloat = 50

    /// The items' height; set values are ignored, as the layout computes it.
    public override var contentSize: CGSize {
        get { CGSize(width: frame.width, height: CGFloat(cells.count) * itemHeight) }
        set {}
    }

    public var numberOfSections: Int { sectionStarts.count }

    public func numberOfItems(inSection section: Int) -> Int {
        guard sectionStarts.indices.contains(section) else { return 0 }
        let end = section + 1 < sectionStarts.count ? sectionStarts[section + 1] : cells.count
        return end - sectionStarts[section]
    }

    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section) else { return nil }
        return cells[sectionStarts[indexPath.section] + indexPath.item]
    }

    public func register(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A fresh cell of the class registered for `identifier` (a plain cell when none is).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        (registrations[identifier] ?? UICollectionViewCell.self).init(style: .subtitle, reuseIdentifier: identifier)
    }

    public func reloadData() {
        indexPathsForSelectedItems = []
        cells = []
        sectionStarts = [0]
        guard let dataSource else {
            noteChange()
            return
        }
        sectionStarts = []
        for section in 0..<max(1, dataSource.numberOfSections(in: self)) {
            sectionStarts.append(cells.count)
            let count = max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
            cells += (0..<count).map { dataSource.collectionView(self, cellForItemAt: IndexPath(item: $0, section: section)) }
        }
        noteChange()
    }

    public func selectItem(at indexPath: IndexPath?, animated: Bool) {
        indexPathsForSelectedItems = indexPath.flatMap { cellForItem(at: $0) == nil ? nil : [$0] } ?? []
    }

    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        indexPathsForSelectedItems.removeAll { $0 == indexPath }
    }

    /// The user tapped item `row` (counted over the collection) or `row` of `section`.
    func userSelect(row: Int, section: Int?) throws(_UserInputError) {
        if isHidden { throw .hidden(id: id) }
        let indexPath: IndexPath
        if let section {
            indexPath = IndexPath(item: row, section: section)
            guard cellForItem(at: indexPath) != nil else {
                throw .rowOutOfRange(id: "\(id)[\(section)]", row: row, count: numberOfItems(inSection: section))
            }
        } else {
            guard cells.indices.contains(row) else { throw .rowOutOfRange(id: id, row: row, count: cells.count) }
            let section = sectionStarts.lastIndex { $0 <= row } ?? 0
            indexPath = IndexPath(item: row - sectionStarts[section], section: section)
        }
        indexPathsForSelectedItems = [indexPath]
        selected.onNext(indexPath)
    }

    public override func elementSnapshot() -> _ElementSnapshot {
        var rows = cells.map { $0.rowSnapshot() }
        if sectionStarts.count > 1 {
            for index in rows.indices {
                let section = sectionStarts.lastIndex { $0 <= index } ?? 0
                rows[index].section = section
                rows[index].rowInSection = index - sectionStarts[section]
            }
        }
        let selection = indexPathsForSelectedItems.first
        let selected: _SnapshotValue
        if let selection {
            selected = sectionStarts.count > 1 ? .string("\(selection.section).\(selection.item)")
                : .int(sectionStarts[selection.section] + selection.item)
        } else {
            selected = .null
        }
        return _ElementSnapshot(id: id, kind: .collection, properties: ["hidden": .bool(isHidden), "selected": selected],
                               rows: rows).adding(appearanceProperties)
    }
}
