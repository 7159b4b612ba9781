import Foundation
import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// A session records the paths of a screen that opens or closes in its timelines as it goes
/// through the diff, without making a change of each: what it records must be what recording
/// every change of `SnapshotDiff.changes(from:to:)` gives.
final class SessionTimelinesTests: XCTestCase {
    /// Screens opened and left several times, tables among them: each command runs one instant
    /// (autosettle off, no waits), so the snapshot after it is the one the session diffed.
    func testScreensOpenedAndClosedRecordWhatTheirChangesWouldRecord() throws {
        let session = Session(options: SessionOptions.builtIn)
        var expected = ValueTimelines()
        var previous = session.snapshot
        let commands = ["open repos", "open search", "open venues", "open repos", "open feed", "open follow",
                        "open repos", "open search", "open repos"]
        for command in commands {
            session.lines([command])
            let current = session.snapshot
            for change in SnapshotDiff.changes(from: previous, to: current) {
                expected.record(change, at: session.time)
            }
            previous = current
        }
        let recorded = session.timelines
        XCTAssertEqual(recorded.paths, expected.paths)
        XCTAssertGreaterThan(recorded.paths.count, 10)
        XCTAssertTrue(recorded.paths.contains("table.count"), "\(recorded.paths)")
        for path in expected.paths {
            XCTAssertEqual(recorded.entries(for: path), expected.entries(for: path), path)
        }
        XCTAssertEqual(recorded.changedPaths, expected.changedPaths)
        let tableCount = recorded.entries(for: "table.count").map(\.value)
        XCTAssertTrue(tableCount.contains(ValueTimelines.absent), "\(tableCount)")
    }

    /// Past the 256-value bound, a path that appears and vanishes with its screen keeps its
    /// latest 256 values, as any path does.
    func testAScreenOpenedAndClosedPastTheBoundKeepsTheLatestValues() {
        let session = Session(options: SessionOptions.builtIn)
        let rounds = ValueTimelines.limit / 2 + 5
        for _ in 0..<rounds { session.lines(["open repos", "open search"]) }
        let entries = session.timelines.entries(for: "searchBar.text")
        XCTAssertEqual(entries.count, ValueTimelines.limit)
        XCTAssertEqual(entries.last?.value, ValueTimelines.absent)
        XCTAssertEqual(entries.dropLast().last?.value, "\"\"")
    }
}
