import RxTestKit
import RxUI

/// The values each path took over virtual time, for `marbles`. Bounded: each path keeps its
/// latest `limit` values, so a long session does not grow without end.
public struct ValueTimelines: Sendable {
    public struct Entry: Hashable, Sendable {
        public var time: Int
        public var value: String
    }

    public static let limit = 256

    /// Paths in the order they first changed.
    public private(set) var paths: [String] = []
    private var entries: [String: [Entry]] = [:]

    mutating func record(_ change: SnapshotChange, at time: Int) {
        switch change {
        case .value(let path, _, let new):
            append(new?.description ?? "(none)", to: path, at: time)
        case .rows(let id, _, _):
            append("rows", to: id, at: time)
        }
    }

    private mutating func append(_ value: String, to path: String, at time: Int) {
        let entry = Entry(time: time, value: value)
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
        Array((entries[path] ?? []).suffix(Self.limit))
    }

    /// The timelines of `paths` (all that changed when empty) as one aligned diagram.
    public func diagram(of requested: [String], until end: Int, width: Int) -> String {
        let shown = requested.isEmpty ? paths : requested
        guard !shown.isEmpty else { return "no values have changed yet" }
        let timelines = shown.map { path in
            MarbleTimeline(path, entries(for: path).map { Recorded.next($0.time, $0.value) })
        }
        return Marble.diagram(timelines, width: width, start: 0, end: max(end, 1), unit: "ms")
    }
}
