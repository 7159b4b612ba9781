import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `rxs test` compares a step's transcript with its `#>` lines without making its lines
/// (`StepOutcome.linesMatch`): the answer must be `GoldenLine.same` of the lines made.
final class TranscriptMatchTests: XCTestCase {
    private let change = TimedChange(time: 500, change: .value(path: "table.count", old: .int(0), new: .int(8)))
    private let quoted = TimedChange(time: 700, change: .value(path: "searchBar.text", old: nil, new: .string("caf\u{E9} \"x\"")))
    private let rows = TimedChange(time: 900, change: .rows(id: "table", change: .added, indices: Array(0..<8)))

    private var outcomes: [StepOutcome] {
        [
            StepOutcome(),
            StepOutcome(changes: [change, quoted, rows]),
            StepOutcome(changes: [change, rows], logs: [TimedLog(time: 0, text: "first", position: 0),
                                                        TimedLog(time: 900, text: "last", position: 2)]),
            // Logs between changes, two at one place, after the last change, and logs alone:
            // the lines are read in `forEachTimedLine`'s order.
            StepOutcome(changes: [change, quoted, rows],
                        logs: [TimedLog(time: 600, text: "between", position: 1), TimedLog(time: 600, text: "again", position: 1),
                               TimedLog(time: 800, text: "caf\u{E9}", position: 2), TimedLog(time: 950, text: "end", position: 3)],
                        output: ["after\n"]),
            StepOutcome(logs: [TimedLog(time: 0, text: "one", position: 0), TimedLog(time: 10, text: "two", position: 0)]),
            StepOutcome(output: ["┌──┐\n│検索│\n└──┘\n"]),
            StepOutcome(output: [""]),
            StepOutcome(output: ["a\n\nb", "c\r\nd\n", "e\rf"]),
            StepOutcome(changes: [change], output: ["text\n"],
                        failure: ExpectationFailure(message: "expect failed: x == 1\n  expected: == 1\n\n  actual:   2")),
        ]
    }

    /// Expected transcripts near `lines`: the same, with trailing spaces or tabs, one line
    /// changed, canonically equal, one line fewer or more, none.
    private func candidates(for lines: [String]) -> [[String]] {
        var result = [lines, [], lines + [""], lines + ["extra"], Array(lines.dropLast()), Array(lines.dropFirst())]
        for index in lines.indices {
            for edit in [" ", "\t", "  \t", "x"] {
                var edited = lines
                edited[index] += edit
                result.append(edited)
            }
            var changed = lines
            changed[index] = String(changed[index].dropLast())
            result.append(changed)
            var decomposed = lines
            decomposed[index] = decomposed[index].replacingOccurrences(of: "\u{E9}", with: "e\u{301}")
            result.append(decomposed)
        }
        return result
    }

    func testAMatchIsWhatTheMadeLinesGive() {
        for outcome in outcomes {
            let lines = outcome.lines
            for expected in candidates(for: lines) {
                XCTAssertEqual(outcome.linesMatch(expected, by: GoldenLine.sameLine), GoldenLine.same(expected, lines),
                               "\(expected) against \(lines)")
            }
        }
    }

    func testLinesThatDifferOnlyInTrailingSpacesOrCompositionMatch() {
        let outcome = StepOutcome(changes: [change, quoted], output: ["┌──┐\n└──┘\n"])
        let lines = outcome.lines
        XCTAssertTrue(outcome.linesMatch(lines, by: GoldenLine.sameLine))
        XCTAssertTrue(outcome.linesMatch(lines.map { $0 + " \t" }, by: GoldenLine.sameLine))
        XCTAssertTrue(outcome.linesMatch(lines.map { $0.replacingOccurrences(of: "\u{E9}", with: "e\u{301}") },
                                         by: GoldenLine.sameLine))
        XCTAssertFalse(outcome.linesMatch(lines + [""], by: GoldenLine.sameLine))
        XCTAssertFalse(outcome.linesMatch(Array(lines.dropLast()), by: GoldenLine.sameLine))
    }

    func testOnlyLinesThatDifferInTheirBytesAreMade() {
        let outcome = StepOutcome(changes: [change, rows], output: ["a\nb\n"])
        var asked: [String] = []
        XCTAssertTrue(outcome.linesMatch(outcome.lines, by: { asked.append($1); return $0 == $1 }))
        XCTAssertEqual(asked, [])
        var expected = outcome.lines
        expected[1] += " "
        expected[3] += " "
        XCTAssertTrue(outcome.linesMatch(expected, by: { asked.append($1); return GoldenLine.sameLine($0, $1) }))
        XCTAssertEqual(asked, [outcome.lines[1], "b"])
    }

    func testAFailedStepComparesItsErrorLines() {
        let error = ScriptError("no such screen", at: SourceSpan(location: SourceLocation(file: "a.rxs", line: 1, column: 6),
                                                                   length: 3, lineText: "open zzz"))
        let report = StepReport(file: "a.rxs", line: 1, command: "open zzz", time: 0, result: .failure(error))
        XCTAssertTrue(report.transcriptMatches(report.transcript))
        XCTAssertTrue(report.transcriptMatches(report.transcript.map { $0 + " " }))
        XCTAssertFalse(report.transcriptMatches(Array(report.transcript.dropLast())))
    }
}
