/// Pretty JSON with sorted keys and explicit `null`s, byte-stable so golden files diff cleanly.
/// Decodes back into `Snapshot` with any `Decoder` for JSON.
import RxCocoa
import RxSwift

public struct _JSONRenderer: _SnapshotRenderer {
    public init() {}

    public func render(_ snapshot: _Snapshot, previous: _Snapshot?) -> String {
        _JSONWriter.pretty(Self.node(snapshot))
    }

    /// `modals` appears only while something is presented.
    static func node(_ snapshot: _Snapshot) -> JSONNode {
        var members: [String: JSONNode] = [
            "time": .int(snapshot.time),
            "screens": .array(snapshot.screens.map(node)),
            "alert": snapshot.alert.map(node) ?? .null,
            "hudVisible": .bool(snapshot.hudVisible),
            "networkActivityVisible": .bool(snapshot.networkActivityVisible),
            "openedURL": JSONNode(snapshot.openedURL),
        ]
        if !snapshot.modals.isEmpty {
            members["modals"] = .array(snapshot.modals.map { modal in
                .object(["style": .string(modal.style), "screens": .array(modal.screens.map(node))])
            })
        }
        return .object(members)
    }

    private static func node(_ screen: _ScreenSnapshot) -> JSONNode {
        .object([
            "name": .string(screen.name),
            "title": .string(screen.title),
            "elements": .array(screen.elements.map(node)),
        ])
    }

    private static func node(_ element: _ElementSnapshot) -> JSONNode {
        var members: [String: JSONNode] = [
            "id": .string(element.id),
            "kind": .string(element.kind.rawValue),
            "properties": .object(element.properties.mapValues(JSONNode.init)),
        ]
        if element.hasRows { members["rows"] = .array(element.rows.map(node)) }
        return .object(members)
    }

    /// A row; the section fields appear only in a table of sections.
    private static func node(_ row: _RowSnapshot) -> JSONNode {
        var members: [String: JSONNode] = [
            "title": JSONNode(row.title),
            "subtitle": JSONNode(row.subtitle),
            "detail": JSONNode(row.detail),
            "image": JSONNode(row.image),
        ]
        if let section = row.section { members["section"] = .int(section) }
        if let rowInSection = row.rowInSection { members["rowInSection"] = .int(rowInSection) }
        if let header = row.sectionHeader { members["sectionHeader"] = .string(header) }
        return .object(members)
    }

    private static func node(_ alert: _AlertSnapshot) -> JSONNode {
        .object([
            "title": JSONNode(alert.title),
            "message": JSONNode(alert.message),
            "buttons": .array(alert.buttons.map { .string($0) }),
        ])
    }
}
