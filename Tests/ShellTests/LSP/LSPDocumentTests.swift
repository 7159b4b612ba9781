import XCTest

@testable import RxsCLI

final class LSPDocumentTests: XCTestCase {
    private func document(_ text: String) -> LSPDocument {
        LSPDocument(uri: "file:///tmp/a.rxs", version: 1, text: text)
    }

    private func at(_ line: Int, _ character: Int) -> LSPPosition {
        LSPPosition(line: line, character: character)
    }

    private func range(_ startLine: Int, _ start: Int, _ endLine: Int, _ end: Int) -> LSPRange {
        LSPRange(start: at(startLine, start), end: at(endLine, end))
    }

    func testLinesEndInLineFeedCarriageReturnOrBoth() {
        let doc = document("open repos\r\ntap a\rtap b\n\nlast")
        XCTAssertEqual(doc.lineCount, 5)
        XCTAssertEqual((0..<5).map(doc.line), ["open repos", "tap a", "tap b", "", "last"])
        XCTAssertEqual(doc.endOfLine(0), at(0, 10))
        XCTAssertEqual(doc.line(9), "")
        // A text ending in a terminator has an empty last line, as LSP counts lines.
        XCTAssertEqual(document("a\r\n").lineCount, 2)
    }

    func testCharactersCountUTF16UnitsAsLSPSays() {
        // 😀 takes two UTF-16 units (four UTF-8 bytes), é one unit (two bytes), 日 one unit (three bytes).
        let doc = document("type f \"😀é日x\"\r\nnext")
        let quote = "type f \"".utf8.count
        XCTAssertEqual(doc.offset(of: at(0, 8)), quote)
        XCTAssertEqual(doc.offset(of: at(0, 10)), quote + 4)
        XCTAssertEqual(doc.offset(of: at(0, 11)), quote + 6)
        XCTAssertEqual(doc.offset(of: at(0, 12)), quote + 9)
        XCTAssertEqual(doc.text(in: range(0, 10, 0, 13)), "é日x")
        // Inside the two units of 😀: before it. Past the end of the line: its end, not the next line.
        XCTAssertEqual(doc.offset(of: at(0, 9)), quote)
        XCTAssertEqual(doc.offset(of: at(0, 99)), doc.offset(of: at(0, 14)))
        XCTAssertEqual(doc.position(ofOffset: doc.offset(of: at(0, 99))), at(0, 14))
        // Past the last line: the end of the text.
        XCTAssertEqual(doc.offset(of: at(7, 0)), doc.bytes.count)
        for character in [0, 8, 10, 11, 12, 13, 14] {
            XCTAssertEqual(doc.position(ofOffset: doc.offset(of: at(0, character))), at(0, character))
        }
        XCTAssertEqual(doc.position(ofOffset: doc.offset(of: at(1, 2))), at(1, 2))
    }

    func testScriptColumnsBecomeUTF16Positions() {
        // Columns count characters: 👍🏽 is one character of four UTF-16 units.
        let doc = document("tap 👍🏽 x")
        XCTAssertEqual(doc.position(line: 0, column: 5), at(0, 4))
        XCTAssertEqual(doc.position(line: 0, column: 6), at(0, 8))
        XCTAssertEqual(doc.position(line: 0, column: 7), at(0, 9))
    }

    func testAByteOrderMarkCountsOnTheFirstLineAsTheEditorCountsIt() {
        let doc = LSPDocument(uri: "u", version: 1, bytes: [0xEF, 0xBB, 0xBF] + Array("open repos\nopen x".utf8))
        XCTAssertTrue(doc.hasByteOrderMark)
        XCTAssertEqual(doc.scriptLine(0), "open repos")
        XCTAssertEqual(doc.position(line: 0, column: 6), at(0, 6))
        XCTAssertEqual(doc.position(line: 1, column: 6), at(1, 5))
        XCTAssertEqual(doc.contentRange(ofLine: 0), range(0, 1, 0, 11))
    }

    func testBytesThatAreNotUTF8BecomeReplacementCharactersOfOneUnit() {
        // "café" in Latin-1: é is the lone byte 0xE9.
        let doc = LSPDocument(uri: "u", version: 1, bytes: Array("type f caf".utf8) + [0xE9] + Array(" x\nexpect".utf8))
        XCTAssertEqual(doc.line(0), "type f caf\u{FFFD} x")
        XCTAssertEqual(doc.text(in: range(0, 10, 0, 13)), "\u{FFFD} x")
        XCTAssertEqual(doc.position(ofOffset: doc.bytes.count), at(1, 6))
    }

    func testIncrementalEditsAcrossLinesAndWholeReplacement() {
        var doc = document("open repos\nkeys searchBar octocat\nexpect table.count == 8\n")
        // Replace "octocat" by "rx" and join lines 1 and 2 with a space.
        let edit = doc.replace(range(1, 15, 2, 0), with: "rx ")
        XCTAssertEqual(doc.text, "open repos\nkeys searchBar rx expect table.count == 8\n")
        XCTAssertEqual(edit, LSPEdit(replaced: range(1, 15, 2, 0), insertedEnd: at(1, 18)))
        // Typing a line break in the middle of a line, with CRLF.
        doc.replace(range(1, 17, 1, 18), with: "\r\n")
        XCTAssertEqual(doc.lineCount, 4)
        XCTAssertEqual(doc.line(2), "expect table.count == 8")
        // An insertion at the very end, past the last line, appends.
        doc.replace(range(9, 0, 9, 0), with: "show")
        XCTAssertEqual(doc.line(3), "show")
        XCTAssertNil(doc.replace(nil, with: "a\nb"))
        XCTAssertEqual(doc.lineCount, 2)
    }

    func testAPartialLineIsItsTextUpToTheEndWithoutANewline() {
        var doc = document("open repos\nty")
        XCTAssertEqual(doc.line(1), "ty")
        doc.replace(range(1, 2, 1, 2), with: "pe ")
        XCTAssertEqual(doc.line(1), "type ")
        let line = LSPLineText(doc, line: 1)
        XCTAssertEqual(line.text[..<line.index(atCharacter: 5)], "type ")
        XCTAssertEqual(line.text[..<line.index(atCharacter: 50)], "type ")
    }

    func testDiagnosticsMoveWithEditsAndGoWhenTheirTextIsEdited() {
        let failure = range(4, 0, 4, 20)
        // A line inserted above moves it down.
        XCTAssertEqual(LSPEdit(replaced: range(4, 0, 4, 0), insertedEnd: at(5, 0)).moved(failure), range(5, 0, 5, 20))
        // Two lines deleted above move it up.
        XCTAssertEqual(LSPEdit(replaced: range(1, 0, 3, 0), insertedEnd: at(1, 0)).moved(failure), range(2, 0, 2, 20))
        // Typing after its end or on another line leaves it.
        XCTAssertEqual(LSPEdit(replaced: range(4, 20, 4, 20), insertedEnd: at(4, 21)).moved(failure), failure)
        XCTAssertEqual(LSPEdit(replaced: range(6, 0, 6, 3), insertedEnd: at(6, 0)).moved(failure), failure)
        // Typing inside it drops it: the next run says what holds now.
        XCTAssertNil(LSPEdit(replaced: range(4, 3, 4, 3), insertedEnd: at(4, 4)).moved(failure))
        // Text inserted earlier on its own line moves its characters.
        XCTAssertEqual(LSPEdit(replaced: range(3, 5, 4, 0), insertedEnd: at(3, 9)).moved(failure), range(3, 9, 3, 29))
    }
}
