/// What kind of control an element is; decides how the text renderer draws it.
import RxCocoa
import RxSwift

public enum _ElementKind: String, Hashable, Codable, Sendable, CaseIterable {
    case textField
    case searchBar
    case button
    case label
    case table
    case activityIndicator
    case webView
    case toggle
    case slider
    case stepper
    case segmentedControl
    case datePicker
    case pickerView
    case progressView
    case pageControl
    case textView
    case imageView
    case scrollView
    case collection

    /// "a button", "a table", … for messages.
    var article: String {
        switch self {
        case .textField: return "a text field"
        case .searchBar: return "a search bar"
        case .button: return "a button"
        case .label: return "a label"
        case .table: return "a table"
        case .activityIndicator: return "an activity indicator"
        case .webView: return "a web view"
        case .toggle: return "a switch"
        case .slider: return "a slider"
        case .stepper: return "a stepper"
        case .segmentedControl: return "a segmented control"
        case .datePicker: return "a date picker"
        case .pickerView: return "a picker"
        case .progressView: return "a progress bar"
        case .pageControl: return "a page control"
        case .textView: return "a text view"
        case .imageView: return "an image view"
        case .scrollView: return "a scroll view"
        case .collection: return "a collection"
        }
    }
}

/// One element of a screen: its id (the contract scripts address), kind and properties.
///
/// Properties are leaves (`text`, `enabled`, `hidden`, …). Tables also carry rows; their
/// `count` is derived from the rows rather than stored.
public struct _ElementSnapshot: Hashable, Sendable {
    /// One stored property.
    struct Property: Hashable, Sendable {
        var name: String
        var value: _SnapshotValue
    }

    public var id: String
    public var kind: _ElementKind
    /// Sorted by name, names unique: a snapshot is taken after every instant of a session, and
    /// a short sorted list is cheaper to build, compare and walk than a dictionary.
    private(set) var sortedProperties: [Property]
    /// Rows of a table; empty for every other kind.
    public var rows: [_RowSnapshot]

    public init(id: String, kind: _ElementKind, properties: [String: _SnapshotValue], rows: [_RowSnapshot] = []) {
        self.init(id: id, kind: kind, propertyList: properties.map { Property(name: $0.key, value: $0.value) }, rows: rows)
    }

    /// `properties` with unique names, sorted here unless they are.
    init(id: String, kind: _ElementKind, propertyList properties: [Property], rows: [_RowSnapshot] = []) {
        let isSorted = zip(properties, properties.dropFirst()).allSatisfy { $0.name < $1.name }
        self.init(id: id, kind: kind, sortedList: isSorted ? properties : properties.sorted { $0.name < $1.name },
                  rows: rows)
    }

    /// `properties` with unique names in name order, as the factories below list them: checking
    /// the order at each snapshot a control made was about 500 instructions (string compares).
    init(id: String, kind: _ElementKind, sortedList properties: [Property], rows: [_RowSnapshot] = []) {
        assert(zip(properties, properties.dropFirst()).allSatisfy { $0.name < $1.name }, "unsorted properties")
        self.id = id
        self.kind = kind
        sortedProperties = properties
        self.rows = rows
    }

    public var properties: [String: _SnapshotValue] {
        get { Dictionary(sortedProperties.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }) }
        set { sortedProperties = newValue.map { Property(name: $0.key, value: $0.value) }.sorted { $0.name < $1.name } }
    }

    public subscript(name: String) -> _SnapshotValue? {
        sortedProperties.first { $0.name == name }?.value
    }

    /// Whether the element lists rows (a table or a collection).
    public var hasRows: Bool { kind == .table || kind == .collection }

    /// Whether `count` names one path only: the derived count of a table's rows, or a stored
    /// property of an element without rows (no stored property of a table takes its name).
    var listsCountOnce: Bool {
        !hasRows || !sortedProperties.contains { $0.name == "count" }
    }

    /// Property names in path order: `count` first for tables, then the stored ones sorted.
    public var propertyNames: [String] {
        let stored = sortedProperties.map(\.name)
        return hasRows ? ["count"] + stored : stored
    }

    /// A property value, including a table's derived `count` and the appearance every view
    /// has (`alpha`, `enabled`, …) at its UIKit default when the element does not list it.
    public func value(of name: String) -> _SnapshotValue? {
        if hasRows, name == "count" { return .int(rows.count) }
        return self[name] ?? Self.defaultValues[name]
    }

    /// What a view shows when its snapshot leaves a property out: views list their
    /// appearance only when it differs from these, so existing snapshots stay as they were.
    public static let defaultValues: [String: _SnapshotValue] = [
        "alpha": .int(1), "backgroundColor": .null, "enabled": .bool(true), "hidden": .bool(false),
        "textColor": .null, "titleColor": .null, "image": .null,
    ]

    /// The position in `rows` of the selected row: `selected` is that index, or
    /// `section.row` in a table of sections.
    var selectedRowIndex: Int? {
        switch self["selected"] {
        case .int(let index): return index
        case .string(let text):
            return rows.firstIndex { row in
                row.section.map { "\($0).\(row.rowInSection ?? 0)" } == text
            }
        default: return nil
        }
    }

    /// How row `index` is addressed: `[3]`, or `[1][0]` in a table of sections.
    public func rowAddress(_ index: Int) -> String {
        guard rows.indices.contains(index), let section = rows[index].section, let row = rows[index].rowInSection else {
            return "[\(index)]"
        }
        return "[\(section)][\(row)]"
    }

    /// The snapshot with the stored property `name` set to `value`.
    func replacing(_ name: String, with value: _SnapshotValue) -> _ElementSnapshot {
        var result = self
        if let index = result.sortedProperties.firstIndex(where: { $0.name == name }) {
            result.sortedProperties[index].value = value
        }
        return result
    }

    /// The snapshot with `extras` added where it does not list them yet.
    func adding(_ extras: [(String, _SnapshotValue)]) -> _ElementSnapshot {
        guard !extras.isEmpty else { return self }
        var result = self
        for (name, value) in extras where result[name] == nil {
            let index = result.sortedProperties.firstIndex { $0.name > name } ?? result.sortedProperties.count
            result.sortedProperties.insert(Property(name: name, value: value), at: index)
        }
        return result
    }
}

