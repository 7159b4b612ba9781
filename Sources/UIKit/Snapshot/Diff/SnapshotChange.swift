/// One line of a snapshot diff.
import RxCocoa
import RxSwift

public enum _SnapshotChange: Hashable, Sendable {
    /// A leaf changed; `nil` means the path did not exist on that side (a screen was pushed).
    case value(path: String, old: _SnapshotValue?, new: _SnapshotValue?)
    /// Rows of a table were added, removed or changed in bulk; indices are of the new table
    /// for additions and changes, of the old one for removals.
    case rows(id: String, change: RowChange, indices: [Int])

    public enum RowChange: String, Hashable, Sendable {
        case added, removed, changed
    }
}

extension _SnapshotChange: CustomStringConvertible {
    /// `searchButton.enabled: false → true`, `table: +8 rows (0–7)`.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Appends `description` to `text` (a transcript line is built in one string).
    public func write(to text: inout String) {
        switch self {
        case .value(let path, let old, let new):
            text += path
            text += ": "
            Self.write(old, to: &text)
            text += " → "
            Self.write(new, to: &text)
        case .rows(let id, let change, let indices):
            let noun = indices.count == 1 ? "row" : "rows"
            let ranges = Self.ranges(indices)
            switch change {
            case .added: text += "\(id): +\(indices.count) \(noun) (\(ranges))"
            case .removed: text += "\(id): -\(indices.count) \(noun) (\(ranges))"
            case .changed: text += "\(id): \(indices.count) \(noun) changed (\(ranges))"
            }
        }
    }

    private static func write(_ value: _SnapshotValue?, to text: inout String) {
        guard let value else {
            text += "(none)"
            return
        }
        value.write(to: &text)
    }

    /// `0–3, 7, 9–10`; after five ranges the rest is elided as `…`.
    static func ranges(_ indices: [Int]) -> String {
        var ranges: [ClosedRange<Int>] = []
        for index in indices.sorted() {
            if let last = ranges.last, last.upperBound + 1 == index {
                ranges[ranges.count - 1] = last.lowerBound...index
            } else {
                ranges.append(index...index)
            }
        }
        let shown = ranges.prefix(5).map { $0.count == 1 ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }
        return shown.joined(separator: ", ") + (ranges.count > 5 ? ", …" : "")
    }
}
