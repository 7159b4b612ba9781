import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class LineReaderTests: XCTestCase {
    func testPlainReaderHandsOverLinesThenEndOfInput() {
        var lines = ["open repos", "", "ラーメン"]
        let reader = PlainLineReader { lines.isEmpty ? nil : lines.removeFirst() }
        XCTAssertEqual(reader.readLine(prompt: "repos> "), .line("open repos"))
        XCTAssertEqual(reader.readLine(prompt: "repos> "), .line(""))
        XCTAssertEqual(reader.readLine(prompt: "repos> "), .line("ラーメン"))
        XCTAssertEqual(reader.readLine(prompt: "repos> "), .endOfInput)
    }

    func testWithoutATerminalStandardInputIsReadPlainly() throws {
        try XCTSkipIf(StandardInput.isTerminal, "stdin and stdout are a terminal in this run")
        XCTAssertTrue(StandardInput.lineReader(historyFile: nil) { _, _ in [] } is PlainLineReader)
    }

    func testOneCandidateCompletesWithASpace() {
        XCTAssertEqual(CompletionEdit.plan(typed: "sea", candidates: ["searchField"]),
            .replace(deleting: 3, inserting: "searchField "))
        XCTAssertEqual(CompletionEdit.plan(typed: "", candidates: ["every"]), .replace(deleting: 0, inserting: "every "))
    }

    func testSeveralCandidatesExtendToTheirCommonPrefix() {
        XCTAssertEqual(CompletionEdit.plan(typed: "se", candidates: ["searchField", "searchButton"]),
            .replace(deleting: 2, inserting: "search"))
        XCTAssertEqual(CompletionEdit.plan(typed: "SE", candidates: ["searchField", "searchButton"]),
            .replace(deleting: 2, inserting: "search"))
    }

    func testNothingMoreInCommonLists() {
        XCTAssertEqual(CompletionEdit.plan(typed: "s", candidates: ["select", "show"]), .list(["select", "show"]))
        XCTAssertEqual(CompletionEdit.plan(typed: "set", candidates: ["settle", "set"]), .list(["settle", "set"]))
        XCTAssertNil(CompletionEdit.plan(typed: "zz", candidates: []))
    }

    func testDeletesUnicodeScalarsAsLibeditCountsThem() {
        XCTAssertEqual(CompletionEdit.plan(typed: "\"ラー", candidates: ["\"ラーメン\""]),
            .replace(deleting: 3, inserting: "\"ラーメン\" "))
        XCTAssertEqual(CompletionEdit.plan(typed: "e\u{301}", candidates: ["e\u{301}t\u{E9}"]),
            .replace(deleting: 2, inserting: "e\u{301}t\u{E9} "))
    }

    func testListingFillsColumnsTopToBottom() {
        let names = ["open", "type", "keys", "tap", "return", "refresh", "select"]
        XCTAssertEqual(CompletionListing.layout(names, width: 30), """
            open     tap      select
            type     return
            keys     refresh
            """)
        XCTAssertEqual(CompletionListing.layout(["searchField", "searchButton"], width: 10), "searchField\nsearchButton")
        XCTAssertEqual(CompletionListing.layout(["ラーメン", "coffee"], width: 40), "ラーメン  coffee")
        XCTAssertEqual(CompletionListing.layout([], width: 80), "")
    }

    func testPromptEscapesAreMarkedInvisible() {
        XCTAssertEqual(PromptMarkup.markingInvisible("repos 0ms> "), "repos 0ms> ")
        XCTAssertEqual(PromptMarkup.markingInvisible("\u{1B}[1;36mrepos\u{1B}[0m> "),
            "\u{1}\u{1B}[1;36m\u{1}repos\u{1}\u{1B}[0m\u{1}> ")
        XCTAssertEqual(PromptMarkup.markingInvisible("a\u{1}b"), "ab")
        XCTAssertEqual(PromptMarkup.markingInvisible("x\u{1B}"), "x\u{1}\u{1B}\u{1}")
        XCTAssertEqual(PromptMarkup.markingInvisible("\u{1B}[31"), "\u{1}\u{1B}[31\u{1}")
    }
}
