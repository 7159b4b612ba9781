import Foundation
import RxSwift

/// A table's data source fed by snapshots, as UIKit's `UITableViewDiffableDataSource` (iOS 13):
/// made with the table, it becomes the table's data source (held weakly by the table, as on
/// iOS); `apply` makes the table show the snapshot's rows, as a reload does. As UIKit's, rows
/// are not editable until a subclass says so (`canEditRowAt`), and `commit` does nothing.
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>:
    NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Kept as UIKit keeps it: rows are not animated.
    public var defaultRowAnimation = UITableView.RowAnimation.automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// A copy of the snapshot the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        current
    }

    /// Shows `snapshot`: the table loads its rows again (animation is not shown), then
    /// `completion` runs.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        current = snapshot
        current.clearMarks()
        tableView?.reloadData()
        completion?()
    }

    /// As UIKit's (iOS 15): `apply` without working out the differences.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, completion: (() -> Void)? = nil
    ) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier).map { IndexPath(row: $0[1], section: $0[0]) }
    }

    /// As UIKit's (iOS 15).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifier(at: index)
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int {
        current.numberOfSections
    }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.itemCount(inSection: section)
    }

    /// The cell provider's cell; an empty cell, with a `log:` line, where it returns none
    /// (UIKit stops the app).
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = current.item(at: indexPath) else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        RxSwift.print("UITableViewDiffableDataSource: the cell provider returned nil for item "
            + "\(NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>.describe(item)); "
            + "an empty cell is shown (UIKit stops the app here)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}
