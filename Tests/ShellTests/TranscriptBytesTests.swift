import RxUI
import XCTest

@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `rxs run` writes a step's lines as bytes (`TranscriptBytes`); each line must be byte for
/// byte the text the same line writes into a `String` (what `rxs test`, `--json` and the REPL
/// show).
final class TranscriptBytesTests: XCTestCase {
    private func bytes(_ line: some TranscriptLine) -> String {
        var bytes = TranscriptBytes()
        line.write(to: &bytes)
        return String(decoding: bytes.bytes, as: UTF8.self)
    }

    private func assertSame(_ change: SnapshotChange, time: Int = 1500, file: StaticString = #filePath, line: UInt = #line) {
        let timed = TimedChange(time: time, change: change)
        XCTAssertEqual(bytes(timed), timed.line, file: file, line: line)
        XCTAssertEqual(bytes(TimedLine.change(timed)), timed.line, file: file, line: line)
    }

    func testValueLinesAreTheTextLines() {
        let values: [SnapshotValue?] = [
            nil, .null, .bool(true), .bool(false), .int(0), .int(-42), .int(.max), .int(.min), .number(2.5), .number(-0.125),
            .string(""), .string("octocat"), .string("a \"quoted\" word"), .string("back\\slash"),
            .string("tab\tnew\nline\r"), .string("bell\u{07} del\u{7F}"), .string("日本語 ✓ 🎉"),
            .string(String(repeating: "long ", count: 80)),
        ]
        for old in values {
            for new in values {
                assertSame(.value(path: "searchBar.text", old: old, new: new))
            }
        }
    }

    func testWrittenValueLinesSpellTheirParts() {
        var bytes = TranscriptBytes()
        TimedChange(time: 700, change: .value(path: "table.count", old: .int(0), new: .int(8))).write(to: &bytes)
        XCTAssertEqual(String(decoding: bytes.bytes, as: UTF8.self), "[0.700s] table.count: 0 → 8")
        var quoted = TranscriptBytes()
        quoted.appendValue(.string("say \"hi\"\n"))
        XCTAssertEqual(String(decoding: quoted.bytes, as: UTF8.self), #""say \"hi\"\n""#)
    }

    func testRowLinesAreTheTextLines() {
        let indices: [[Int]] = [[], [3], [0, 1, 2, 3, 4, 5, 6, 7], [9, 2, 3, 1], [4, 4, 5], [0, 2, 4, 6, 8, 10, 12],
                                [0, 1, 3, 5, 6, 8, 10, 11, 20], [1, 3, 5, 7, 9]]
        for kind in [SnapshotChange.RowChange.added, .removed, .changed] {
            for list in indices {
                assertSame(.rows(id: "table", change: kind, indices: list))
            }
        }
        XCTAssertEqual(bytes(TimedChange(time: 0, change: .rows(id: "table", change: .added, indices: Array(0..<8)))),
                       "[0.000s] table: +8 rows (0–7)")
        XCTAssertEqual(bytes(TimedChange(time: 0, change: .rows(id: "t", change: .changed, indices: [0, 2, 4, 6, 8, 10]))),
                       "[0.000s] t: 6 rows changed (0, 2, 4, 6, 8, …)")
        XCTAssertEqual(bytes(TimedChange(time: 0, change: .rows(id: "t", change: .removed, indices: [3]))),
                       "[0.000s] t: -1 row (3)")
    }

    func testLogLinesAreTheTextLines() {
        for text in ["User signed in true", "", "ünïcödé \"q\"", "\\"] {
            let log = TimedLog(time: 300, text: text, position: 0)
            XCTAssertEqual(bytes(log), log.line)
            XCTAssertEqual(bytes(TimedLine.log(log)), log.line)
        }
        XCTAssertEqual(bytes(TimedLog(time: 300, text: "hi", position: 0)), "[0.300s] log: hi")
    }

    func testALongTextIsShortenedAsItsTextLineIs() {
        let long = String(repeating: "x", count: 500)
        let change = SnapshotChange.value(path: "notes.text", old: .string(""), new: .string(long))
        assertSame(change)
        XCTAssertTrue(bytes(TimedChange(time: 0, change: change)).hasSuffix("(500 chars)"))
    }
}
