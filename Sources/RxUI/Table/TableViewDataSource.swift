import FoundationEssentials
import RxSwift

/// What a table asks for its rows, as `UITableViewDataSource`; one section unless it says
/// otherwise.
public protocol TableViewDataSource: AnyObject {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// A data source fed by a sequence, as RxCocoa's `RxTableViewDataSourceType`.
public protocol RxTableViewDataSourceType<Element> {
    associatedtype Element
    func tableView(_ tableView: TableView, observedEvent: Event<Element>)
}

/// A data source that can return the model behind a row (for `modelSelected`).
public protocol SectionedViewDataSourceType {
    func model(at indexPath: IndexPath) throws -> Any
}

/// Thrown by `model(at:)` for a row the data source does not have.
public struct RowNotFound: Error, Hashable, Sendable, CustomStringConvertible {
    public let row: Int
    public let count: Int

    public var description: String {
        PathError.rowOutOfRange(path: "", id: "table", row: row, count: count).description
    }
}

/// The data source behind `tableView.rx.items { tableView, row, element in … }`: keeps the
/// latest elements and builds each row's cell with the closure.
public final class RxTableViewReactiveArrayDataSource<Item>:
    TableViewDataSource, RxTableViewDataSourceType, SectionedViewDataSourceType {
    public typealias Element = [Item]
    public typealias CellFactory = (TableView, Int, Item) -> TableViewCell

    public private(set) var items: [Item] = []
    private let cellFactory: CellFactory

    public init(cellFactory: @escaping CellFactory) {
        self.cellFactory = cellFactory
    }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    /// The cell for a row; a row it does not have gets an empty cell rather than a crash.
    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        guard (0..<items.count).contains(indexPath.row) else { return TableViewCell(style: .default, reuseIdentifier: nil) }
        return cellFactory(tableView, indexPath.row, items[indexPath.row])
    }

    public func tableView(_ tableView: TableView, observedEvent: Event<[Item]>) {
        guard case .next(let elements) = observedEvent else { return }
        items = elements
        tableView.reloadData()
    }

    public func model(at indexPath: IndexPath) throws -> Any {
        guard (0..<items.count).contains(indexPath.row) else { throw RowNotFound(row: indexPath.row, count: items.count) }
        return items[indexPath.row]
    }
}
