import RxUI
@testable import UIKit
import XCTest
@testable import RxsSupport

/// A styled line keeps its width as it grows, and lays plain text out by scalars; both give
/// what measuring and cutting the whole text by characters gives.
final class StyledLineWidthTests: XCTestCase {
    private let pieces = [
        "", "a", "abc", " ", "─", "┃ ", "検索", "e", "\u{301}", "\u{3099}", "か", "👨", "\u{200D}👩", "🇺", "🇸",
        "\u{FE0F}", "\u{600}", "x\u{20E3}", "⟳ ", "…", "\u{FFFD}", "\u{1160}", "ᄀ",
    ]

    func testAWidthKeptAsPiecesAreAppendedIsTheMeasureOfTheJoinedText() {
        for first in pieces {
            for second in pieces {
                for style: TextStyle in [[], .bold] {
                    var line = StyledLine(first)
                    line.append(second, style)
                    let measured = line.spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
                    XCTAssertEqual(line.width, measured, "\(first.unicodeScalars.map(\.value)) + \(second.unicodeScalars.map(\.value))")
                    for span in line.spans {
                        XCTAssertEqual(span.width, DisplayWidth.of(span.text), "\(span.text.unicodeScalars.map(\.value))")
                    }
                }
            }
        }
    }

    func testColumnsAddUpWhereACharacterBoundaryIsSure() {
        for first in pieces {
            for second in pieces where DisplayWidth.breaks(between: first, and: second) {
                XCTAssertEqual(DisplayWidth.of(first + second), DisplayWidth.of(first) + DisplayWidth.of(second),
                               "\(first.unicodeScalars.map(\.value)) + \(second.unicodeScalars.map(\.value))")
            }
        }
        XCTAssertFalse(DisplayWidth.breaks(between: "e", and: "\u{301}"))
        XCTAssertFalse(DisplayWidth.breaks(between: "🇺", and: "🇸"))
    }

    func testPlainTextSlicesAsItsCharactersDo() {
        let line = StyledLine("┃ ab検索─cd ┃")
        XCTAssertTrue(DisplayWidth.isPlain("┃ ab検索─cd ┃"))
        XCTAssertEqual(line.sliced(from: 0, to: 5).rendered(color: false), "┃ ab ")
        XCTAssertEqual(line.sliced(from: 5, to: 9).rendered(color: false), " 索─")
        XCTAssertEqual(line.sliced(from: 1, to: 12, padWideCuts: false).rendered(color: false), " ab検索─cd ")
        // A mark joins its base: measured and cut as one character.
        XCTAssertFalse(DisplayWidth.isPlain("e\u{301}x"))
        XCTAssertEqual(StyledLine("e\u{301}xy").sliced(from: 0, to: 2).rendered(color: false), "e\u{301}x")
        XCTAssertEqual(StyledLine("abcdef─検").truncated(to: 5).rendered(color: false), "abcd…")
    }

    func testPlainTextIsVisibleAsItIs() {
        for text in ["┌──┐", "│ 検索 → x │", "⟳ Loading…", "plain"] {
            XCTAssertEqual(TerminalText.visible(text), text)
        }
        XCTAssertEqual(TerminalText.visible("a\u{202E}b─\nc\u{7}"), "ab─⏎c\u{FFFD}")
    }

    func testRepeatedTextIsTheTextRepeated() {
        for unit in ["", " ", "─", "ab", "検", "👍🏽"] {
            for count in [0, 1, 2, 17] {
                XCTAssertEqual(RepeatedText.of(unit, count: count), String(repeating: unit, count: count))
            }
        }
        XCTAssertEqual(RepeatedText.of("─", count: -3), "")
    }
}
