import RxUI

/// The values each path took over virtual time, for `marbles`. Bounded: each path keeps its
/// latest `limit` values, so a long session does not grow without end.
public struct ValueTimelines: Sendable {
    public struct Entry: Hashable, Sendable {
        /// Virtual milliseconds.
        public var time: Int
        /// The value as a script writes it (`"octocat"`, `8`, `true`, `null`; long texts shortened as
        /// change lines show them); `(none)` while
        /// the path is not on screen; `+8 rows (0–7)` for bulk changes of a table's rows.
        public var value: String
    }

    public static let limit = 256
    /// What a path holds when its element is not on screen.
    static let absent = "(none)"

    /// Paths in the order they first appeared or changed.
    public private(set) var paths: [String] = []
    private var entries: [String: [Stored]] = [:]

    /// A recorded value, spelled as text only when `marbles` asks: most never are.
    private enum StoredValue: Sendable {
        case value(SnapshotValue)
        case absent
        /// A table's bulk row change, shown as its change line without the leading `id: `.
        case rows(SnapshotChange, idLength: Int)

        var text: String {
            switch self {
            case .value(let value): return ChangeLineText.text(of: value)
            case .absent: return ValueTimelines.absent
            case .rows(let change, let idLength): return String(change.description.dropFirst(idLength + 2))
            }
        }
    }

    private struct Stored: Sendable {
        var time: Int
        var value: StoredValue
    }
    /// Paths whose value changed while on screen (appearing with a screen is not a change).
    private var changed: Set<String> = []

    public init() {}

    /// Paths `marbles` draws when none are named: those that changed, in order.
    public var changedPaths: [String] { paths.filter(changed.contains) }

    mutating func record(_ change: SnapshotChange, at time: Int) {
        switch change {
        case .value(let path, let old, let new):
            if let old, time > 0, entries[path] == nil {
                // The path was there, unchanged, from the start of the session.
                append(.value(old), to: path, at: 0)
            }
            if old != nil, new != nil { changed.insert(path) }
            append(new.map { .value($0) } ?? .absent, to: path, at: time)
        case .rows(let id, _, _):
            let path = "\(id).rows"
            changed.insert(path)
            append(.rows(change, idLength: id.count), to: path, at: time)
        }
    }

    private mutating func append(_ value: StoredValue, to path: String, at time: Int) {
        let entry = Stored(time: time, value: value)
        guard let index = entries.index(forKey: path) else {
            paths.append(path)
            entries[path] = [entry]
            return
        }
        entries.values[index].append(entry)
        // Dropping the oldest once per `limit` values keeps appending O(1) on average.
        let count = entries.values[index].count
        if count >= 2 * Self.limit { entries.values[index].removeFirst(count - Self.limit) }
    }

    public func entries(for path: String) -> [Entry] {
        (entries[path] ?? []).suffix(Self.limit).map { Entry(time: $0.time, value: $0.value.text) }
    }
}
