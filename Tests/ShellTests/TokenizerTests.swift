import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class TokenizerTests: XCTestCase {
    private func tokens(_ line: String) throws(ScriptError) -> [Token] {
        try LineTokenizer.tokens(in: line, line: 7, file: "demo.rxs")
    }

    private func failure(_ line: String) -> ScriptError? {
        do {
            _ = try tokens(line)
            return nil
        } catch {
            return error
        }
    }

    func testSplitsOnSpacesAndTabsWithColumns() throws {
        let result = try tokens("type\tsearchBar   octocat")
        XCTAssertEqual(result.map(\.text), ["type", "searchBar", "octocat"])
        XCTAssertEqual(result.map(\.span.location.column), [1, 6, 18])
        XCTAssertEqual(result.map(\.span.length), [4, 9, 7])
        XCTAssertEqual(result[1].span.location, SourceLocation(file: "demo.rxs", line: 7, column: 6))
        XCTAssertFalse(result[2].isQuoted)
    }

    func testBlankAndCommentLinesHaveNoTokens() throws {
        XCTAssertEqual(try tokens(""), [])
        XCTAssertEqual(try tokens("   \t "), [])
        XCTAssertEqual(try tokens("# open repos"), [])
        XCTAssertEqual(try tokens("   # indented comment"), [])
    }

    func testCommentAfterArguments() throws {
        XCTAssertEqual(try tokens("wait 500ms # debounce").map(\.text), ["wait", "500ms"])
        XCTAssertEqual(try tokens("type searchBar \"#tag\" #comment").map(\.text), ["type", "searchBar", "#tag"])
    }

    func testHashInsideAWordIsText() throws {
        XCTAssertEqual(try tokens("expect table[0].title == C#").map(\.text).last, "C#")
    }

    func testQuotedTextKeepsSpacesAndCountsQuotesInItsSpan() throws {
        let result = try tokens("type searchField \"RxSwift MVVM\"")
        XCTAssertEqual(result[2].text, "RxSwift MVVM")
        XCTAssertTrue(result[2].isQuoted)
        XCTAssertEqual(result[2].span.location.column, 18)
        XCTAssertEqual(result[2].span.length, 14)
    }

    func testEmptyQuotesAreAnEmptyArgument() throws {
        let result = try tokens("type searchBar \"\"")
        XCTAssertEqual(result.count, 3)
        XCTAssertEqual(result[2].text, "")
        XCTAssertTrue(result[2].isQuoted)
    }

    func testEscapesInsideQuotes() throws {
        XCTAssertEqual(try tokens(#"say "a \"b\" c""#)[1].text, #"a "b" c"#)
        XCTAssertEqual(try tokens(#"say "back\\slash""#)[1].text, #"back\slash"#)
        XCTAssertEqual(try tokens(#"say "ends with \\""#)[1].text, #"ends with \"#)
    }

    func testOtherBackslashesStayForRegularExpressions() throws {
        XCTAssertEqual(try tokens(#"expect x matches "^\d+ stars$""#)[3].text, #"^\d+ stars$"#)
        XCTAssertEqual(try tokens(#"expect x matches \w+"#)[3].text, #"\w+"#)
    }

    func testColumnsCountCharactersNotBytes() throws {
        let result = try tokens("type searchBar ラーメン x")
        XCTAssertEqual(result[2].span.length, 4)
        XCTAssertEqual(result[3].span.location.column, 21)
    }

    func testUnterminatedQuote() {
        XCTAssertEqual(failure("type searchBar \"octo cat")?.rendered(), """
            demo.rxs:7:16: error: unterminated quoted text
            type searchBar "octo cat
                           ^~~~~~~~~
            add a closing " (write a quote inside text as \\")
            """)
    }

    func testQuoteInsideAWord() {
        XCTAssertEqual(failure("type searchBar he\"llo\"")?.rendered(), """
            demo.rxs:7:18: error: unexpected '"' inside a word
            type searchBar he"llo"
                             ^
            quote the whole argument and write inner quotes as \\"
            """)
    }

    func testTextRightAfterAClosingQuote() {
        XCTAssertEqual(failure("type searchBar \"octo\"cat")?.description,
            "demo.rxs:7:22: error: expected a space after the closing quote — put the whole argument inside the quotes")
    }

    func testNonASCIILinesCountColumnsInCharacters() throws {
        let result = try tokens("type searchField \"GitHub \\\"検索\\\"\" e\u{301}x 🍜")
        XCTAssertEqual(result.map(\.text), ["type", "searchField", "GitHub \"検索\"", "e\u{301}x", "🍜"])
        XCTAssertEqual(result.map(\.span.location.column), [1, 6, 18, 34, 37])
        XCTAssertEqual(result.map(\.span.length), [4, 11, 15, 2, 1])
    }

    func testErrorsAfterWideTextPointAtTheRightCharacter() {
        XCTAssertEqual(failure("type 検索 \"ラーメン\"東京")?.rendered(), """
            demo.rxs:7:15: error: expected a space after the closing quote
            type 検索 "ラーメン"東京
                                ^~
            put the whole argument inside the quotes
            """)
    }
}
