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
        try MainActor.assumeIsolated { () throws -> Void in
            let session = Session(options: SessionOptions.builtIn)
            let expected = Self.run(["open repos", "open search", "open venues", "open repos", "open feed", "open follow",
                                     "open repos", "open search", "open repos"], in: session)
            let recorded = session.timelines
            XCTAssertEqual(recorded.paths, expected.paths)
            XCTAssertGreaterThan(recorded.paths.count, 10)
            XCTAssertTrue(recorded.paths.contains("table.count"), "\(recorded.paths)")
            for path in expected.paths {
                XCTAssertEqual(recorded.entries(for: path), expected.entries(for: path), path)
            }
            XCTAssertEqual(recorded.changedPaths, expected.changedPaths)
            let reappeared = recorded.paths.filter { path in
                !recorded.changedPaths.contains(path) && recorded.entries(for: path).count >= 2
            }
            XCTAssertGreaterThan(reappeared.count, 5, "paths recorded again each time their screen opened")
        }
    }

    /// The apps' screens opened round after round, past the 256-value bound of the paths that
    /// appear with them: the session, which records an element's paths by its id and their
    /// names, keeps what recording every change of the diff by its path keeps.
    func testScreensOpenedPastTheBoundRecordWhatTheirChangesWouldRecord() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = Session(options: SessionOptions.builtIn)
            let round = ["open repos", "open search", "type searchField rxswift", "open venues", "open feed",
                         "open follow", "open repos"]
            let expected = Self.run(Array(repeating: round, count: 130).flatMap { $0 }, in: session)
            let recorded = session.timelines
            XCTAssertEqual(recorded.paths, expected.paths)
            XCTAssertEqual(recorded.changedPaths, expected.changedPaths)
            for path in expected.paths {
                XCTAssertEqual(recorded.entries(for: path), expected.entries(for: path), path)
            }
            XCTAssertEqual(recorded.entries(for: "searchBar.text").count, ValueTimelines.limit, "past the bound")
        }
    }

    /// Past the 256-value bound, a path that appears with its screen each time it opens keeps
    /// its latest 256 values, as any path does.
    func testAScreenOpenedPastTheBoundKeepsTheLatestValues() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestScreens.session()
            let rounds = ValueTimelines.limit + 5
            for _ in 0..<rounds { session.lines(["open form", "open ticker", "wait 1s"]) }
            let entries = session.timelines.entries(for: "echo.text")
            XCTAssertEqual(entries.count, ValueTimelines.limit)
            XCTAssertEqual(entries.first, ValueTimelines.Entry(time: 5_000, value: "\"\""))
            XCTAssertEqual(entries.last, ValueTimelines.Entry(time: (rounds - 1) * 1_000, value: "\"\""))
            XCTAssertEqual(Set(entries.map(\.value)), ["\"\""])
        }
    }

    /// Runs `commands` in `session` one by one and gives the timelines that recording every
    /// change of `SnapshotDiff.changes(from:to:)` between the snapshots after each would keep.
    @MainActor private static func run(_ commands: [String], in session: Session) -> ValueTimelines {
        var expected = ValueTimelines()
        var previous = session.snapshot
        for command in commands {
            session.lines([command])
            let current = session.snapshot
            for change in SnapshotDiff.changes(from: previous, to: current) {
                expected.record(change, at: session.time)
            }
            previous = current
        }
        return expected
    }
}
