import Foundation
import XCTest

/// The REPL with stdin and stdout piped: plain lines, and `:save` writing a script that
/// `rxs run` replays to the same state.
final class ReplPipeTests: XCTestCase {
    func testASavedSessionReplaysToTheSameState() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("lib/typing.rxs", "type searchBar octocat\nwait 100ms\n")
        // :save makes no folders: the one it saves into must exist.
        try FileManager.default.createDirectory(atPath: folder.path + "/saved", withIntermediateDirectories: false)
        let session = try RxsProcess.run(["--json", "--seed", "7"], in: folder.path, input: """
            open repos
            include lib/typing.rxs
            select 2
            tpye oops
            tap nothing
            set seed 3
            open follow
            delete 3
            set autosettle off
            refresh
            wait 100ms
            set autosettle on
            open search
            type searchField rxswift
            tap searchButton
            state
            :save saved/flow.rxs
            """ + "\n")
        XCTAssertEqual(session.status, 2, "piped, the REPL exits 2 after the errors on lines 4 and 5")
        let answers = session.stdoutLines.compactMap(Self.object)
        XCTAssertEqual(answers.count, 17, "one answer per line")
        XCTAssertEqual(answers.last?["output"] as? String, "saved 23 lines to saved/flow.rxs")

        XCTAssertEqual(try folder.read("saved/flow.rxs"), """
            # saved by rxs
            set autosettle off
            set seed 7
            open repos
            settle
            type searchBar octocat
            settle
            wait 100ms
            select 2
            settle
            set seed 3
            open follow
            settle
            delete 3
            settle
            refresh
            wait 100ms
            open search
            settle
            type searchField rxswift
            settle
            tap searchButton
            settle
            state

            """)
        let replay = try RxsProcess.run(["run", "--json", "saved/flow.rxs"], in: folder.path)
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let replayed = replay.stdoutLines.compactMap(Self.object)
        let liveState = try XCTUnwrap(answers.dropLast().last?["output"] as? String)
        XCTAssertEqual(replayed.last?["output"] as? String, liveState)
        XCTAssertEqual(replayed.last?["t"] as? Int, answers.dropLast().last?["t"] as? Int)
        XCTAssertTrue(liveState.contains("\"name\": \"results\""), liveState)
    }

    func testPlainLinesWithoutPromptBannerOrColour() throws {
        let folder = try TemporaryFolder(self)
        let output = try RxsProcess.run([], in: folder.path, input: "open search\nexpect nav.depth == 2\n:save\n:load x\n")
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stdoutLines, [
            "[0.000s] nav.depth: 0 → 1",
            "[0.000s] nav.screen: null → \"search\"",
            "[0.000s] nav.title: null → \"GitHub リポジトリ検索\"",
            "expect failed: nav.depth == 2",
            "  expected: == 2",
            "  actual:   1",
        ])
        XCTAssertEqual(output.stderr, """
            <input>:3:1: error: missing FILE for :save
            :save
            ^~~~~
            usage: :save FILE
            <input>:4:1: error: unknown REPL command ':load'
            :load x
            ^~~~~
            :save FILE writes the session so far as a script
            :html FILE writes it as a replay page

            """)
    }

    private static func object(_ line: String) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
    }
}
