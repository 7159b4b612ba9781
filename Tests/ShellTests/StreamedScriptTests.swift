import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `rxs run` streams a script: one pass checks every line parses, then each line is parsed
/// just before it runs, so memory does not grow with the script.
final class StreamedScriptTests: XCTestCase, @unchecked Sendable {
    private func streamed(_ text: String) -> StreamedScript {
        StreamedScript(file: "big.rxs", bytes: Array(text.utf8))
    }

    func testLinesSplitAsScriptSplitsThem() {
        let texts = ScriptLineTexts(Array("\u{FEFF}a\r\nb\rc\n\nd".utf8)).map { "\($0.number):\($0.text)" }
        XCTAssertEqual(texts, ["1:a", "2:b", "3:c", "4:", "5:d"])
        XCTAssertEqual(ScriptLineTexts(Array("a\n".utf8)).map(\.text), ["a"])
        XCTAssertEqual(ScriptLineTexts([0xFF, 0x0A, 0x61]).map(\.text), ["\u{FFFD}", "a"])
    }

    func testErrorsAreThoseOfTheWholeScript() {
        let text = "open repos\ntpye x y\nwait 5\n# fine\ntap searchButton\n"
        XCTAssertEqual(streamed(text).errors().map { $0.rendered() }, Script(file: "big.rxs", text: text).errors.map { $0.rendered() })
        XCTAssertEqual(streamed(text).firstError()?.rendered(), Script(file: "big.rxs", text: text).errors.first?.rendered())
        XCTAssertEqual(streamed(text).lines.map(\.number), [1, 5])
    }

    func testLinesSplitTheSameWhenReadInChunks() {
        let sources = ["\u{FEFF}a\r\nb\rc\n\nd", "a\r\n", "\r\r\n\n", "", "\u{FEFF}", "long line é\nx\r", "ab"]
        for source in sources {
            let bytes = Array(source.utf8)
            let whole = ScriptLineTexts(bytes).map { "\($0.number):\($0.text)" }
            for size in 1...4 {
                var offset = 0
                let chunked = ScriptLineTexts(chunks: {
                    guard offset < bytes.count else { return nil }
                    defer { offset += size }
                    return Array(bytes[offset..<min(offset + size, bytes.count)])
                }).map { "\($0.number):\($0.text)" }
                XCTAssertEqual(chunked, whole, "\(source.debugDescription) in chunks of \(size)")
            }
        }
    }

    func testAFileIsReadOnEachPassAsItsBytesWouldBe() throws {
        let path = NSTemporaryDirectory() + "streamed-\(getpid()).rxs"
        let text = "open repos\r\ntpye x y\n" + String(repeating: "wait 5ms\n", count: 20_000) + "tap searchButton"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = try XCTUnwrap(StreamedScript(file: "big.rxs", streaming: path))
        XCTAssertEqual(file.errors().map { $0.rendered() }, streamed(text).errors().map { $0.rendered() })
        XCTAssertEqual(Array(file.lines.map(\.number)), Array(streamed(text).lines.map(\.number)))
        XCTAssertEqual(file.lines.map(\.number).count, 20_002)
        XCTAssertFalse(file.holdsNUL)
        XCTAssertNil(StreamedScript(file: "x", streaming: NSTemporaryDirectory()))
        XCTAssertNil(StreamedScript(file: "x", streaming: path + ".missing"))
    }

    func testARepeatedLineMovedToItsNumberIsTheLineParsedThere() throws {
        let texts = ["wait 800ms", "open repos", "type searchBar \"a b\"", "select 3", "delete 0", "tap searchButton",
                     "refresh", "back", "expect nav.depth == 1"]
        for text in texts {
            let first = try XCTUnwrap(ScriptLine.parse(text, number: 3, file: "big.rxs"))
            let fresh = try XCTUnwrap(ScriptLine.parse(text, number: 7, file: "big.rxs"))
            guard let moved = first.relocated(to: 7) else {
                XCTAssertFalse(text.hasPrefix("wait") || text.hasPrefix("select"), "\(text) moves")
                continue
            }
            XCTAssertEqual(moved.number, 7)
            XCTAssertEqual(moved.tokens, fresh.tokens, text)
            XCTAssertEqual(moved.command as? AnyHashable, fresh.command as? AnyHashable, text)
        }
        let lines = Array(streamed("select 3\n# note\nselect 3\n").lines)
        XCTAssertEqual(lines.map(\.number), [1, 3])
        XCTAssertEqual((lines[1].command as? SelectCommand)?.row.span.location.line, 3)
    }

