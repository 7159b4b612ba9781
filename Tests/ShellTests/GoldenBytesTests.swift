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
