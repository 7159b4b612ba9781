/// What kind of control an element is; decides how the text renderer draws it.
public enum ElementKind: String, Hashable, Codable, Sendable, CaseIterable {
    case textField
    case searchBar
    case button
    case label
    case table
    case activityIndicator
    case webView

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
        }
    }
}

/// One element of a screen: its id (the contract scripts address), kind and properties.
///
/// Properties are leaves (`text`, `enabled`, `hidden`, …). Tables also carry rows; their
/// `count` is derived from the rows rather than stored.
public struct ElementSnapshot: Hashable, Sendable {
    public var id: String
    public var kind: ElementKind
    public var properties: [String: SnapshotValue]
    /// Rows of a table; empty for every other kind.
    public var rows: [RowSnapshot]

    public init(id: String, kind: ElementKind, properties: [String: SnapshotValue], rows: [RowSnapshot] = []) {
        self.id = id
        self.kind = kind
        self.properties = properties
        self.rows = rows
    }

    public subscript(name: String) -> SnapshotValue? {
        properties[name]
    }

    /// Property names in path order: `count` first for tables, then the stored ones sorted.
    public var propertyNames: [String] {
        let stored = properties.keys.sorted()
        return kind == .table ? ["count"] + stored : stored
    }

    /// A property value, including a table's derived `count`.
    public func value(of name: String) -> SnapshotValue? {
        if kind == .table, name == "count" { return .int(rows.count) }
        return properties[name]
    }
}

/// Factories with each kind's property vocabulary; every kind has `hidden`.
extension ElementSnapshot {
    public static func textField(
        id: String, text: String, placeholder: String? = nil, editing: Bool = false, hidden: Bool = false
    ) -> ElementSnapshot {
        field(id: id, kind: .textField, text: text, placeholder: placeholder, editing: editing, hidden: hidden)
    }

    public static func searchBar(
        id: String, text: String, placeholder: String? = nil, editing: Bool = false, hidden: Bool = false
    ) -> ElementSnapshot {
        field(id: id, kind: .searchBar, text: text, placeholder: placeholder, editing: editing, hidden: hidden)
    }

    public static func button(id: String, title: String, enabled: Bool = true, hidden: Bool = false) -> ElementSnapshot {
        ElementSnapshot(id: id, kind: .button, properties: [
            "title": .string(title), "enabled": .bool(enabled), "hidden": .bool(hidden),
        ])
    }

    public static func label(id: String, text: String?, hidden: Bool = false) -> ElementSnapshot {
        ElementSnapshot(id: id, kind: .label, properties: ["text": SnapshotValue(text), "hidden": .bool(hidden)])
    }

    public static func table(
        id: String, rows: [RowSnapshot], selected: Int? = nil, refreshing: Bool = false, hidden: Bool = false
    ) -> ElementSnapshot {
        ElementSnapshot(
            id: id, kind: .table,
            properties: ["selected": SnapshotValue(selected), "refreshing": .bool(refreshing), "hidden": .bool(hidden)],
            rows: rows
        )
    }

    public static func activityIndicator(id: String, animating: Bool, hidden: Bool = false) -> ElementSnapshot {
        ElementSnapshot(id: id, kind: .activityIndicator, properties: ["animating": .bool(animating), "hidden": .bool(hidden)])
    }

    public static func webView(
        id: String, url: String?, title: String?, loading: Bool,
        canGoBack: Bool = false, canGoForward: Bool = false, hidden: Bool = false
    ) -> ElementSnapshot {
        ElementSnapshot(id: id, kind: .webView, properties: [
            "url": SnapshotValue(url), "title": SnapshotValue(title), "loading": .bool(loading),
            "canGoBack": .bool(canGoBack), "canGoForward": .bool(canGoForward), "hidden": .bool(hidden),
        ])
    }

    private static func field(
        id: String, kind: ElementKind, text: String, placeholder: String?, editing: Bool, hidden: Bool
    ) -> ElementSnapshot {
        ElementSnapshot(id: id, kind: kind, properties: [
            "text": .string(text), "placeholder": SnapshotValue(placeholder), "editing": .bool(editing),
            "hidden": .bool(hidden),
        ])
    }
}

extension ElementSnapshot: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, kind, properties, rows
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decode(ElementKind.self, forKey: .kind)
        properties = try container.decode([String: SnapshotValue].self, forKey: .properties)
        rows = try container.decodeIfPresent([RowSnapshot].self, forKey: .rows) ?? []
    }

    /// Only tables write `rows`, so a button's JSON stays free of an empty list.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(kind, forKey: .kind)
        try container.encode(properties, forKey: .properties)
        if kind == .table { try container.encode(rows, forKey: .rows) }
    }
}
