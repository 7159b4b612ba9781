import FoundationEssentials
import RxCocoa
import RxSwift

extension Reactive where Base: UITableView {
    /// Binds a sequence of element arrays to rows built by a closure:
    /// `items.drive(tableView.rx.items) { tableView, row, element in … }`.
    public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ cellFactory: @escaping (UITableView, Int, Sequence.Element) -> UITableViewCell) -> Disposable
    where Source.Element == Sequence {
        { cellFactory in
            let dataSource = _RxTableViewReactiveArrayDataSource<Sequence.Element>(cellFactory: cellFactory)
            return self.items(dataSource: dataSource)(source.asObservable().map { Array($0) })
        }
    }

    /// Binds a sequence of element arrays to cells dequeued by identifier and configured by a
    /// closure: `bind(to: tableView.rx.items(cellIdentifier: "Cell")) { row, element, cell in … }`.
    public func items<Sequence: Swift.Sequence, Cell: UITableViewCell, Source: ObservableType>(
        cellIdentifier: String, cellType: Cell.Type = Cell.self
    ) -> (_ source: Source) -> (_ configureCell: @escaping (Int, Sequence.Element, Cell) -> Void) -> Disposable
    where Source.Element == Sequence {
        { source in
            { configureCell in
                self.items(source)({ tableView, row, element in
                    let dequeued = tableView.dequeueReusableCell(withIdentifier: cellIdentifier, for: IndexPath(row: row, section: 0))
                    // A registration of another class than `cellType` still yields a `Cell`.
                    let cell = (dequeued as? Cell) ?? cellType.init(style: dequeued.style, reuseIdentifier: cellIdentifier)
                    configureCell(row, element, cell)
                    return cell
                })
            }
        }
    }

    /// Binds a sequence to a data source that reloads the table itself.
    public func items<DataSource: RxTableViewDataSourceType & UITableViewDataSource, Source: ObservableType>(
        dataSource: DataSource
    ) -> (_ source: Source) -> Disposable where DataSource.Element == Source.Element {
        { source in
            let tableView = self.base
            tableView.dataSource = dataSource
            // The subscription keeps the data source alive, as the table holds it weakly.
            return source.subscribe { [weak tableView] event in
                guard let tableView else { return }
                dataSource.tableView(tableView, observedEvent: event)
            }
        }
    }

    public var itemSelected: ControlEvent<IndexPath> { ControlEvent(events: base.selected) }

    public var itemDeleted: ControlEvent<IndexPath> { ControlEvent(events: base.deleted) }

    public var itemInserted: ControlEvent<IndexPath> { ControlEvent(events: base.inserted) }

    public var itemMoved: ControlEvent<ItemMovedEvent> { ControlEvent(events: base.moved) }

    /// The row selected before, when the user selects another.
    public var itemDeselected: ControlEvent<IndexPath> { ControlEvent(events: base.deselected) }

    /// Each row a reload displays (all of them, headless), as RxCocoa's `willDisplayCell`.
    public var willDisplayCell: ControlEvent<(cell: UITableViewCell, indexPath: IndexPath)> {
        ControlEvent(events: base.displayed)
    }

    public func modelDeselected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        ControlEvent(events: models(for: base.deselected, as: modelType))
    }

    /// The model of the selected row, from a data source that knows its models.
    public func modelSelected<T>(_ modelType: T.Type) -> ControlEvent<T> {
        ControlEvent(events: models(for: base.selected, as: modelType))
    }

    public func modelDeleted<T>(_ modelType: T.Type) -> ControlEvent<T> {
        ControlEvent(events: models(for: base.deleted, as: modelType))
    }

    public func model<T>(at indexPath: IndexPath) throws -> T {
        guard let dataSource = base.dataSource as? SectionedViewDataSourceType,
              let model = try dataSource.model(at: indexPath) as? T else {
            throw _RowNotFound(row: indexPath.row, count: base.numberOfRows)
        }
        return model
    }

    private func models<T>(for indexPaths: PublishSubject<IndexPath>, as modelType: T.Type) -> Observable<T> {
        let tableView = base
        return Observable<T>.create { [weak tableView] observer in
            indexPaths.subscribe(onNext: { indexPath in
                guard let tableView, let model: T = try? tableView.rx.model(at: indexPath) else { return }
                observer.onNext(model)
            })
        }
    }
}
