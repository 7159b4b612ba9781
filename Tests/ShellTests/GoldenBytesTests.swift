import XCTest

@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Golden lines are read and compared by their bytes where that is exact; the answers are
/// those reading them by characters gives.
final class GoldenBytesTests: XCTestCase {
    func testAGoldenLineReadByBytesHoldsWhatItsCharactersHold() {
        let lines = [
            "", "#", "#>", "#> ", "#>  two spaces", "#>x", "#> x", "  \t#> indented", "# > not golden", "#>#>",
            "#> [0.500s] table.count: 0 → 8", "#> ┌──────┐", "#>─", "#> │ 検索 │", "#> é", "#>é",
            "#>\u{301}", "#> \u{301}x", "#>\u{338}", " \u{301}#> x", "\t\u{301}#>", "#> 👍🏽", "#>\u{200D}x",
            "wait 1s #> trailing", "open repos", "  ", "\u{FEFF}#> x",
        ]
        for line in lines {
            XCTAssertEqual(GoldenLine.content(of: line), GoldenLine.contentByCharacters(of: line), "\(Array(line.utf8))")
        }
    }

    func testTranscriptsAgreeAsCharactersCompareThem() {
        // Trailing spaces and tabs aside, equal or canonically equal lines agree.
        XCTAssertTrue(GoldenLine.same(["a  ", "b\t"], ["a", "b"]))
        XCTAssertTrue(GoldenLine.same(["caf\u{E9}"], ["cafe\u{301}"]))
        XCTAssertTrue(GoldenLine.same(["caf\u{E9} "], ["cafe\u{301}"]))
        XCTAssertFalse(GoldenLine.same(["a b"], ["a  b"]))
        XCTAssertFalse(GoldenLine.same(["a"], ["a", ""]))
        XCTAssertFalse(GoldenLine.same(["→ x"], ["→ y"]))
        // A space after a prepended mark is part of its character, so it is no trailing space.
        XCTAssertFalse(GoldenLine.same(["\u{600} "], ["\u{600}"]))
    }

    func testALineThatIsNotUTF8KeepsItsBytesAndOthersNeedNone() {
        let bytes: [UInt8] = Array("open repos\n#> a → b\n".utf8) + [0x23, 0x20, 0xFF, 0xFE, 0x0A] + Array("x".utf8)
        let source = GoldenSource(bytes: bytes)
        XCTAssertEqual(source.lines.map { $0.original == nil }, [true, true, false, true])
        XCTAssertEqual(source.lines[2].original, [0x23, 0x20, 0xFF, 0xFE])
        XCTAssertEqual(source.bytes, bytes)
    }
}

/// A source read from a file makes its lines only when asked; what it holds and how it
/// compares are those of the same lines made one by one.
final class GoldenSourceReadTests: XCTestCase {
    private let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("open repos\r\n  #> a → b\r#>\n# c\n#> ".utf8) + [0xFF]
        + Array("\n\t#>x\nshow".utf8)

    /// The same lines set one by one, so the source holds them made rather than read.
    private func made(_ source: GoldenSource) -> GoldenSource {
        var copy = source
        copy.lines = source.lines.map { GoldenSource.Line(text: $0.text, terminator: $0.terminator, original: $0.original) }
        return copy
    }

    func testALineReadIsTheLineMade() {
        let source = GoldenSource(bytes: bytes)
        XCTAssertEqual(source.lines.map(\.text), ["open repos", "  #> a → b", "#>", "# c", "#> \u{FFFD}", "\t#>x", "show"])
        XCTAssertEqual(source.lines.map(\.terminator), ["\r\n", "\r", "\n", "\n", "\n", "\n", ""])
        XCTAssertEqual(source.lines[4].original, Array("#> ".utf8) + [0xFF])
        XCTAssertEqual((0..<7).map { source.line(at: $0) }, source.lines)
        XCTAssertEqual(source.lineEnding, "\r\n")
        XCTAssertTrue(source.hasByteOrderMark)
        XCTAssertEqual(source.bytes, bytes)
        XCTAssertEqual(made(source).bytes, bytes)
    }

    func testGoldenLinesFoundByBytesAreThoseFoundInTheText() {
        let source = GoldenSource(bytes: bytes)
        XCTAssertEqual(source.goldenContents(), source.lines.map { GoldenLine.content(of: $0.text) })
        XCTAssertEqual(source.goldenContents(), [nil, "a → b", "", nil, "\u{FFFD}", "x", nil])
        XCTAssertEqual(made(source).goldenContents(), source.goldenContents())
    }

    func testAGoldenLineReadByBytesHoldsWhatItsTextHolds() {
        // Contents that might join the marker, that are not UTF-8, or are after a space
        // that is part of the marker: each as the line's text reads it.
        let lines: [[UInt8]] = [
            "#>", "#> ", "#>  two", " \t#> x", "#>x", "#> → b", "#>─", "#>\u{301}", "#> \u{301}x", "#>\u{338}", "#> é",
            "#>\u{200D}x", "#> 👍🏽", " \u{301}#> x", "# > x", "#", "",
        ].map { Array($0.utf8) } + [
            [0x23, 0x3E, 0xFF], [0x23, 0x3E, 0x20, 0xFF, 0x61], [0x23, 0x3E, 0x20, 0x61, 0xFF, 0x62],
            [0x23, 0x3E, 0x20, 0xE2, 0x86], [0x23, 0x3E, 0xCC], [0x20, 0x23, 0x3E, 0x20, 0xC3, 0xA9, 0xFF],
        ]
        let source = GoldenSource(bytes: Array(lines.joined(separator: [0x0A])))
        XCTAssertEqual(source.lines.count, lines.count)
        XCTAssertEqual(source.goldenContents(), source.lines.map { GoldenLine.content(of: $0.text) })
        XCTAssertEqual(source.goldenContents()[5], "→ b")
        XCTAssertEqual(source.goldenContents()[lines.count - 4], "a\u{FFFD}b")
    }

    func testASourceReadEqualsTheSameLinesMadeAndDiffersFromOthers() {
        let source = GoldenSource(bytes: bytes)
        XCTAssertEqual(source, made(source))
        XCTAssertEqual(made(source), source)
        XCTAssertEqual(source, GoldenSource(bytes: bytes))
        var changed = made(source)
        changed.lines[2].text = "#> c"
        XCTAssertNotEqual(source, changed)
        XCTAssertNotEqual(source, GoldenSource(bytes: Array(bytes.dropFirst(3))))
    }

    func testARewriteOfASourceReadKeepsEveryOtherByte() throws {
        let source = GoldenSource(bytes: Array("a\r\n#> old\r\nb\r\n#> x".utf8))
        let golden = try GoldenTranscript(source: source, commandLines: [1, 3], file: "a.rxs")
        let rewritten = golden.rewrite(source, actual: [1: ["new", "two"], 3: ["x"]])
        XCTAssertEqual(rewritten.bytes, Array("a\r\n#> new\r\n#> two\r\nb\r\n#> x".utf8))
        XCTAssertEqual(golden.rewrite(source, actual: [1: ["old"], 3: ["x  "]]), source)
    }
}
