import Foundation
import RxCocoa
import RxSwift

/// A picker, as `UIPickerView`, with rows of titles per component (`rx.itemTitles` fills
/// the first). A user pick selects a row and sends `rx.itemSelected`. Snapshot: `selected`
/// (the first component's row, or all rows joined by `,`), `title` (the selected titles
/// joined by `, `) and `rows` (the first component's row count).
public final class UIPickerView: UIView, _ViewElement {
    /// As UIKit's `init(frame:)`: a view with no id (one a screen does not list).
    public override convenience init(frame: CGRect) {
        self.init(id: "")
        self.frame = frame
    }

    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    private var components: [[String]] = [[]] {
        didSet { noteChange() }
    }
    private var selectedRows: [Int] = [0] {
        didSet { noteChange() }
    }
    private let picked = PublishSubject<(row: Int, component: Int)>()

    /// As RxCocoa's: the control's events complete when it is deallocated.
    deinit {
        picked.onCompleted()
    }
    /// The models behind the first component's rows, for `rx.modelSelected`.
    var models: [Any] = []

    public override init(id: String = "") {
        super.init(id: id)
    }

    public var numberOfComponents: Int { components.count }

    public func numberOfRows(inComponent component: Int) -> Int {
        components.indices.contains(component) ? components[component].count : 0
    }

    /// Replaces the titles of `component`, adding components up to it.
    public func setTitles(_ titles: [String], forComponent component: Int = 0) {
        while components.count <= component { components.append([]) }
        while selectedRows.count < components.count { selectedRows.append(0) }
        components[component] = titles
        if selectedRows[component] >= titles.count { selectedRows[component] = 0 }
    }

    public func reloadAllComponents() { noteChange() }

    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard selectedRows.indices.contains(component) else { return }
        selectedRows[component] = row
    }

    public func selectedRow(inComponent component: Int) -> Int {
        guard components.indices.contains(component), !components[component].isEmpty else { return -1 }
        return selectedRows[component]
    }

    func userPick(row: Int, component: Int) throws(_UserInputError) {
        if isHidden { throw .hidden(id: id) }
        guard components.indices.contains(component) else {
            throw .rowOutOfRange(id: "\(id) component", row: component, count: components.count)
        }
        guard components[component].indices.contains(row) else {
            throw .rowOutOfRange(id: id, row: row, count: components[component].count)
        }
        selectedRows[component] = row
        picked.onNext((row, component))
    }

    var itemSelected: Observable<(row: Int, component: Int)> { picked }

    public func elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            let rows = components.indices.map { selectedRow(inComponent: $0) }
            let titles = zip(components, rows).compactMap { titles, row in titles.indices.contains(row) ? titles[row] : nil }
            let selected: _SnapshotValue = rows.count == 1 ? .int(rows[0]) : .string(rows.map(String.init).joined(separator: ","))
            return _ElementSnapshot(id: id, kind: .pickerView, properties: [
                "hidden": .bool(isHidden), "rows": .int(numberOfRows(inComponent: 0)), "selected": selected,
                "title": .string(titles.joined(separator: ", ")),
            ])
        }
    }
}

extension Reactive where Base: UIPickerView {
    /// The row and component of each user pick.
    public var itemSelected: ControlEvent<(row: Int, component: Int)> {
        ControlEvent(events: base.itemSelected)
    }

    /// The models of the picked row (one per component; the first component's models).
    public func modelSelected<Model>(_ modelType: Model.Type) -> ControlEvent<[Model]> {
        let picker = base
        return ControlEvent(events: base.itemSelected.compactMap { [weak picker] pick -> [Model]? in
            guard let picker, pick.component == 0, picker.models.indices.contains(pick.row),
                  let model = picker.models[pick.row] as? Model else { return nil }
            return [model]
        })
    }

    /// As RxCocoa's `items.bind(to: picker.rx.itemTitles) { row, element in title }`.
    public func itemTitles<Sequence: Swift.Sequence, Source: ObservableType>(_ source: Source)
        -> (_ titleForRow: @escaping (Int, Sequence.Element) -> String?) -> Disposable
    where Source.Element == Sequence {
        let picker = base
        return { titleForRow in
            source.subscribe(onNext: { [weak picker] elements in
                guard let picker else { return }
                let items = Array(elements)
                picker.models = items
                picker.setTitles(items.enumerated().map { titleForRow($0.offset, $0.element) ?? "" })
            })
        }
    }
}
