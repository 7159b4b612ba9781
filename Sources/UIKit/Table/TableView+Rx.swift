import FoundationEssentials
import RxCocoa
import RxSwift

extension Reactive where Base: UITableView {
    /// Binds a sequence of element arrays to rows built by a closure:
    /// `items.drive(tableView.rx.items) { tableView, row, element in … }`. Inlinable, as the
    /// `cellIdentifier` form and the data source's initializer are: the closures that build
    /// each row are then compiled in the app for its element type (see
    /// `_RxTableViewReactiveArrayDataSource.cellForRow`).
    @preconcurrency @MainActor @inlinable public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell) -> Disposable
    where Source.Element == Sequence {
        { cellFactory in
            let dataSource = _RxTableViewReactiveArrayDataSource<Sequence.Element>(cellFactory: cellFactory)
            let elements = source.asObservable()
            // An array is the rows already: bound without a `map` sink between.
            let rows = elements as? Observable<[Sequence.Element]> ?? elements.map { Array($0) }
            return self.items(dataSource: dataSource)(rows)
        }
    }

    /// Binds a sequence of element arrays to cells dequeued by identifier and configured by a
    /// closure: `bind(to: tableView.rx.items(cellIdentifier: "Cell")) { row, element, cell in … }`.
    @preconcurrency @MainActor @inlinable public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        { source in
            { configureCell in
                self.items(source)({ tableView, row, element in
                    let dequeued = tableView.dequeueCell(withIdentifier: cellIdentifier)
                    // A registration of another class than `cellType` still yields a `Cell`.
                    let cell = (dequeued as? Cell) ?? cellType.init(_reuseIdentifier: cellIdentifier, style: dequeued.style)
                    configureCell(row, element, cell)
                    return cell
                })
            }
        }
    }

    /// Binds a sequence to a data source that updates the table itself, through the table's
    /// data-source proxy (which keeps the data source until the binding is disposed).
    @preconcurrency @MainActor public func items<DataSource: RxTableViewDataSourceType & UITableViewDataSource, Source: ObservableType>(
        dataSource: DataSource
    ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { source in
            // The delegate proxy goes in first, as RxCocoa's, so the selection events reach it.
            _ = self.delegate
            // Read as a weak reference is, without giving the table a side table.
            let tableViewReference = TryRetainedReference(self.base)
            return source.subscribeProxyDataSource(ofObject: self.base, dataSource: dataSource, retainDataSource: true) {
                (_: RxTableViewDataSourceProxy, event) in
                guard let tableView = tableViewReference.object else { return }
                dataSource.tableView(tableView, observedEvent: event)
            }
        }
    }

    /// The table's data-source proxy, installed as its data source.
    @preconcurrency @MainActor public var dataSource: DelegateProxy<UITableView, UITableViewDataSource> {
        RxTableViewDataSourceProxy.proxy(for: base)
    }

    /// Makes `dataSource` the proxy's forward data source (held weakly) until disposed.
    @preconcurrency @MainActor public func setDataSource(_ dataSource: UITableViewDataSource) -> Disposable {
        RxTableViewDataSourceProxy.installForwardDelegate(dataSource, retainDelegate: false, onProxyForObject: base)
    }

    @preconcurrency @MainActor public var itemSelected: ControlEvent<IndexPath> { indexPathEvent(.tableViewDidSelectRowAt) }

    /// The row selected before, when the user selects another.
    @preconcurrency @MainActor public var itemDeselected: ControlEvent<IndexPath> { indexPathEvent(.tableViewDidDeselectRowAt) }

    @preconcurrency @MainActor public var itemHighlighted: ControlEvent<IndexPath> { indexPathEvent(.tableViewDidHighlightRowAt) }

    @preconcurrency @MainActor public var itemUnhighlighted: ControlEvent<IndexPath> { indexPathEvent(.tableViewDidUnhighlightRowAt) }

    @preconcurrency @MainActor public var itemAccessoryButtonTapped: ControlEvent<IndexPath> {
        indexPathEvent(.tableViewAccessoryButtonTappedForRowWith)
    }

    @preconcurrency @MainActor public var itemDeleted: ControlEvent<IndexPath> { committed(.delete) }

    @preconcurrency @MainActor public var itemInserted: ControlEvent<IndexPath> { committed(.insert) }

    @preconcurrency @MainActor public var itemMoved: ControlEvent<ItemMovedEvent> {
        ControlEvent(events: dataSource.invoked(.tableViewMoveRowAtTo).map { _, source, destination in
            (source, destination)
        })
    }

    /// Each row the table displays (all of them, headless), as RxCocoa's `willDisplayCell`.
    @preconcurrency @MainActor public var willDisplayCell: ControlEvent<WillDisplayCellEvent> {
        ControlEvent(events: delegate.invoked(.tableViewWillDisplayCellForRowAt).map { _, cell, indexPath in
            (cell, indexPath)
        })
    }

    /// Each row a reload or an update takes off the table.
    @preconcurrency @MainActor public var didEndDisplayingCell: ControlEvent<DidEndDisplayingCellEvent> {
        ControlEvent(events: delegate.invoked(.tableViewDidEndDisplayingCellForRowAt).map { _, cell, indexPath in
            (cell, indexPath)
        })
    }

    /// The model of the selected row, from a data source that knows its models. Inlinable,
    /// with `models`, so an app's call is specialised for its model type: unspecialised, the
    /// `compactMap`'s producer and sink types were looked up at run time (about 5k
    /// instructions a call, each screen that binds it).
    @preconcurrency @MainActor @inlinable public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> { models(itemSelected) }

    @preconcurrency @MainActor @inlinable public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> { models(itemDeselected) }

    @preconcurrency @MainActor @inlinable public func modelDeleted<T>(_ modelType: T.Type) -> ControlEvent<T> { models(itemDeleted) }

    /// The model behind a row, from the data source `rx.items` bound (a `SectionedViewDataSourceType`).
    /// A diffable data source is none: RxCocoa stops the app there, and `modelSelected` sends nothing.
    @preconcurrency @MainActor public func model<T>(at indexPath: IndexPath) throws -> T {
        let proxy = RxTableViewDataSourceProxy.proxy(for: base)
        let bound = proxy.forwardToDelegate() ?? base.dataSource
        // `rx.items`' array data source, known to the proxy that keeps it: its model read as
        // `T` without the casts to `SectionedViewDataSourceType` and from `Any` below.
        if let retained = proxy.retainedDataSource, let rows = retained.rowCells, rows === bound {
            return try rows.model(forRow: indexPath.row, of: base)
        }
        return try Self.model(at: indexPath, in: bound, of: base)
    }

    /// `model(at:)` from any other data source. A function of its own: in `model(at:)`'s body,
    /// the `Optional<T>` of its `as? T` was looked up on entry, on the path above too.
    @inline(never)
    @MainActor private static func model<T>(at indexPath: IndexPath, in bound: UITableViewDataSource?, of tableView: UITableView) throws -> T {
        guard let dataSource = bound as? SectionedViewDataSourceType,
              let model = try dataSource.model(at: indexPath) as? T else {
            throw _RowNotFound(row: indexPath.row, count: tableView.numberOfRows)
        }
        return model
    }

    @MainActor private func indexPathEvent(_ message: _DelegateMessage<UIScrollViewDelegate, (UITableView, IndexPath)>)
        -> ControlEvent<IndexPath> {
        ControlEvent(events: delegate.invoked(message).map { $0.1 })
    }

    @MainActor private func committed(_ style: UITableViewCell.EditingStyle) -> ControlEvent<IndexPath> {
        ControlEvent(events: dataSource.invoked(.tableViewCommitForRowAt).compactMap { _, editingStyle, indexPath in
            editingStyle == style ? indexPath : nil
        })
    }

    /// The models of the rows `indexPaths` reports; rows without one are skipped.
    @preconcurrency @MainActor @inlinable func models<T>(_ indexPaths: ControlEvent<IndexPath>) -> ControlEvent<T> {
        // Read as a weak reference is, without giving the table a side table.
        let tableViewReference = TryRetainedReference(base)
        return ControlEvent(events: indexPaths.compactMap { indexPath -> T? in
            guard let tableView = tableViewReference.object else { return nil }
            return tableView.rx.selectedModel(at: indexPath)
        })
    }

    /// `try? model(at: indexPath)` as `models` reads it (the model as `T?`), for `rx.items`'
    /// array data source of `T`s without `model(at:)`'s `as? T?` of its element in an `Any`.
    @preconcurrency @MainActor @usableFromInline func selectedModel<T>(at indexPath: IndexPath) -> T? {
        let proxy = RxTableViewDataSourceProxy.proxy(for: base)
        if let retained = proxy.retainedDataSource, let rows = retained.rowCells, rows.holdsModels(of: T.self),
           rows === proxy.forwardToDelegate() ?? base.dataSource {
            return rows.heldModel(forRow: indexPath.row, as: T.self)
        }
        return try? model(at: indexPath) as T?
    }
}
