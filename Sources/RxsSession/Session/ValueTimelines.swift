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
    /// Each path's timeline, at its place in `paths`.
    private var timelines: [Timeline] = []
    /// Where each path's timeline is: one lookup per recorded change.
    private var slots: [String: Int] = [:]
    /// The slots of each element's paths found so far (`record(id:name:…)`), at the place
    /// `elementIndex` gives for its id.
    private var elementSlots: [[NameSlot]] = []
    private var elementIndex: [String: Int] = [:]
    /// The element whose paths were recorded last: an element appearing or vanishing with its
    /// screen records its paths one after another, each found by its name among its own,
    /// without building `id.name` and looking it up (about half of recording one).
    private var lastElement: (id: String, index: Int)?

    private struct NameSlot: Sendable {
        var name: String
        var slot: Int
    }

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
    package var changedPaths: [String] { zip(paths, timelines).filter { $1.changed }.map(\.0) }

    mutating func record(_ change: SnapshotChange, at time: Int) {
        switch change {
        case .value(let path, let old, let new):
            record(path, old: old, new: new, at: time)
        case .rows(let id, _, _):
            update("\(id).rows") { timeline in
                timeline.changed = true
                timeline.append(Stored(time: time, value: .rows(change, idLength: id.count)))
            }
        }
    }

    /// `path` went from `old` to `new` (`nil`: not on screen), as `.value(path:old:new:)` records
    /// it.
    mutating func record(_ path: String, old: SnapshotValue?, new: SnapshotValue?, at time: Int) {
        let (slot, isNew) = slot(for: path)
        record(slot: slot, isNew: isNew, old: old, new: new, at: time)
    }

    /// `record(_:old:new:at:)` of the path `id.name`: a session records the paths of an element
    /// that appears or vanishes with its screen this way, one after another, without making
    /// the change.
    mutating func record(id: String, name: String, old: SnapshotValue?, new: SnapshotValue?, at time: Int) {
        let element: Int
        if let lastElement, lastElement.id == id {
            element = lastElement.index
        } else {
            element = elementIndex[id] ?? elementSlots.count
            if element == elementSlots.count {
                elementIndex[id] = element
                elementSlots.append([])
            }
            lastElement = (id, element)
        }
        if let known = elementSlots[element].first(where: { $0.name == name }) {
            return record(slot: known.slot, isNew: false, old: old, new: new, at: time)
        }
        let (slot, isNew) = slot(for: id + "." + name)
        elementSlots[element].append(NameSlot(name: name, slot: slot))
        record(slot: slot, isNew: isNew, old: old, new: new, at: time)
    }

    private mutating func record(slot: Int, isNew: Bool, old: SnapshotValue?, new: SnapshotValue?, at time: Int) {
        if isNew, let old, time > 0 {
            // The path was there, unchanged, from the start of the session.
            timelines[slot].append(Stored(time: 0, value: .value(old)))
        }
        if old != nil, new != nil { timelines[slot].changed = true }
        timelines[slot].append(Stored(time: time, value: new.map { .value($0) } ?? .absent))
    }

    /// Changes the timeline of `path` in place.
    private mutating func update(_ path: String, _ body: (inout Timeline) -> Void) {
        body(&timelines[slot(for: path).slot])
    }

    /// The place of `path`'s timeline, made empty (`isNew`) when the path is new.
    private mutating func slot(for path: String) -> (slot: Int, isNew: Bool) {
        if let slot = slots[path] { return (slot, false) }
        let slot = timelines.count
        slots[path] = slot
        paths.append(path)
        timelines.append(Timeline())
        return (slot, true)
    }

    package func entries(for path: String) -> [Entry] {
        guard let slot = slots[path] else { return [] }
        return timelines[slot].stored.suffix(Self.limit).map { Entry(time: $0.time, value: $0.value.text) }
    }
}