    func testRepeatedLinesReportEveryErrorAtItsOwnLine() {
        let text = "wait 1s\ntpye x\nwait 1s\ntpye x\nwait 1s\n"
        XCTAssertEqual(streamed(text).errors().map(\.location.line), [2, 4])
        XCTAssertEqual(streamed(text).errors().map { $0.rendered() }, Script(file: "big.rxs", text: text).errors.map { $0.rendered() })
        XCTAssertEqual(streamed(text).firstError()?.location.line, 2)
        XCTAssertEqual(streamed(text).lines.map(\.number), [1, 3, 5])
    }

    func testEachLineIsParsedJustBeforeItRuns() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            var handedOut = 0
            var runBeforeEachLine: [Int] = []
            var reports = 0
            let lines = streamed(String(repeating: "wait 1ms\n", count: 1_000)).lines
            let counting = sequence(state: lines) { lines -> ScriptLine? in
                guard let line = lines.next() else { return nil }
                handedOut += 1
                runBeforeEachLine.append(reports)
                return line
            }
            let status = ScriptRunner(session: session).run(file: "big.rxs", lines: counting) { _ in reports += 1 }
            XCTAssertEqual(status, .passed)
            XCTAssertEqual(handedOut, 1_000)
            XCTAssertEqual(runBeforeEachLine, Array(0..<1_000), "a line is taken only after the one before ran")
            XCTAssertEqual(session.time, 1_000)
        }
    }

    func testTheCheckSaysWhetherALineMayReadTheTimelines() {
        XCTAssertFalse(streamed("open repos\nwait 5\nshow\n").check(keeping: 1).readsTimelines)
        XCTAssertTrue(streamed("open repos\nwait 5\nmarbles table.count\n").check(keeping: 1).readsTimelines)
        XCTAssertTrue(streamed("open repos\ninclude other.rxs\n").check(keeping: 1).readsTimelines)
        XCTAssertFalse(streamed("# marbles\nmarbels x\n").check(keeping: 1).readsTimelines, "a comment or an error reads nothing")
        // More distinct lines than the table of parsed lines keeps: it is emptied, and a
        // `marbles` seen before and after still counts once found.
        let distinct = (0..<5_000).map { "wait \($0)ms\n" }.joined()
        XCTAssertTrue(streamed("marbles\n" + distinct + "marbles\n").check(keeping: 1).readsTimelines)
        XCTAssertTrue(streamed(distinct + "marbles\n").check(keeping: 1).readsTimelines)
        XCTAssertFalse(streamed(distinct).check(keeping: 1).readsTimelines)
    }

    /// A run records the timelines only for a script that may read them; `marbles` at the end
    /// of a streamed script, or in an included one, still draws every value from the start.
    func testMarblesAtTheEndOfARunDrawTheValuesFromTheStart() throws {
        let folder = try TemporaryFolder(self)
        let lines = "open repos\ntype searchBar octocat\nwait 800ms\ntype searchBar x\nwait 800ms\n"
        try folder.write("plain.rxs", lines)
        try folder.write("drawn.rxs", lines + "marbles searchBar.text table.count\n")
        try folder.write("chart.rxs", "marbles searchBar.text table.count\n")
        try folder.write("included.rxs", lines + "include chart.rxs\n")
        let plain = try RxsProcess.run(["run", "plain.rxs"], in: folder.path)
        let drawn = try RxsProcess.run(["run", "drawn.rxs"], in: folder.path)
        let included = try RxsProcess.run(["run", "included.rxs"], in: folder.path)
        XCTAssertEqual([plain.status, drawn.status, included.status], [0, 0, 0], drawn.stderr + included.stderr)
        XCTAssertTrue(drawn.stdout.hasPrefix(plain.stdout), "the lines before `marbles` print as without it")
        let chart = drawn.stdout.dropFirst(plain.stdout.count)
        XCTAssertTrue(chart.contains("octocat") && chart.contains("\"x\""), String(chart))
        XCTAssertTrue(chart.contains("8"), "table.count's values are drawn: \(chart)")
        XCTAssertTrue(included.stdout.hasPrefix(plain.stdout))
        XCTAssertEqual(included.stdout.dropFirst(plain.stdout.count).filter { $0 == "\n" }.count,
                       chart.filter { $0 == "\n" }.count, included.stdout)
    }

    func testRunOfABigScriptKeepsNoParsedLines() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("bad.rxs", String(repeating: "wait 1ms\n", count: 100) + "tpye x\n")
        let bad = try RxsProcess.run(["run", "bad.rxs"], in: folder.path)
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stdout, "", "a script with an error does not run at all")
        XCTAssertTrue(bad.stderr.hasPrefix("bad.rxs:101:1: error: unknown command 'tpye'"), bad.stderr)
        try folder.write("many.rxs", String(repeating: "wait 1ms\n", count: 2_000) + "expect nav.depth == 0\n")
        let many = try RxsProcess.run(["run", "--json", "many.rxs"], in: folder.path)
        XCTAssertEqual(many.status, 0)
        XCTAssertEqual(many.stdoutLines.count, 2_001)
    }
}
