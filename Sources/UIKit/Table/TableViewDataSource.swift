import FoundationEssentials
import RxCocoa
import RxSwift

/// What a table asks for its rows, as `UITableViewDataSource`: the two row methods are
/// required; the rest are optional, as in UIKit, with UIKit's behaviour in the extension (one
/// section, no titles, rows editable, none movable).
@preconcurrency @MainActor public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        index
    }
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {}
}

/// A data source fed by a sequence, as RxCocoa's `RxTableViewDataSourceType`.
public protocol RxTableViewDataSourceType<Element> {
    associatedtype Element
    func tableView(_ tableView: UITableView, observedEvent: Event<Element>)
}

/// A data source of one section with no title whose `tableView(_:cellForRowAt:)` reads only
/// the row (`rx.items`' array data source): a reload asks it by row, without an index path.
@preconcurrency @MainActor protocol RowCellSource: AnyObject {
    /// What `tableView(_:numberOfRowsInSection:)` answers for its one section.
    var rowCount: Int { get }
    func cell(forRow row: Int, in tableView: UITableView) -> UITableViewCell
    /// What `model(at:)` returns for `row`, as `T`: the same error for a row it does not
    /// have, and `_RowNotFound` with `tableView`'s row count for a model that is not a `T`.
    func model<T>(forRow row: Int, of tableView: UITableView) throws -> T
    /// Whether its rows' models are of type `T` itself.
    func holdsModels<T>(of type: T.Type) -> Bool
    /// The model of `row` when `holdsModels(of: T.self)`; nil for a row it does not have.
    func heldModel<T>(forRow row: Int, as type: T.Type) -> T?
}

/// A data source that can return the model behind a row (for `modelSelected`).
public protocol SectionedViewDataSourceType {
    func model(at indexPath: IndexPath) throws -> Any
}

/// Thrown by `model(at:)` for a row the data source does not have.
public struct _RowNotFound: Error, Hashable, Sendable, CustomStringConvertible {
    public let row: Int
    public let count: Int

    public var description: String {
        _PathError.rowOutOfRange(path: "", id: "table", row: row, count: count).description
    }
}

/// The data source behind `tableView.rx.items { tableView, row, element in … }`: keeps the
/// latest elements and builds each row's cell with the closure.
public final class _RxTableViewReactiveArrayDataSource<Item>:
    UITableViewDataSource, @preconcurrency RxTableViewDataSourceType, @preconcurrency SectionedViewDataSourceType, RowCellSource {
    public typealias Element = [Item]
    public typealias CellFactory = (UITableView, Int, Item) -> UITableViewCell

    /// Unchecked exclusivity: read for every row a reload builds, and no access calls out.
    @exclusivity(unchecked) nonisolated(unsafe) public private(set) var items: [Item] = []
    /// A row's cell from `items`, made where the data source is made (the initializer is
    /// inlinable): there the element type is known, and the row's element is read as that
    /// type. The class's own methods are compiled once for all element types, and read and
    /// copied the element through its type's metadata, for every row. The element is lent to
    /// the closure from the array, held here while the closure runs (`withLentElement`).
    @usableFromInline nonisolated(unsafe) let cellForRow: (_RxTableViewReactiveArrayDataSource<Item>, UITableView, Int) -> UITableViewCell

    /// Nonisolated, so that the closure it makes is a plain one: as a main-actor closure, each
    /// closure inside it that it hands the standard library would be checked at run time, for
    /// every row, for being on the main actor (Swift 6's dynamic isolation checks). It runs on
    /// the table's thread all the same: only a reload calls it.
    @inlinable nonisolated public init(cellFactory: @escaping CellFactory) {
        cellForRow = { dataSource, tableView, row in
            let items = dataSource.items
            return items.withUnsafeBufferPointer { rows in
                withLentElement(of: rows, at: row) { cellFactory(tableView, row, $0) }
            }
        }
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    /// The cell for a row; a row it does not have gets an empty cell rather than a crash.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cell(forRow: indexPath.row, in: tableView)
    }

    /// What `tableView(_:numberOfRowsInSection:)` answers (`RowCellSource`).
    var rowCount: Int { items.count }

    /// What `tableView(_:cellForRowAt:)` does, from the row alone (`RowCellSource`).
    func cell(forRow row: Int, in tableView: UITableView) -> UITableViewCell {
        guard row >= 0, row < items.count else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return cellForRow(self, tableView, row)
    }

    public func tableView(_ tableView: UITableView, observedEvent: Event<[Item]>) {
        guard case .next(let elements) = observedEvent else { return }
        items = elements
        tableView.reloadData()
    }

    public func model(at indexPath: IndexPath) throws -> Any {
        guard (0..<items.count).contains(indexPath.row) else { throw _RowNotFound(row: indexPath.row, count: items.count) }
        return items[indexPath.row]
    }

    /// `model(at:)` as `T` (`RowCellSource`): an element of `T` itself is handed over as it is,
    /// where `model(at:) as? T` boxed it in an `Any` and cast it back (a `swift_dynamicCast`),
    /// and returned without an `Optional<T>` (its metadata looked up at each call).
    func model<T>(forRow row: Int, of tableView: UITableView) throws -> T {
        guard (0..<items.count).contains(row) else { throw _RowNotFound(row: row, count: items.count) }
        if Item.self == T.self { return unsafeBitCast(items[row], to: T.self) }
        return try Self.model(items[row], row: row, of: tableView)
    }

    func holdsModels<T>(of type: T.Type) -> Bool { Item.self == T.self }

    func heldModel<T>(forRow row: Int, as type: T.Type) -> T? {
        guard Item.self == T.self, (0..<items.count).contains(row) else { return nil }
        return unsafeBitCast(items[row], to: T.self)
    }

    /// An element as another type `T`, as `model(at:)`'s `as? T`: a function of its own, so
    /// that the `Optional<T>` of its cast is not looked up for an element of type `T`.
    @inline(never)
    private static func model<T>(_ item: Item, row: Int, of tableView: UITableView) throws -> T {
        guard let model = item as? T else { throw _RowNotFound(row: row, count: tableView.numberOfRows) }
        return model
    }
}
