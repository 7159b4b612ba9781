import FoundationEssentials
import RxCocoa
import RxSwift

/// What a table asks for its rows, as `UITableViewDataSource`; one section unless it says
/// otherwise.
public protocol UITableViewDataSource: AnyObject {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    func numberOfSections(in tableView: UITableView) -> Int
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
}

/// A data source fed by a sequence, as RxCocoa's `RxTableViewDataSourceType`.
public protocol RxTableViewDataSourceType<Element> {
    associatedtype Element
    func tableView(_ tableView: UITableView, observedEvent: Event<Element>)
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
    UITableViewDataSource, RxTableViewDataSourceType, SectionedViewDataSourceType {
    public typealias Element = [Item]
    public typealias CellFactory = (UITableView, Int, Item) -> UITableViewCell

    public private(set) var items: [Item] = []
    private let cellFactory: CellFactory

    public init(cellFactory: @escaping CellFactory) {
        self.cellFactory = cellFactory
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    /// The cell for a row; a row it does not have gets an empty cell rather than a crash.
    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard (0..<items.count).contains(indexPath.row) else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        return cellFactory(tableView, indexPath.row, items[indexPath.row])
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
}
