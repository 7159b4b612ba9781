import RxCocoa
import RxSwift
import RxsSupport
extension _Snapshot {
    /// The ids of the common path groups, which no element id may shadow.
    public static let commonGroups = ["nav", "alert", "hud", "activity", "opened", "time"]

    /// One leaf of the common groups and how to read it.
    struct CommonLeaf: Sendable {
        let path: String
        let read: @Sendable (_Snapshot) -> _SnapshotValue
    }

    /// The `nav` leaves, listed first. `_SnapshotDiff.navigationLeavesEqual` reads the same
    /// fields (and `overlayLeavesEqual` those of `overlayLeaves`): a leaf reading another one
    /// must be added there too.
    static let navigationLeaves = [
        CommonLeaf(path: "nav.depth") { .int($0.visibleScreens.count) },
        CommonLeaf(path: "nav.screen") { _SnapshotValue($0.top?.name) },
        CommonLeaf(path: "nav.title") { _SnapshotValue($0.top?.title) },
    ]

    /// What shows over the screens (alert, HUD, network activity, opened URL), listed next.
    static let overlayLeaves = alertLeaves + [hudLeaf, activityLeaf, openedLeaf]

    /// The overlay leaves by what they read (`_SnapshotDiff` compares those fields first).
    static let alertLeaves = [
        CommonLeaf(path: "alert.visible") { .bool($0.alert != nil) },
        CommonLeaf(path: "alert.title") { _SnapshotValue($0.alert?.title) },
        CommonLeaf(path: "alert.message") { _SnapshotValue($0.alert?.message) },
        CommonLeaf(path: "alert.buttons") { _SnapshotValue($0.alert?.buttons.joined(separator: ", ")) },
    ]
    static let hudLeaf = CommonLeaf(path: "hud.visible") { .bool($0.hudVisible) }
    static let activityLeaf = CommonLeaf(path: "activity.visible") { .bool($0.networkActivityVisible) }
    static let openedLeaf = CommonLeaf(path: "opened.url") { _SnapshotValue($0.openedURL) }

    /// The virtual time, listed last.
    static let timeLeaf = CommonLeaf(path: "time.ms") { .int($0.time) }

    /// How each leaf of the common groups is read, in listing order.
    static let commonLeaves = navigationLeaves + overlayLeaves + [timeLeaf]

    /// Leaves of the common groups, in listing order.
    public var commonValues: [(path: String, value: _SnapshotValue)] {
        Self.commonLeaves.map { ($0.path, $0.read(self)) }
    }

    /// The value at a path of the top screen or a common group.
    public func value(at text: String) throws(_PathError) -> _SnapshotValue {
        try value(at: _SnapshotPath(parsing: text))
    }

    /// The path's text is made only for a common leaf's name and the errors; a common leaf
    /// reads only its own value (reading all eleven, and their names filtered by prefix, cost
    /// about as much as finding an element's value).
    public func value(at path: _SnapshotPath) throws(_PathError) -> _SnapshotValue {
        if Self.commonGroups.contains(path.id) {
            guard path.row == nil else { throw unknownPath(path) }
            guard path.property != nil else {
                let group = Self.commonLeaves.filter { $0.path.hasPrefix(path.id + ".") }
                throw .needsProperty(path: path.description, options: group.map(\.path))
            }
            // A leaf named as the path is of the path's group: its name starts with `<id>.`.
            let text = path.description
            guard let leaf = Self.commonLeaves.first(where: { $0.path == text }) else { throw unknownPath(path) }
            return leaf.read(self)
        }
        guard let element = top?.element(path.id) else { throw unknownPath(path) }
        guard let row = path.row else {
            guard let property = path.property else {
                throw .needsProperty(path: path.description, options: Self.propertyForms(of: element).map { element.id + $0 })
            }
            guard let value = element.value(of: property) else { throw unknownPath(path) }
            return value
        }
        guard element.hasRows else { throw .notATable(path: path.description, id: element.id, kind: element.kind) }
        guard let property = path.property else {
            throw .needsProperty(
                path: path.description, options: _RowSnapshot.propertyNames.map { "\(element.id)[\(row)].\($0)" })
        }
        guard _RowSnapshot.propertyNames.contains(property) else { throw unknownPath(path) }
        if let section = path.section {
            let rows = element.rows.indices.filter { element.rows[$0].section == section }
            guard row < rows.count else {
                throw .rowOutOfRange(path: path.description, id: "\(element.id)[\(section)]", row: row, count: rows.count)
            }
            return element.rows[rows[row]][property: property] ?? .null
        }
        guard row < element.rows.count else {
            throw .rowOutOfRange(path: path.description, id: element.id, row: row, count: element.rows.count)
        }
        return element.rows[row][property: property] ?? .null
    }

    /// Every path that resolves now, common groups first, then elements in display order.
    /// Without rows, a table contributes only its own properties (for a 1000-row table).
    public func paths(includingRows: Bool = true) -> [String] {
        var paths = commonValues.map(\.path)
        for element in top?.elements ?? [] {
            paths += element.propertyNames.map { "\(element.id).\($0)" }
            if includingRows {
                for row in element.rows.indices {
                    let address = element.rowAddress(row)
                    paths += _RowSnapshot.propertyNames.map { "\(element.id)\(address).\($0)" }
                }
            }
        }
        return paths
    }

    /// Property forms of an element relative to its id: `.text`, `.count`, `[<row>].title`.
    static func propertyForms(of element: _ElementSnapshot) -> [String] {
        let own = element.propertyNames.map { "." + $0 }
        guard element.hasRows else { return own }
        let row = element.rows.first?.section == nil ? "[<row>]." : "[<section>][<row>]."
        return own + _RowSnapshot.propertyNames.map { row + $0 }
    }

    private func unknownPath(_ path: _SnapshotPath) -> _PathError {
        let text = path.description
        var candidates = commonValues.map(\.path)
        for element in top?.elements ?? [] {
            candidates += element.propertyNames.map { "\(element.id).\($0)" }
            if element.hasRows {
                candidates += _RowSnapshot.propertyNames.map { "\(element.id)[\(path.row ?? 0)].\($0)" }
            }
        }
        let hint: _PathError.ElementHint?
        if let element = top?.element(path.id) {
            hint = _PathError.ElementHint(id: element.id, properties: Self.propertyForms(of: element).map {
                $0.hasPrefix(".") ? String($0.dropFirst()) : $0
            })
        } else if Self.commonGroups.contains(path.id) {
            hint = _PathError.ElementHint(id: path.id, properties: commonValues.compactMap {
                $0.path.hasPrefix(path.id + ".") ? String($0.path.dropFirst(path.id.count + 1)) : nil
            })
        } else {
            hint = nil
        }
        return .unknown(
            path: text, screen: top?.name,
            suggestions: EditDistance.closest(to: text, among: candidates),
            element: hint, elementIDs: top?.elements.map(\.id) ?? []
        )
    }
}
