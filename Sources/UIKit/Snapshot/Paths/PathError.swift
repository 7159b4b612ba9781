/// Why a path does not resolve. The descriptions are what a script author reads, so they name
/// what was asked for and what exists instead.
import RxCocoa
import RxSwift

public enum _PathError: Error, Hashable, Sendable {
    /// Not of the form `<id>.<property>`, `<id>.count` or `<id>[<row>].<property>`.
    case malformed(path: String)
    /// Nothing at this path. `suggestions` are the closest existing paths; when there are none,
    /// `element` names the element the id matched (with its property forms) or is nil, and
    /// `elementIDs` lists the ids of the screen.
    case unknown(path: String, screen: String?, suggestions: [String], element: ElementHint?, elementIDs: [String])
    /// An element or group was named without a property; `options` are complete paths.
    case needsProperty(path: String, options: [String])
    /// A row index on an element that has no rows.
    case notATable(path: String, id: String, kind: _ElementKind)
    case rowOutOfRange(path: String, id: String, row: Int, count: Int)

    /// The element an unknown path's id matched, and the property forms it does have.
    public struct ElementHint: Hashable, Sendable {
        public var id: String
        public var properties: [String]
    }
}

extension _PathError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .malformed(let path):
            return "malformed path \(_JSONWriter.quoted(path)): expected <id>.<property>, <id>.count or <id>[<row>].<property>"
        case .unknown(let path, let screen, let suggestions, let element, let elementIDs):
            let place = screen.map { " on screen \(_JSONWriter.quoted($0))" } ?? " (no screen is open)"
            return "no path \(_JSONWriter.quoted(path))\(place); "
                + Self.hint(suggestions: suggestions, element: element, elementIDs: elementIDs)
        case .needsProperty(let path, let options):
            return "path \(_JSONWriter.quoted(path)) needs a property: \(Self.list(options, conjunction: "or"))"
        case .notATable(let path, let id, let kind):
            return "no rows in \(_JSONWriter.quoted(path)): \(id) is \(kind.article), not a table"
        case .rowOutOfRange(_, let id, let row, let count):
            return "row \(row) is out of range: \(id) has \(Self.rowCount(count))"
        }
    }

    private static func hint(suggestions: [String], element: ElementHint?, elementIDs: [String]) -> String {
        if !suggestions.isEmpty {
            return "did you mean \(list(suggestions.map(_JSONWriter.quoted), conjunction: "or"))?"
        }
        if let element {
            return "\(element.id) has \(list(element.properties, conjunction: "and"))"
        }
        let common = "common paths start with \(list(_Snapshot.commonGroups, conjunction: "or"))"
        return elementIDs.isEmpty ? common : "elements here: \(elementIDs.joined(separator: ", ")); \(common)"
    }

    private static func rowCount(_ count: Int) -> String {
        switch count {
        case 0: return "no rows"
        case 1: return "1 row (0)"
        default: return "\(count) rows (0–\(count - 1))"
        }
    }

    /// "a", "a or b", "a, b or c".
    static func list(_ items: [String], conjunction: String) -> String {
        guard let last = items.last else { return "" }
        let head = items.dropLast()
        return head.isEmpty ? last : head.joined(separator: ", ") + " \(conjunction) " + last
    }
}
