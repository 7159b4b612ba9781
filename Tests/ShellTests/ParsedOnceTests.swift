import RxUI
import XCTest

@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `rxs run` parses a line once, in the check before the run, and the run takes the parsed
/// line moved to its number; what it runs and the errors it reports are those of parsing
/// each line where it is.
final class ParsedOnceTests: XCTestCase {
    private let text = """
        open repos
        # a comment
        type searchBar octocat
        wait 800ms
        settle
        show
        #> ┌──┐
        expect table[0].title == "a b"
        show table
        settle
          show
        expect table[0].title == "a b"
        \texpect table.count >= 3
        wait 800ms

        """

    private func described(_ lines: some Sequence<ScriptLine>) -> [String] {
        lines.map { line in
            let spans = line.tokens.map { "\($0.span.location.line):\($0.span.location.column)+\($0.span.length)" }
            return "\(line.number) \(line.command) \(spans)"
        }
    }

    func testTheRunTakesTheLinesTheCheckParsedAsParsingThemThereGives() throws {
        let script = StreamedScript(file: "once.rxs", bytes: Array(text.utf8))
        let checked = script.check(keeping: 10)
        XCTAssertEqual(checked.count, 0)
        let reused = Array(script.lines(reusing: checked.parsed))
        let whole = Script(file: "once.rxs", text: text)
        XCTAssertEqual(described(reused), described(whole.lines))
        XCTAssertEqual(described(Array(script.lines)), described(whole.lines))
        for (moved, parsed) in zip(reused, whole.lines) {
            XCTAssertEqual(moved.tokens, parsed.tokens)
            XCTAssertEqual(moved.command as? AnyHashable, parsed.command as? AnyHashable, moved.text)
        }
    }

    func testSettleShowAndExpectMoveToAnotherLineAsTheyParseThere() throws {
        for text in ["settle", "show", "show table", "expect table[0].title == \"a b\"", "expect nav.depth != 2"] {
            let first = try XCTUnwrap(ScriptLine.parse(text, number: 2, file: "once.rxs"))
            let fresh = try XCTUnwrap(ScriptLine.parse(text, number: 9, file: "once.rxs"))
            let moved = try XCTUnwrap(first.relocated(to: 9), text)
            XCTAssertEqual(moved.tokens, fresh.tokens, text)
            XCTAssertEqual(moved.command as? AnyHashable, fresh.command as? AnyHashable, text)
        }
    }

    /// Each command made again for the new line (`relocated(toLine:)`) keeps every value and
    /// has each span on that line.
    func testEveryMovableCommandMovesAsItParsesThere() throws {
        let texts = ["type searchBar octocat", "type searchField \"RxSwift MVVM\"", "tap searchButton", "open repos",
                     "wait 800ms", "wait 2s", "select 3", "select 1.2", "delete 0", "show searchBar",
                     "expect searchBar.text == \"x\"", "expect table.count >= 3"]
        for text in texts {
            let first = try XCTUnwrap(ScriptLine.parse(text, number: 2, file: "once.rxs"))
            let fresh = try XCTUnwrap(ScriptLine.parse(text, number: 31, file: "once.rxs"))
            let moved = try XCTUnwrap(first.relocated(to: 31), text)
            XCTAssertEqual(moved.command as? AnyHashable, fresh.command as? AnyHashable, text)
            XCTAssertNotEqual(first.command as? AnyHashable, fresh.command as? AnyHashable, text)
        }
    }

    func testAMovedLinesTokensAndCommandWordAreOnItsNewLine() throws {
        for text in ["type searchBar octocat", "tap searchButton", "open repos", "settle"] {
            let first = try XCTUnwrap(ScriptLine.parse(text, number: 2, file: "once.rxs"))
            let fresh = try XCTUnwrap(ScriptLine.parse(text, number: 40, file: "once.rxs"))
            let moved = try XCTUnwrap(first.relocated(to: 40), text)
            XCTAssertEqual(moved.firstToken, fresh.tokens.first, text)
            XCTAssertEqual(moved.firstToken?.span.location.line, 40, text)
            XCTAssertEqual(moved.tokens.map(\.span.location.line), fresh.tokens.map { _ in 40 }, text)
            XCTAssertEqual(first.tokens.map(\.span.location.line), fresh.tokens.map { _ in 2 }, "the line it was moved from stays")
            var set = moved
            set.tokens = fresh.tokens
            XCTAssertEqual(set.tokens, fresh.tokens, "tokens set are the line's as given")
        }
    }

    func testErrorsOfRepeatedLinesPointAtEachLine() {
        let text = "show\nexpect table[x].title == 1\nshow\nexpect table[x].title == 1\n"
        let checked = StreamedScript(file: "once.rxs", bytes: Array(text.utf8)).check(keeping: 10)
        XCTAssertEqual(checked.kept.map { $0.rendered() }, Script(file: "once.rxs", text: text).errors.map { $0.rendered() })
        XCTAssertEqual(checked.kept.map { "\($0.location.line):\($0.location.column)" }, ["2:14", "4:14"])
    }

    func testALineWithoutTokensIsKnownByItsBytes() {
        for line in ["", "   ", "\t\u{0B}\u{0C} ", "# note", "  #> x", "#", " #tag"] {
            XCTAssertTrue(LineTokenizer.holdsNoTokens(line), line)
            XCTAssertTrue(LineTokenizer.holdsNoTokens(ArraySlice(line.utf8)), line)
            XCTAssertEqual(try LineTokenizer.tokens(in: line, line: 1, file: "x"), [], line)
        }
        for line in ["show", "  settle # why", "C#", "\u{A0}#", "é"] {
            XCTAssertFalse(LineTokenizer.holdsNoTokens(line), line)
            XCTAssertFalse(LineTokenizer.holdsNoTokens(ArraySlice(line.utf8)), line)
        }
    }

    func testExpectHandsItsPathToTheSnapshotAsSpellingAndParsingItGives() throws {
        for text in ["table.count", "table[0].title", "table[2][13].subtitle", "nav.title", "_a1.b_2"] {
            let path = try ElementPath.parse(text).get()
            XCTAssertEqual(try path.snapshotPath, try SnapshotPath(parsing: path.description), text)
        }
    }
}
