import Foundation
import RxCocoa
import RxSwift

/// A data source fed by a sequence, as RxCocoa's `RxCollectionViewDataSourceType`.
public protocol RxCollectionViewDataSourceType<Element> {
    associatedtype Element
    func collectionView(_ collectionView: UICollectionView, observedEvent: Event<Element>)
}

/// The data source behind `collectionView.rx.items { collectionView, row, element in … }`.
public final class _RxCollectionViewReactiveArrayDataSource<Item>:
    UICollectionViewDataSource, RxCollectionViewDataSourceType, SectionedViewDataSourceType {
    public typealias Element = [Item]
    public typealias CellFactory = (UICollectionView, Int, Item) -> UICollectionViewCell

    public private(set) var items: [Item] = []
    private let cellFactory: CellFactory

    public init(cellFactory: @escaping CellFactory) {
        self.cellFactory = cellFactory
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard items.indices.contains(indexPath.item) else { return UICollectionViewCell(frame: .zero) }
        return cellFactory(collectionView, indexPath.item, items[indexPath.item])
    }

    public func collectionView(_ collectionView: UICollectionView, observedEvent: Event<[Item]>) {
        guard case .next(let elements) = observedEvent else { return }
        items = elements
        collectionView.reloadData()
    }

    public func model(at indexPath: IndexPath) throws -> Any {
        guard items.indices.contains(indexPath.item) else { throw _RowNotFound(row: indexPath.item, count: items.count) }
        return items[indexPath.item]
    }
}

extension Reactive where Base: UICollectionView {
    /// `items.bind(to: collectionView.rx.items) { collectionView, row, element in … }`.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UICollectionView, Int, Sequence.Element) -> UICollectionViewCell) -> Disposable
    where Source.Element == Sequence {
        { cellFactory in
            let dataSource = _RxCollectionViewReactiveArrayDataSource<Sequence.Element>(cellFactory: cellFactory)
            return self.items(dataSource: dataSource)(source.asObservable().map { Array($0) })
        }
    }

    /// `items.bind(to: collectionView.rx.items(cellIdentifier: "Cell", cellType: MyCell.self)) { row, element, cell in … }`.
    public func items<Sequence: Swift.Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        { source in
            { configureCell in
                self.items(source)({ collectionView, row, element in
                    let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier,
                                                                      for: IndexPath(item: row, section: 0))
                    let cell = (dequeued as? Cell) ?? cellType.init(style: .subtitle, reuseIdentifier: cellIdentifier)
                    configureCell(row, element, cell)
                    return cell
                })
            }
        }
    }

    /// Binds a sequence to a data source that reloads the collection itself.
    public func items<DataSource: RxCollectionViewDataSourceType & UICollectionViewDataSource, Source: ObservableType>(
        dataSource: DataSource
    ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { source in
            let collectionView = self.base
            collectionView.dataSource = dataSource
            return source.subscribe { [weak collectionView] event in
                guard let collectionView else { return }
                dataSource.collectionView(collectionView, observedEvent: event)
            }
        }
    }

    public var itemSelected: ControlEvent<IndexPath> { ControlEvent(events: base.selected) }

    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        let collectionView = base
        return ControlEvent(events: base.selected.compactMap { [weak collectionView] indexPath -> T? in
            guard let dataSource = collectionView?.dataSource as? SectionedViewDataSourceType else { return nil }
            return (try? dataSource.model(at: indexPath)) as? T
        })
    }

    public func model<T>(at indexPath: IndexPath) throws -> T {
        guard let dataSource = base.dataSource as? SectionedViewDataSourceType,
              let model = try dataSource.model(at: indexPath) as? T else {
            throw _RowNotFound(row: indexPath.item, count: base.numberOfItems(inSection: indexPath.section))
        }
        return model
    }
}
