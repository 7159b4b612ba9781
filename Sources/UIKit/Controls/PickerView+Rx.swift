import Foundation
import RxCocoa
import RxSwift

/// A data source fed by a sequence, as RxCocoa's `RxPickerViewDataSourceType`.
public protocol RxPickerViewDataSourceType<Element> {
    associatedtype Element
    func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Element>)
}

extension Reactive where Base: UIPickerView {
    /// The picker's delegate proxy, installed as its delegate.
    @preconcurrency @MainActor public var delegate: DelegateProxy<UIPickerView, UIPickerViewDelegate> {
        RxPickerViewDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the proxy's forward delegate (held weakly) until disposed.
    @preconcurrency @MainActor public func setDelegate(_ delegate: UIPickerViewDelegate) -> Disposable {
        RxPickerViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }

    /// The picker's data-source proxy, installed as its data source.
    @preconcurrency @MainActor public var dataSource: DelegateProxy<UIPickerView, UIPickerViewDataSource> {
        RxPickerViewDataSourceProxy.proxy(for: base)
    }

    /// The row and component of each user pick.
    @preconcurrency @MainActor public var itemSelected: ControlEvent<(row: Int, component: Int)> {
        ControlEvent(events: delegate.invoked(.pickerViewDidSelectRowInComponent).map { _, row, component in
            (row, component)
        })
    }

    /// The models of the selected rows, one per component, after each pick.
    @preconcurrency @MainActor public func modelSelected<Model>(_ modelType: Model.Type) -> ControlEvent<[Model]> {
        let picker = base
        return ControlEvent(events: itemSelected.compactMap { [weak picker] _ -> [Model]? in
            guard let picker else { return nil }
            return try? (0..<picker.numberOfComponents).map { component in
                try picker.rx.model(at: IndexPath(row: picker.selectedRow(inComponent: component), section: component))
            }
        })
    }

    /// The model behind a row (`section` is the component), from the bound data source.
    @preconcurrency @MainActor public func model<T>(at indexPath: IndexPath) throws -> T {
        let bound = RxPickerViewDataSourceProxy.proxy(for: base).forwardToDelegate() ?? base.dataSource
        guard let dataSource = bound as? SectionedViewDataSourceType, let model = try dataSource.model(at: indexPath) as? T else {
            throw _RowNotFound(row: indexPath.row, count: base.numberOfRows(inComponent: indexPath.section))
        }
        return model
    }

    /// As RxCocoa's `items.bind(to: picker.rx.itemTitles) { row, element in title }`: one
    /// component of the elements' titles.
    @preconcurrency @MainActor public func itemTitles<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ titleForRow: @escaping (Int, Sequence.Element) -> String?) -> Disposable
    where Source.Element == Sequence {
        { titleForRow in self.items(adapter: _RxStringPickerViewAdapter<Sequence>(titleForRow: titleForRow))(source) }
    }

    /// As `itemTitles`, with attributed titles.
    @preconcurrency @MainActor public func itemAttributedTitles<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ attributedTitleForRow: @escaping (Int, Sequence.Element) -> NSAttributedString?) -> Disposable
    where Source.Element == Sequence {
        { titleForRow in
            self.items(adapter: _RxAttributedStringPickerViewAdapter<Sequence>(attributedTitleForRow: titleForRow))(source)
        }
    }

    /// As `itemTitles`, with a view per row (its labels' text is the row's title).
    @preconcurrency @MainActor public func items<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ viewForRow: @escaping (Int, Sequence.Element, UIView?) -> UIView) -> Disposable
    where Source.Element == Sequence {
        { viewForRow in self.items(adapter: _RxPickerViewViewAdapter<Sequence>(viewForRow: viewForRow))(source) }
    }

    /// Binds a sequence to an adapter that is the picker's data source and delegate, through
    /// their proxies.
    @preconcurrency @MainActor public func items<Source: ObservableType, Adapter: RxPickerViewDataSourceType & UIPickerViewDataSource & UIPickerViewDelegate>(
        adapter: Adapter
    ) -> (_ source: Source) -> Disposable where Source.Element == Adapter.Element {
        { source in
            let delegateSubscription = self.setDelegate(adapter)
            let dataSourceSubscription = source.subscribeProxyDataSource(ofObject: self.base, dataSource: adapter,
                                                                         retainDataSource: true) {
                [weak pickerView = self.base] (_: RxPickerViewDataSourceProxy, event) in
                guard let pickerView else { return }
                adapter.pickerView(pickerView, observedEvent: event)
            }
            return Disposables.create(delegateSubscription, dataSourceSubscription)
        }
    }
}

/// The elements of one component, with their models for `modelSelected`.
public class _RxPickerViewArrayDataSource<Sequence: Swift.Sequence>: UIPickerViewDataSource, @preconcurrency SectionedViewDataSourceType {
    public private(set) var items: [Sequence.Element] = []

    public func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    public func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { items.count }

    public func model(at indexPath: IndexPath) throws -> Any {
        guard items.indices.contains(indexPath.row) else { throw _RowNotFound(row: indexPath.row, count: items.count) }
        return items[indexPath.row]
    }

    func update(_ pickerView: UIPickerView, with event: Event<Sequence>) {
        guard case .next(let elements) = event else { return }
        items = Array(elements)
        pickerView.reloadAllComponents()
    }
}

/// The adapter behind `rx.itemTitles`.
public final class _RxStringPickerViewAdapter<Sequence: Swift.Sequence>: _RxPickerViewArrayDataSource<Sequence>,
    UIPickerViewDelegate, @preconcurrency RxPickerViewDataSourceType {
    public typealias Element = Sequence
    private let titleForRow: (Int, Sequence.Element) -> String?

    public init(titleForRow: @escaping (Int, Sequence.Element) -> String?) {
        self.titleForRow = titleForRow
    }

    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        items.indices.contains(row) ? titleForRow(row, items[row]) : nil
    }

    public func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Sequence>) {
        update(pickerView, with: observedEvent)
    }
}

/// The adapter behind `rx.itemAttributedTitles`.
public final class _RxAttributedStringPickerViewAdapter<Sequence: Swift.Sequence>: _RxPickerViewArrayDataSource<Sequence>,
    UIPickerViewDelegate, @preconcurrency RxPickerViewDataSourceType {
    public typealias Element = Sequence
    private let attributedTitleForRow: (Int, Sequence.Element) -> NSAttributedString?

    public init(attributedTitleForRow: @escaping (Int, Sequence.Element) -> NSAttributedString?) {
        self.attributedTitleForRow = attributedTitleForRow
    }

    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? {
        items.indices.contains(row) ? attributedTitleForRow(row, items[row]) : nil
    }

    public func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Sequence>) {
        update(pickerView, with: observedEvent)
    }
}

/// The adapter behind `rx.items(_:)` with a view per row.
public final class _RxPickerViewViewAdapter<Sequence: Swift.Sequence>: _RxPickerViewArrayDataSource<Sequence>,
    UIPickerViewDelegate, @preconcurrency RxPickerViewDataSourceType {
    public typealias Element = Sequence
    private let viewForRow: (Int, Sequence.Element, UIView?) -> UIView

    public init(viewForRow: @escaping (Int, Sequence.Element, UIView?) -> UIView) {
        self.viewForRow = viewForRow
    }

    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView {
        items.indices.contains(row) ? viewForRow(row, items[row], view) : UIView(frame: .zero)
    }

    public func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Sequence>) {
        update(pickerView, with: observedEvent)
    }
}
