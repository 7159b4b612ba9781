import Foundation
import RxCocoa
import RxSwift

/// What a picker asks for its components and rows, as `UIPickerViewDataSource` (both required).
@preconcurrency @MainActor public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker asks its delegate for its rows' titles and tells it of picks, as
/// `UIPickerViewDelegate`; every method optional. A row shows the first of its title, its
/// attributed title's string and the text of the labels in its view.
@preconcurrency @MainActor public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? { nil }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                           reusing view: UIView?) -> UIView {
        UILabel(frame: .zero)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A picker, as `UIPickerView`: its rows come from its data source and delegate (`rx.itemTitles`
/// binds both) when it reloads, or is first read after they were set. A user pick selects a
/// row and tells the delegate (`rx.itemSelected`). Snapshot: `selected` (the first
/// component's row, or all rows joined by `,`), `title` (the selected titles joined by `, `)
/// and `rows` (the first component's row count).
open class UIPickerView: UIView, _ViewElement, @preconcurrency HasDelegate, @preconcurrency HasDataSource, @preconcurrency DelegateProxyStoring {
    public typealias Delegate = UIPickerViewDelegate
    public typealias DataSource = UIPickerViewDataSource

    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Held weakly, as UIKit does; `rx` installs its proxies here.
    public weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { needsReload = true }
    }
    public weak var delegate: (any UIPickerViewDelegate)? {
        didSet { needsReload = true }
    }
    @usableFromInline package var delegateProxies = DelegateProxySlots()

    private var components: [[String]] = [[]] {
        didSet { noteChange() }
    }
    private var selectedRows: [Int] = [0] {
        didSet { noteChange() }
    }
    private var needsReload = false

    public var numberOfComponents: Int {
        loadIfNeeded()
        return components.count
    }

    public func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return components.indices.contains(component) ? components[component].count : 0
    }

    /// Reads every component's rows again from the data source and the delegate.
    public func reloadAllComponents() {
        needsReload = false
        guard let dataSource else { return }
        let titles = (0..<max(0, dataSource.numberOfComponents(in: self))).map { component in
            (0..<max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))).map { title(row: $0, component: component) }
        }
        while selectedRows.count < titles.count { selectedRows.append(0) }
        for component in titles.indices where selectedRows[component] >= titles[component].count { selectedRows[component] = 0 }
        components = titles
    }

    public func reloadComponent(_ component: Int) {
        reloadAllComponents()
    }

    /// What row `row` shows: its title, else its attributed title, else the text in its view.
    private func title(row: Int, component: Int) -> String {
        guard let delegate else { return "" }
        if let title = delegate.pickerView(self, titleForRow: row, forComponent: component) { return title }
        if let title = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) { return title.string }
        let view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
        return view.shownTexts.first ?? ""
    }

    private func loadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    public func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard selectedRows.indices.contains(component) else { return }
        selectedRows[component] = row
    }

    public func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        guard components.indices.contains(component), !components[component].isEmpty else { return -1 }
        return selectedRows[component]
    }

    func userPick(row: Int, component: Int) throws(_UserInputError) {
        if isHidden { throw .hidden(id: id) }
        loadIfNeeded()
        guard components.indices.contains(component) else {
            throw .rowOutOfRange(id: "\(id) component", row: component, count: components.count)
        }
        guard components[component].indices.contains(row) else {
            throw .rowOutOfRange(id: id, row: row, count: components[component].count)
        }
        selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        loadIfNeeded()
        return cachedSnapshot {
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
