@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession
import RxUI
import XCTest

final class ValueTimelinesTests: XCTestCase {
    func testKeepsTheLatestValuesOfEachPathUpToTheLimit() {
        var timelines = ValueTimelines()
        let limit = ValueTimelines.limit
        let total = limit * 3 + 7
        for time in 0..<total {
            timelines.record(.value(path: "table.count", old: nil, new: .int(time)), at: time)
        }
        timelines.record(.rows(id: "table", change: .added, indices: [0]), at: total)

        let kept = timelines.entries(for: "table.count")
        XCTAssertEqual(kept.count, limit)
        XCTAssertEqual(kept.first, ValueTimelines.Entry(time: total - limit, value: "\(total - limit)"))
        XCTAssertEqual(kept.last, ValueTimelines.Entry(time: total - 1, value: "\(total - 1)"))
        XCTAssertEqual(timelines.entries(for: "table.rows"), [ValueTimelines.Entry(time: total, value: "+1 row (0)")])
        XCTAssertEqual(timelines.paths, ["table.count", "table.rows"])
        XCTAssertEqual(timelines.entries(for: "nav.title"), [])
    }

    /// A whole element's paths recorded by id and name (as a session records a screen's
    /// elements appearing and vanishing) give what recording each `id.name` path gives: the
    /// same paths in the same order, entries, changed paths and bound, also when an element's
    /// properties differ between appearances, another element comes between, the same path is
    /// also recorded whole, or an id with a dot spells another element's path.
    func testAnElementRecordedByNameRecordsWhatItsPathsRecord() {
        var byName = ValueTimelines()
        var byPath = ValueTimelines()
        func whole(_ id: String, _ properties: [(String, SnapshotValue)], appearing: Bool, at time: Int) {
            for (name, value) in properties {
                let (old, new): (SnapshotValue?, SnapshotValue?) = appearing ? (nil, value) : (value, nil)
                byName.record(id: id, name: name, old: old, new: new, at: time)
                byPath.record("\(id).\(name)", old: old, new: new, at: time)
            }
        }
        func change(_ path: String, _ old: SnapshotValue, _ new: SnapshotValue, at time: Int) {
            byName.record(.value(path: path, old: old, new: new), at: time)
            byPath.record(.value(path: path, old: old, new: new), at: time)
        }
        let rounds = ValueTimelines.limit + 40
        for round in 0..<rounds {
            let time = round * 10 + 5
            var field: [(String, SnapshotValue)] = [("hidden", .bool(false)), ("text", .string("t\(round % 7)"))]
            if round % 3 == 0 { field.insert(("alpha", .int(0)), at: 0) }
            whole("field", field, appearing: true, at: time)
            whole("a.b", [("c", .int(round))], appearing: true, at: time)
            whole("a", [("b.c", .int(-round)), ("d", .bool(true))], appearing: true, at: time)
            change("field.text", .string("t\(round % 7)"), .string("typed"), at: time + 1)
            whole("table", [("count", .int(round % 4)), ("hidden", .bool(false))], appearing: round % 2 == 0, at: time + 2)
            whole("field", field, appearing: false, at: time + 3)
        }
        XCTAssertEqual(byName.paths, byPath.paths)
        XCTAssertEqual(byName.paths.first, "field.alpha")
        XCTAssertTrue(byName.paths.contains("a.b.c"))
        XCTAssertEqual(byName.changedPaths, byPath.changedPaths)
        XCTAssertEqual(byName.changedPaths, ["field.text"])
        for path in byPath.paths {
            XCTAssertEqual(byName.entries(for: path), byPath.entries(for: path), path)
        }
        XCTAssertEqual(byName.entries(for: "field.hidden").count, ValueTimelines.limit)
        XCTAssertEqual(byName.entries(for: "a.b.c").count, ValueTimelines.limit)
        XCTAssertEqual(byName.entries(for: "a.b.c").last?.value, "\(-(rounds - 1))")
    }

    /// A path whose element appears after the session began starts with its value at 0 when it
    /// first vanishes: recorded by name as by path.
    func testAnElementFirstSeenVanishingStartsAtZeroByNameAsByPath() {
        var byName = ValueTimelines()
        var byPath = ValueTimelines()
        byName.record(id: "label", name: "text", old: .string("hi"), new: nil, at: 300)
        byPath.record("label.text", old: .string("hi"), new: nil, at: 300)
        XCTAssertEqual(byName.entries(for: "label.text"), byPath.entries(for: "label.text"))
        XCTAssertEqual(byName.entries(for: "label.text"), [
            ValueTimelines.Entry(time: 0, value: "\"hi\""), ValueTimelines.Entry(time: 300, value: ValueTimelines.absent),
        ])
    }
}
