import Foundation
import RxCocoa
import RxSwift
import UIKit

/// A table data source of sections: cells from `configureCell`, headers from
/// `titleForHeaderInSection`, and the models behind rows for `rx.modelSelected`.
open class TableViewSectionedDataSource<Section: SectionModelType>: NSObject, UITableViewDataSource,
    SectionedViewDataSourceType {
    public typealias Item = Section.Item
    public typealias ConfigureCell = (TableViewSectionedDataSource<Section>, UITableView, IndexPath, Item) -> UITableViewCell
    public typealias TitleForHeaderInSection = (TableViewSectionedDataSource<Section>, Int) -> String?

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

    public subscript(indexPath: IndexPath) -> Item { sectionModels[indexPath.section].items[indexPath.row] }

    public func model(at indexPath: IndexPath) throws -> Any {
        guard sectionModels.indices.contains(indexPath.section),
              sectionModels[indexPath.section].items.indices.contains(indexPath.row) else {
            throw RxCocoaError.itemsNotYetBound(object: self)
        }
        return self[indexPath]
    }

    open func numberOfSections(in tableView: UITableView) -> Int { sectionModels.count }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionModels.indices.contains(section) ? sectionModels[section].items.count : 0
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        configureCell(self, tableView, indexPath, self[indexPath])
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titleForHeaderInSection(self, section)
    }
}
