import FoundationEssentials
import RxCocoa
import RxSwift

/// A section of items, as RxDataSources' `SectionModelType`.
public protocol _SectionModelType {
    associatedtype Item
    var items: [Item] { get }
    init(original: Self, items: [Item])
}

/// A section with a model (its header, typically) and items, as RxDataSources' `SectionModel`.
public struct _SectionModel<Section, ItemType>: _SectionModelType {
    public typealias Item = ItemType
    public var model: Section
    public var items: [Item]

    public init(model: Section, items: [Item]) {
        self.model = model
        self.items = items
    }

    public init(original: _SectionModel<Section, Item>, items: [Item]) {
        self.model = original.model
        self.items = items
    }

    public var identity: Section { model }
}

extension _SectionModel: CustomStringConvertible {
    public var description: String { "\(model) > \(items)" }
}

/// A data source for a table of sections, as RxDataSources' `TableViewSectionedDataSource`:
/// cells from `configureCell`, headers from `titleForHeaderInSection`.
open class _TableViewSectionedDataSource<Section: _SectionModelType>: UITableViewDataSource, @preconcurrency SectionedViewDataSourceType {
    public typealias Item = Section.Item
    public typealias ConfigureCell = (_TableViewSectionedDataSource<Section>, UITableView, IndexPath, Item) -> UITableViewCell
    public typealias TitleForHeaderInSection = (_TableViewSectionedDataSource<Section>, Int) -> String?

    public var configureCell: ConfigureCell
    public var titleForHeaderInSection: TitleForHeaderInSection
    public private(set) var sectionModels: [Section] = []

    public init(configureCell: @escaping ConfigureCell,
                titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil }) {
        self.configureCell = configureCell
        self.titleForHeaderInSection = titleForHeaderInSection
    }

    public func setSections(_ sections: [Section]) {
        sectionModels = sections
    }

    public subscript(section: Int) -> Section { sectionModels[section] }

    public subscript(indexPath: IndexPath) -> Item {
        sectionModels[indexPath.section].items[indexPath.row]
    }

    public func model(at indexPath: IndexPath) throws -> Any {
        guard sectionModels.indices.contains(indexPath.section),
              sectionModels[indexPath.section].items.indices.contains(indexPath.row) else {
            throw _RowNotFound(row: indexPath.row, count: sectionModels.indices.contains(indexPath.section)
                ? sectionModels[indexPath.section].items.count : 0)
        }
        return self[indexPath]
    }

    public func numberOfSections(in tableView: UITableView) -> Int { max(sectionModels.count, 1) }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionModels.indices.contains(section) ? sectionModels[section].items.count : 0
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        configureCell(self, tableView, indexPath, self[indexPath])
    }

    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionModels.indices.contains(section) ? titleForHeaderInSection(self, section) : nil
    }
}

/// Reloads the whole table on every new array of sections, as RxDataSources'
/// `RxTableViewSectionedReloadDataSource`: `sections.bind(to: tableView.rx.items(dataSource: dataSource))`.
open class _RxTableViewSectionedReloadDataSource<Section: _SectionModelType>:
    _TableViewSectionedDataSource<Section>, @preconcurrency RxTableViewDataSourceType {
    public typealias Element = [Section]

    open func tableView(_ tableView: UITableView, observedEvent: Event<[Section]>) {
        guard case .next(let sections) = observedEvent else { return }
        setSections(sections)
        tableView.reloadData()
    }
}
