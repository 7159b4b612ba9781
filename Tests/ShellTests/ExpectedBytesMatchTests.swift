import XCTest

@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// A script's `#>` lines are kept as its bytes (`ExpectedLines`) until a step prints
/// something else: the answers must be those of the lines made texts.
final class ExpectedBytesMatchTests: XCTestCase {
    private let change = TimedChange(time: 500, change: .value(path: "table.count", old: .int(0), new: .int(8)))
    private let rows = TimedChange(time: 900, change: .rows(id: "table", change: .added, indices: Array(0..<8)))

    private var outcomes: [StepOutcome] {
        [
            StepOutcome(),
            StepOutcome(changes: [change, rows], logs: [TimedLog(time: 0, text: "caf\u{E9}", position: 0)]),
            StepOutcome(output: ["┌──┐\n│検索│\n└──┘\n"]),
            StepOutcome(output: ["a\u{FFFD}b\n", "c\nd"]),
            StepOutcome(changes: [change], output: ["text\n"],
                        failure: ExpectationFailure(message: "expect failed: x == 1\n  expected: == 1\n\n  actual:   2")),
        ]
    }

    /// The expected lines of a script's first command whose `#>` lines hold `lines`, read from
    /// the file's bytes (with a byte order mark and `terminator` after each line).
    private func expected(_ lines: [[UInt8]], terminator: String) throws -> ExpectedLines {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("show\(terminator)".utf8)
        for line in lines { bytes += Array("  #> ".utf8) + line + Array(terminator.utf8) }
        bytes += Array("# end".utf8)
        let golden = try GoldenTranscript(source: GoldenSource(bytes: bytes), commandLines: [1], file: "a.rxs")
        return golden.expected(at: 1)
    }

    func testBytesKeptMatchAsTheirTextsDo() throws {
        for outcome in outcomes {
            let lines = outcome.lines
            var candidates = [lines, [], lines + [""], Array(lines.dropLast())]
            for index in lines.indices {
                for edit in [" \t", "x"] {
                    var edited = lines
                    edited[index] += edit
                    candidates.append(edited)
                }
                var decomposed = lines
                decomposed[index] = decomposed[index].replacingOccurrences(of: "\u{E9}", with: "e\u{301}")
                candidates.append(decomposed)
            }
            for candidate in candidates {
                for terminator in ["\n", "\r\n"] {
                    let kept = try expected(candidate.map { Array($0.utf8) }, terminator: terminator)
                    XCTAssertEqual(kept.texts, candidate)
                    XCTAssertEqual(outcome.linesMatch(kept, by: GoldenLine.sameLine), GoldenLine.same(candidate, lines),
                                   "\(candidate) against \(lines)")
                }
            }
        }
    }

    func testALineThatIsNotUTF8MatchesItsTextWithReplacementCharacters() throws {
        let outcome = StepOutcome(output: ["a\u{FFFD}b\n", "c\nd"])
        let kept = try expected([[0x61, 0xFF, 0x62], Array("c".utf8), Array("d".utf8)], terminator: "\n")
        XCTAssertEqual(kept.lines.first.map { if case .bytes = $0 { true } else { false } }, true)
        XCTAssertEqual(kept.texts, ["a\u{FFFD}b", "c", "d"])
        XCTAssertTrue(outcome.linesMatch(kept, by: GoldenLine.sameLine))
        let other = try expected([[0x61, 0xFE, 0x62, 0xFF], Array("c".utf8), Array("d".utf8)], terminator: "\n")
        XCTAssertFalse(outcome.linesMatch(other, by: GoldenLine.sameLine))
    }

    func testOnlyExpectedLinesWhoseBytesDifferAreMade() throws {
        let outcome = StepOutcome(changes: [change, rows], output: ["┌──┐\nb\n"])
        let lines = outcome.lines
        var asked: [String] = []
        let same = try expected(lines.map { Array($0.utf8) }, terminator: "\r\n")
        XCTAssertTrue(outcome.linesMatch(same, by: { asked.append($0); return $0 == $1 }))
        XCTAssertEqual(asked, [])
        var edited = lines
        edited[1] += " "
        edited[2] += "\t"
        let spaced = try expected(edited.map { Array($0.utf8) }, terminator: "\r\n")
        XCTAssertTrue(outcome.linesMatch(spaced, by: { asked.append($0); return GoldenLine.sameLine($0, $1) }))
        XCTAssertEqual(asked, [edited[1], edited[2]])
    }

    func testARewriteKeepsABlockThatPrintedItsLines() throws {
        let source = GoldenSource(bytes: Array("a\r\n#> old \r\nb\r\n#> x\r\nc\r\n#> y".utf8))
        let golden = try GoldenTranscript(source: source, commandLines: [1, 3, 5], file: "a.rxs")
        XCTAssertEqual(golden.rewrite(source, printed: [1: .expected, 3: .expected, 5: .expected]), source)
        // A block said to be printed is kept as written, even where its lines have trailing spaces.
        XCTAssertEqual(golden.rewrite(source, printed: [1: .expected, 3: .lines(["z"]), 5: .expected]).bytes,
                       Array("a\r\n#> old \r\nb\r\n#> z\r\nc\r\n#> y".utf8))
        // A command that printed nothing loses its lines, as with `rewrite(_:actual:)`.
        let dropped = golden.rewrite(source, printed: [1: .expected, 3: .expected])
        XCTAssertEqual(dropped.bytes, Array("a\r\n#> old \r\nb\r\n#> x\r\nc".utf8))
        XCTAssertEqual(dropped, golden.rewrite(source, actual: [1: ["old"], 3: ["x"]]))
        let failed = StepReport(file: "a.rxs", line: 1, command: "a", time: 0,
                                result: .failure(ScriptError("no such screen", at: SourceSpan(
                                    location: SourceLocation(file: "a.rxs", line: 1, column: 1), length: 1, lineText: "a"))))
        XCTAssertFalse(failed.transcriptMatches(golden.expected(at: 1)))
        XCTAssertTrue(failed.transcriptMatches(ExpectedLines(failed.transcript.map { $0 + " " })))
    }
}
