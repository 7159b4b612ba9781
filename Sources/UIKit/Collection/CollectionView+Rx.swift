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
    UICollectionViewDataSource, @preconcurrency RxCollectionViewDataSourceType, @preconcurrency SectionedViewDataSourceType {
    public typealias Element = [Item]
    public typealias CellFactory = (UICollectionView, Int, Item) -> UICollectionViewCell

    public private(set) var items: [Item] = []
    /// A cell from `items`, made where the element type is known and its element lent, as the
    /// table's array data source makes its rows (`_RxTableViewReactiveArrayDataSource.cellForRow`).
    @usableFromInline let cellForItem: (_RxCollectionViewReactiveArrayDataSource<Item>, UICollectionView, Int) -> UICollectionViewCell

    @inlinable public init(cellFactory: @escaping CellFactory) {
        cellForItem = { dataSource, collectionView, item in
            let items = dataSource.items
            return items.withUnsafeBufferPointer { cells in
                withLentElement(of: cells, at: item) { cellFactory(collectionView, item, $0) }
            }
        }
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard items.indices.contains(indexPath.item) else { return UICollectionViewCell(frame: .zero) }
        return cellForItem(self, collectionView, indexPath.item)
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
    /// A cell shown or no longer shown, as RxCocoa names it (`willDisplayCell`, `didEndDisplayingCell`).
    public typealias DisplayCollectionViewCellEvent = (cell: UICollectionViewCell, at: IndexPath)
    /// A header or footer shown or no longer shown, with its kind.
    public typealias DisplayCollectionViewSupplementaryViewEvent =
        (supplementaryView: UICollectionReusableView, elementKind: String, at: IndexPath)

    /// `items.bind(to: collectionView.rx.items) { collectionView, row, element in … }`.
    /// Inlinable, as the table's: the closures that build each cell are compiled in the app.
    @preconcurrency @MainActor @inlinable public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UICollectionView, Int, Sequence.Element) -> UICollectionViewCell) -> Disposable
    where Source.Element == Sequence {
        { cellFactory in
            let dataSource = _RxCollectionViewReactiveArrayDataSource<Sequence.Element>(cellFactory: cellFactory)
            let elements = source.asObservable()
            // An array is the rows already: bound without a `map` sink between.
            let rows = elements as? Observable<[Sequence.Element]> ?? elements.map { Array($0) }
            return self.items(dataSource: dataSource)(rows)
        }
    }

    /// `items.bind(to: collectionView.rx.items(cellIdentifier: "Cell", cellType: MyCell.self)) { row, element, cell in … }`.
    @preconcurrency @MainActor @inlinable public func items<Sequence: Swift.Sequence, Cell: UICollectionViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        { source in
            { configureCell in
                self.items(source)({ collectionView, row, element in
                    let dequeued = collectionView.dequeueReusableCell(withReuseIdentifier: cellIdentifier,
                                                                      for: IndexPath(item: row, section: 0))
                    let cell = (dequeued as? Cell) ?? cellType.init(_reuseIdentifier: cellIdentifier)
                    configureCell(row, element, cell)
                    return cell
                })
            }
        }
    }

    /// Binds a sequence to a data source that updates the collection itself, through the
    /// collection's data-source proxy.
    @preconcurrency @MainActor public func items<DataSource: RxCollectionViewDataSourceType & UICollectionViewDataSource, Source: ObservableType>(
        dataSource: DataSource
    ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { source in
            _ = self.delegate
            return source.subscribeProxyDataSource(ofObject: self.base, dataSource: dataSource, retainDataSource: true) {
                [weak collectionView = self.base] (_: RxCollectionViewDataSourceProxy, event) in
                guard let collectionView else { return }
                dataSource.collectionView(collectionView, observedEvent: event)
            }
        }
    }

    /// The collection's data-source proxy, installed as its data source.
    @preconcurrency @MainActor public var dataSource: DelegateProxy<UICollectionView, UICollectionViewDataSource> {
        RxCollectionViewDataSourceProxy.proxy(for: base)
    }

    /// Makes `dataSource` the proxy's forward data source (held weakly) until disposed.
    @preconcurrency @MainActor public func setDataSource(_ dataSource: UICollectionViewDataSource) -> Disposable {
        RxCollectionViewDataSourceProxy.installForwardDelegate(dataSource, retainDelegate: false, onProxyForObject: base)
    }

    @preconcurrency @MainActor public var itemSelected: ControlEvent<IndexPath> { indexPathEvent(.collectionViewDidSelectItemAt) }
    @preconcurrency @MainActor public var itemDeselected: ControlEvent<IndexPath> { indexPathEvent(.collectionViewDidDeselectItemAt) }
    @preconcurrency @MainActor public var itemHighlighted: ControlEvent<IndexPath> { indexPathEvent(.collectionViewDidHighlightItemAt) }
    @preconcurrency @MainActor public var itemUnhighlighted: ControlEvent<IndexPath> { indexPathEvent(.collectionViewDidUnhighlightItemAt) }

    @preconcurrency @MainActor public var itemMoved: ControlEvent<ItemMovedEvent> {
        ControlEvent(events: dataSource.invoked(.collectionViewMoveItemAtTo).map { _, source, destination in
            (source, destination)
        })
    }

    @preconcurrency @MainActor public var willDisplayCell: ControlEvent<DisplayCollectionViewCellEvent> {
        ControlEvent(events: delegate.invoked(.collectionViewWillDisplayCellForItemAt).map { _, cell, indexPath in
            (cell, indexPath)
        })
    }

    @preconcurrency @MainActor public var willDisplaySupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
        ControlEvent(events: delegate.invoked(.collectionViewWillDisplaySupplementaryViewForElementKindAt)
            .map { _, view, kind, indexPath in (view, kind, indexPath) })
    }

    @preconcurrency @MainActor public var didEndDisplayingCell: ControlEvent<DisplayCollectionViewCellEvent> {
        ControlEvent(events: delegate.invoked(.collectionViewDidEndDisplayingCellForItemAt).map { _, cell, indexPath in
            (cell, indexPath)
        })
    }

    @preconcurrency @MainActor public var didEndDisplayingSupplementaryView: ControlEvent<DisplayCollectionViewSupplementaryViewEvent> {
        ControlEvent(events: delegate.invoked(.collectionViewDidEndDisplayingSupplementaryViewForElementOfKindAt)
            .map { _, view, kind, indexPath in (view, kind, indexPath) })
    }

    @preconcurrency @MainActor public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> { models(itemSelected) }

    @preconcurrency @MainActor public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> { models(itemDeselected) }

    /// The model behind an item, from the data source `rx.items` bound (a `SectionedViewDataSourceType`).
    /// A diffable data source is none: RxCocoa stops the app there, and `modelSelected` sends nothing.
    @preconcurrency @MainActor public func model<T>(at indexPath: IndexPath) throws -> T {
        let bound = RxCollectionViewDataSourceProxy.proxy(for: base).forwardToDelegate() ?? base.dataSource
        guard let dataSource = bound as? SectionedViewDataSourceType,
              let model = try dataSource.model(at: indexPath) as? T else {
            throw _RowNotFound(row: indexPath.item, count: base.numberOfItems(inSection: indexPath.section))
        }
        return model
    }

    @MainActor private func indexPathEvent(_ message: _DelegateMessage<UIScrollViewDelegate, (UICollectionView, IndexPath)>)
        -> ControlEvent<IndexPath> {
        ControlEvent(events: delegate.invoked(message).map { $0.1 })
    }

    @MainActor private func models<T>(_ indexPaths: ControlEvent<IndexPath>) -> ControlEvent<T> {
        let collectionView = base
        return ControlEvent(events: indexPaths.compactMap { [weak collectionView] indexPath -> T? in
            guard let collectionView else { return nil }
            return try? collectionView.rx.model(at: indexPath)
        })
    }
}
