import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession
@testable import RxsSupport

final class ScriptErrorTests: XCTestCase {
    private func error(in line: String, column: Int, length: Int, hints: [String] = []) -> ScriptError {
        let span = SourceSpan(location: SourceLocation(file: "flow.rxs", line: 12, column: column), length: length, lineText: line)
        return ScriptError("unknown element 'x'", at: span, hints: hints)
    }

    func testRendersHeadlineSourceCaretAndHints() {
        let rendered = error(in: "tap serchButton", column: 5, length: 11, hints: ["did you mean searchButton?"]).rendered()
        XCTAssertEqual(rendered, """
            flow.rxs:12:5: error: unknown element 'x'
            tap serchButton
                ^~~~~~~~~~~
            did you mean searchButton?
            """)
    }

    func testOneLineFormJoinsHintsWithDashes() {
        let described = error(in: "tap x", column: 5, length: 1, hints: ["first", "second"]).description
        XCTAssertEqual(described, "flow.rxs:12:5: error: unknown element 'x' — first — second")
    }

    func testCaretAccountsForWideCharactersBeforeAndUnderIt() {
        let rendered = error(in: "type 検索 x", column: 6, length: 2).rendered()
        XCTAssertEqual(rendered.split(separator: "\n", omittingEmptySubsequences: false)[2], "     ^~~~")
        let after = error(in: "type 検索 x", column: 9, length: 1).rendered()
        XCTAssertEqual(after.split(separator: "\n", omittingEmptySubsequences: false)[2], "          ^")
    }

    func testCaretKeepsTabsOfTheSourceLine() {
        let rendered = error(in: "\ttap\tx", column: 6, length: 1).rendered()
        XCTAssertEqual(rendered.split(separator: "\n", omittingEmptySubsequences: false)[2], "\t   \t^")
    }

    func testCaretPastTheEndOfTheLine() {
        let rendered = error(in: "type searchBar", column: 15, length: 0).rendered()
        XCTAssertEqual(rendered.split(separator: "\n", omittingEmptySubsequences: false)[2], "              ^")
    }

    func testColorStylesHeadlineAndCaretOnly() {
        let rendered = error(in: "tap x", column: 5, length: 1, hints: ["hint"]).rendered(color: true)
        XCTAssertEqual(rendered, """
            \u{1B}[1mflow.rxs:12:5: \u{1B}[1;31merror: \u{1B}[0m\u{1B}[1munknown element 'x'\u{1B}[0m
            tap x
            \u{1B}[32m    ^\u{1B}[0m
            hint
            """)
        XCTAssertFalse(error(in: "tap x", column: 5, length: 1).rendered().contains("\u{1B}"))
    }

    func testDisplayWidths() {
        XCTAssertEqual(DisplayWidth.of("abc"), 3)
        XCTAssertEqual(DisplayWidth.of("ラーメン"), 8)
        XCTAssertEqual(DisplayWidth.of("검색"), 4)
        XCTAssertEqual(DisplayWidth.of("ＡＢ"), 4)
        XCTAssertEqual(DisplayWidth.of("🍜"), 2)
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("❤️"), 2)
    }
}

final class UnknownNameTests: XCTestCase {
    private let elements = ["searchField", "searchButton", "validMessage"]

    private func name(_ text: String, line: String, column: Int) -> Located<String> {
        Located(text, span: SourceSpan(
            location: SourceLocation(file: "search.rxs", line: 4, column: column), length: text.count, lineText: line))
    }

    func testUnknownElementSuggestsTheClosestId() {
        let error = ScriptError.unknown(
            "element", name("serchField", line: "type serchField rx", column: 6), "on screen search", candidates: elements)
        XCTAssertEqual(error.description,
            "search.rxs:4:6: error: unknown element 'serchField' on screen search — did you mean searchField?")
        XCTAssertEqual(error.rendered(), """
            search.rxs:4:6: error: unknown element 'serchField' on screen search
            type serchField rx
                 ^~~~~~~~~~
            did you mean searchField?
            """)
    }

    func testNothingCloseListsTheChoices() {
        let screen = ScriptError.unknown(
            "screen", name("github", line: "open github", column: 6),
            candidates: ["repos", "venues", "feed", "search", "follow"])
        XCTAssertEqual(screen.description,
            "search.rxs:4:6: error: unknown screen 'github' — choose from repos, venues, feed, search, follow")
        let many = (1...10).map { "e\($0)" }
        XCTAssertEqual(ScriptError.unknown("element", name("zzzzzz", line: "tap zzzzzz", column: 5), candidates: many).hints,
            ["choose from e1, e2, e3, e4, e5, e6, e7, e8, …"])
        XCTAssertEqual(ScriptError.unknown("button", name("OK", line: "dismiss OK", column: 9), "on the alert", candidates: []).description,
            "search.rxs:4:9: error: unknown button 'OK' on the alert")
    }
}
