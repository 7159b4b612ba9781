import RxUI
import RxsScript

/// The values each path took over virtual time, for `marbles`. Bounded: each path keeps its
/// latest `limit` values, so a long session does not grow without end.
package struct ValueTimelines: Sendable {
    package struct Entry: Hashable, Sendable {
        /// Virtual milliseconds.
        package var time: Int
        /// The value as a script writes it (`"octocat"`, `8`, `true`, `null`; long texts shortened as
        /// change lines show them); `(none)` while
        /// the path is not on screen; `+8 rows (0–7)` for bulk changes of a table's rows.
        package var value: String
    }

    package static let limit = 256
    /// What a path holds when its element is not on screen.
    package static let absent = "(none)"

    /// Paths in the order they first appeared or changed.
    package private(set) var paths: [String] = []
    /// One lookup per recorded change: a replay records a few per line.
    private var timelines: [String: Timeline] = [:]

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

    private struct Timeline: Sendable {
        var stored: [Stored] = []
        /// The path's value changed while on screen (appearing with a screen is not a change).
        var changed = false

        mutating func append(_ entry: Stored) {
            stored.append(entry)
            // Dropping the oldest once per `limit` values keeps appending O(1) on average.
            if stored.count >= 2 * ValueTimelines.limit { stored.removeFirst(stored.count - ValueTimelines.limit) }
        }
    }

    package init() {}

    /// Paths `marbles` draws when none are named: those that changed, in order.
    package var changedPaths: [String] { paths.filter { timelines[$0]?.changed == true } }

    mutating func record(_ change: SnapshotChange, at time: Int) {
        switch change {
        case .value(let path, let old, let new):
            record(path, old: old, new: new, at: time)
        case .rows(let id, _, _):
            update("\(id).rows") { timeline, _ in
                timeline.changed = true
                timeline.append(Stored(time: time, value: .rows(change, idLength: id.count)))
            }
        }
    }

    /// `path` went from `old` to `new` (`nil`: not on screen), as `.value(path:old:new:)` records
    /// it; a session records a path appearing or vanishing with its screen this way, without
    /// making the change.
    mutating func record(_ path: String, old: SnapshotValue?, new: SnapshotValue?, at time: Int) {
        let entry = Stored(time: time, value: new.map { .value($0) } ?? .absent)
        update(path) { timeline, isNew in
            if isNew, let old, time > 0 {
                // The path was there, unchanged, from the start of the session.
                timeline.append(Stored(time: 0, value: .value(old)))
            }
            if old != nil, new != nil { timeline.changed = true }
            timeline.append(entry)
        }
    }

    /// Changes the timeline of `path` in place, making it (`isNew`) when the path is new.
    private mutating func update(_ path: String, _ body: (inout Timeline, _ isNew: Bool) -> Void) {
        if let index = timelines.index(forKey: path) {
            body(&timelines.values[index], false)
            return
        }
        var timeline = Timeline()
        body(&timeline, true)
        paths.append(path)
        timelines[path] = timeline
    }

    package func entries(for path: String) -> [Entry] {
        (timelines[path]?.stored ?? []).suffix(Self.limit).map { Entry(time: $0.time, value: $0.value.text) }
    }
}
