import Foundation
import RxCocoa
import RxSwift

/// A data source for a collection of sections, as RxDataSources' `CollectionViewSectionedDataSource`.
open class _CollectionViewSectionedDataSource<Section: _SectionModelType>: UICollectionViewDataSource,
    @preconcurrency SectionedViewDataSourceType {
    public typealias Item = Section.Item
    public typealias ConfigureCell =
        (_CollectionViewSectionedDataSource<Section>, UICollectionView, IndexPath, Item) -> UICollectionViewCell

    public var configureCell: ConfigureCell
    public private(set) var sectionModels: [Section] = []

    public init(configureCell: @escaping ConfigureCell) {
        self.configureCell = configureCell
    }

    public func setSections(_ sections: [Section]) {
        sectionModels = sections
    }

    public subscript(section: Int) -> Section { sectionModels[section] }

    public subscript(indexPath: IndexPath) -> Item {
        sectionModels[indexPath.section].items[indexPath.item]
    }

    public func model(at indexPath: IndexPath) throws -> Any {
        guard sectionModels.indices.contains(indexPath.section),
              sectionModels[indexPath.section].items.indices.contains(indexPath.item) else {
            throw _RowNotFound(row: indexPath.item, count: sectionModels.indices.contains(indexPath.section)
                ? sectionModels[indexPath.section].items.count : 0)
        }
        return self[indexPath]
    }

    public func numberOfSections(in collectionView: UICollectionView) -> Int { max(sectionModels.count, 1) }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionModels.indices.contains(section) ? sectionModels[section].items.count : 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        configureCell(self, collectionView, indexPath, self[indexPath])
    }
}

/// Reloads the whole collection on every new array of sections, as RxDataSources'
/// `RxCollectionViewSectionedReloadDataSource`.
open class _RxCollectionViewSectionedReloadDataSource<Section: _SectionModelType>:
    _CollectionViewSectionedDataSource<Section>, @preconcurrency RxCollectionViewDataSourceType {
    public typealias Element = [Section]

    open func collectionView(_ collectionView: UICollectionView, observedEvent: Event<[Section]>) {
        guard case .next(let sections) = observedEvent else { return }
        setSections(sections)
        collectionView.reloadData()
    }
}
