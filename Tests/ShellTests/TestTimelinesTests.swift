import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `rxs test` records value timelines only for a script that can read them: one with a
/// `marbles` line or an `include` (whose script may have one), or one drawn as a replay page.
final class TestTimelinesTests: XCTestCase {
    private let steps = "open repos\ntype searchBar octocat\nwait 1s\n"

    /// The `#>` lines `--update` writes after the last command.
    private func lastBlock(_ path: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n").map(String.init)
        return Array(lines.reversed().prefix { $0.hasPrefix("#>") }.reversed())
    }

    func testASessionThatRecordsNoTimelinesHasNone() {
        MainActor.assumeIsolated { () -> Void in
            var options = SessionOptions.builtIn
            options.recordsTimelines = false
            let session = Session(options: options)
            session.lines(["open repos", "type searchBar octocat", "wait 1s"])
            XCTAssertEqual(session.timelines.paths, [])
            let recording = Session(options: SessionOptions.builtIn)
            recording.lines(["open repos", "type searchBar octocat", "wait 1s"])
            XCTAssertTrue(recording.timelines.paths.contains("searchBar.text"), "\(recording.timelines.paths)")
        }
    }

    func testMarblesInAnIncludedScriptDrawWhatTheyDrawInPlace() throws {
        let folder = try TemporaryFolder(self)
        let direct = try folder.write("direct.rxs", steps + "marbles searchBar.text\n")
        _ = try folder.write("marbles.rxs", "marbles searchBar.text\n")
        let including = try folder.write("including.rxs", steps + "include marbles.rxs\n")
        for path in [direct, including] {
            let result = ScriptTest(path: path, sessionOptions: SessionOptions.builtIn, update: true).run()
            XCTAssertEqual(result.verdict, .passed, "\(result.details)")
            XCTAssertTrue(result.updated)
        }
        let drawn = try lastBlock(direct)
        XCTAssertTrue(drawn.contains { $0.contains("octocat") }, "\(drawn)")
        XCTAssertEqual(try lastBlock(including), drawn)
    }

    func testAReplayPageDrawsTheTimelinesOfAScriptWithoutMarbles() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.write("plain.rxs", steps)
        var test = ScriptTest(path: path, sessionOptions: SessionOptions.builtIn)
        test.replay = true
        let page = try XCTUnwrap(test.run().replayPage)
        XCTAssertTrue(page.contains("id=\"timelines\""))
        XCTAssertTrue(page.contains("class=\"marble-row\" data-path=\"searchBar.text\""))
    }
}