/// Factories with each kind's property vocabulary; every kind has `hidden`. Properties are
/// listed in name order.
extension _ElementSnapshot {
    /// A text field. A secure one (`secure: true`) shows its text as one `•` per character,
    /// so no output ever carries a password; the property `secure` appears only then.
    public static func textField(
        id: String, text: String, placeholder: String? = nil, editing: Bool = false, hidden: Bool = false,
        secure: Bool = false
    ) -> _ElementSnapshot {
        guard secure else {
            return field(id: id, kind: .textField, text: text, placeholder: placeholder, editing: editing, hidden: hidden)
        }
        let masked = String(repeating: "•", count: text.count)
        var snapshot = field(id: id, kind: .textField, text: masked, placeholder: placeholder, editing: editing,
                             hidden: hidden)
        snapshot.sortedProperties.insert(Property(name: "secure", value: .bool(true)),
                                         at: snapshot.sortedProperties.firstIndex { $0.name > "secure" } ?? snapshot.sortedProperties.count)
        return snapshot
    }

    public static func searchBar(
        id: String, text: String, placeholder: String? = nil, editing: Bool = false, hidden: Bool = false
    ) -> _ElementSnapshot {
        field(id: id, kind: .searchBar, text: text, placeholder: placeholder, editing: editing, hidden: hidden)
    }

    public static func button(id: String, title: String, enabled: Bool = true, hidden: Bool = false) -> _ElementSnapshot {
        _ElementSnapshot(id: id, kind: .button, sortedList: [
            Property(name: "enabled", value: .bool(enabled)), Property(name: "hidden", value: .bool(hidden)),
            Property(name: "title", value: .string(title)),
        ])
    }

    public static func label(id: String, text: String?, hidden: Bool = false) -> _ElementSnapshot {
        _ElementSnapshot(id: id, kind: .label, sortedList: [
            Property(name: "hidden", value: .bool(hidden)), Property(name: "text", value: _SnapshotValue(text)),
        ])
    }

    public static func table(
        id: String, rows: [_RowSnapshot], selected: Int? = nil, refreshing: Bool = false, hidden: Bool = false
    ) -> _ElementSnapshot {
        _ElementSnapshot(id: id, kind: .table, sortedList: [
            Property(name: "hidden", value: .bool(hidden)), Property(name: "refreshing", value: .bool(refreshing)),
            Property(name: "selected", value: _SnapshotValue(selected)),
        ], rows: rows)
    }

    public static func activityIndicator(id: String, animating: Bool, hidden: Bool = false) -> _ElementSnapshot {
        _ElementSnapshot(id: id, kind: .activityIndicator, sortedList: [
            Property(name: "animating", value: .bool(animating)), Property(name: "hidden", value: .bool(hidden)),
        ])
    }

    public static func webView(
        id: String, url: String?, title: String?, loading: Bool,
        canGoBack: Bool = false, canGoForward: Bool = false, hidden: Bool = false
    ) -> _ElementSnapshot {
        _ElementSnapshot(id: id, kind: .webView, sortedList: [
            Property(name: "canGoBack", value: .bool(canGoBack)), Property(name: "canGoForward", value: .bool(canGoForward)),
            Property(name: "hidden", value: .bool(hidden)), Property(name: "loading", value: .bool(loading)),
            Property(name: "title", value: _SnapshotValue(title)), Property(name: "url", value: _SnapshotValue(url)),
        ])
    }

    private static func field(
        id: String, kind: _ElementKind, text: String, placeholder: String?, editing: Bool, hidden: Bool
    ) -> _ElementSnapshot {
        _ElementSnapshot(id: id, kind: kind, sortedList: [
            Property(name: "editing", value: .bool(editing)), Property(name: "hidden", value: .bool(hidden)),
            Property(name: "placeholder", value: _SnapshotValue(placeholder)), Property(name: "text", value: .string(text)),
        ])
    }
}

extension _ElementSnapshot: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, kind, properties, rows
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id),
            kind: try container.decode(_ElementKind.self, forKey: .kind),
            properties: try container.decode([String: _SnapshotValue].self, forKey: .properties),
            rows: try container.decodeIfPresent([_RowSnapshot].self, forKey: .rows) ?? []
        )
    }

    /// Only tables write `rows`, so a button's JSON stays free of an empty list.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(properties, forKey: .properties)
        if hasRows { try container.encode(rows, forKey: .rows) }
    }
}
