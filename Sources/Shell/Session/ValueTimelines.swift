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
        if entries[path] == nil { paths.append(path) }
        entries[path, default: []].append(Entry(time: time, value: value))
        if let count = entries[path]?.count, count > Self.limit {
            entries[path]?.removeFirst(count - Self.limit)
        }
    }

    public func entries(for path: String) -> [Entry] {
        entries[path] ?? []
    }

    /// The timelines of `paths` (all that changed when empty) as one aligned diagram.
    public func diagram(of requested: [String], until end: Int, width: Int) -> String {
        let shown = requested.isEmpty ? paths : requested
        guard !shown.isEmpty else { return "no values have changed yet" }
        let timelines = shown.map { path in
            MarbleTimeline(path, entries(for: path).map { Recorded.next($0.time, LegendText(text: $0.value)) })
        }
        return Marble.diagram(timelines, width: width, start: 0, end: max(end, 1), unit: "ms")
    }
}

/// A recorded value in a marble legend: its snapshot text as is (`"octocat"`, `8`, `true`),
/// as the legend would quote a plain `String` a second time.
private struct LegendText: Equatable, CustomStringConvertible {
    var text: String
    var description: String { text }
}
