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

    /// The bytes grow past their first room piece by piece, and emptied they hold only what
    /// is written after.
    func testRoomGrowsAndEmptyingKeepsOnlyWhatFollows() {
        var bytes = TranscriptBytes()
        var expected = ""
        for index in 0..<200 {
            bytes.appendText("piece \(index) ")
            bytes.appendLiteral("→")
            expected += "piece \(index) →"
        }
        XCTAssertEqual(String(decoding: bytes.bytes, as: UTF8.self), expected)
        bytes.removeAll()
        XCTAssertTrue(bytes.bytes.isEmpty)
        bytes.appendStamp(1500)
        bytes.appendValue(.int(-7))
        XCTAssertEqual(String(decoding: bytes.bytes, as: UTF8.self), "[1.500s] -7")
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
    /// The stamp and the numbers are written digit by digit into the bytes: each must spell
    /// what `TimeFormat.stamp` and `String(_:)` spell, at every count of digits and both signs.
    func testStampsAndNumbersAreWrittenAsTheirStrings() {
        var values = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 1500, 9999, 10000, 59_999, 123_456_789, .max, .min, .max - 1, .min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        for value in values + values.map({ $0 == .min ? .max : -$0 }) {
            var stamp = TranscriptBytes()
            stamp.appendStamp(value)
            XCTAssertEqual(String(decoding: stamp.bytes, as: UTF8.self), TimeFormat.stamp(value), "\(value)")
            var number = TranscriptBytes()
            number.appendNumber(value)
            XCTAssertEqual(String(decoding: number.bytes, as: UTF8.self), String(value), "\(value)")
        }
        var both = TranscriptBytes()
        both.appendStamp(-1500)
        both.appendNumber(-7)
        XCTAssertEqual(String(decoding: both.bytes, as: UTF8.self), "[-1.500s] -7")
    }

    /// A step's lines written in place are the lines `forEachTimedLine` gives, in its order:
    /// logs before the changes that came after them, the rest after the last change.
    func testAStepsLinesWrittenInPlaceAreItsTimedLines() {
        let changes = (0..<4).map { TimedChange(time: 100 * $0, change: .value(path: "p\($0)", old: .int($0), new: nil)) }
        let logLists: [[TimedLog]] = [
            [],
            [TimedLog(time: 0, text: "first", position: 0)],
            [TimedLog(time: 0, text: "a", position: 0), TimedLog(time: 5, text: "b", position: 2), TimedLog(time: 6, text: "c", position: 2)],
            [TimedLog(time: 9, text: "after", position: 4), TimedLog(time: 9, text: "later", position: 9)],
        ]
        for changeCount in [0, 1, 4] {
            for logs in logLists {
                let outcome = StepOutcome(changes: Array(changes.prefix(changeCount)), logs: logs)
                var expected = ""
                outcome.forEachTimedLine { expected += "\n  " + $0.line }
                var written = TranscriptBytes()
                outcome.writeTimedLines(to: &written)
                XCTAssertEqual(String(decoding: written.bytes, as: UTF8.self), expected)
            }
        }
    }
}
