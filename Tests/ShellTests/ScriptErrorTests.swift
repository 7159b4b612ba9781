import XCTest

@testable import Shell

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
