import RxUI
@testable import UIKit
import XCTest
@testable import RxsSupport

/// The ASCII shortcut of `DisplayWidth.of(_:)` gives what measuring each character gives.
final class DisplayWidthASCIITests: XCTestCase {
    private func perCharacter(_ text: String) -> Int {
        text.reduce(0) { $0 + DisplayWidth.of($1) }
    }

    func testEveryASCIICharacterAloneAndInPairsMeasuresAsItsCharacters() {
        let all = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        for first in all {
            XCTAssertEqual(DisplayWidth.of(first), perCharacter(first), "\(first.unicodeScalars.map(\.value))")
            for second in all {
                let pair = first + second
                XCTAssertEqual(DisplayWidth.of(pair), perCharacter(pair), "\(pair.unicodeScalars.map(\.value))")
            }
        }
    }

    func testEveryPlainScalarAloneBesideOthersAndBeforeAMarkMeasuresAsItsCharacters() {
        let plain = (0x80...0x9FFF).compactMap { UnicodeScalar(UInt32($0)) }.filter { DisplayWidth.plainWidth($0.value) != nil }
        XCTAssertEqual(plain.count, 331 + 86 + 90 + 3 + 20_992)
        let neighbours = ["a", "\t", "─", "検", "\u{301}", "\u{3099}", "\u{FE0F}", "\u{FE0E}", "\u{200D}😀", "\u{20E3}"]
        for scalar in plain {
            let text = String(scalar)
            XCTAssertEqual(DisplayWidth.of(text), DisplayWidth.plainWidth(scalar.value), "\(scalar.value)")
            XCTAssertEqual(DisplayWidth.of(text), perCharacter(text), "\(scalar.value)")
            // Every ideograph alone; in pairs one in 17 (the block is uniform), every other scalar.
            guard scalar.value < 0x4E00 || scalar.value % 17 == 0 else { continue }
            for neighbour in neighbours {
                for pair in [text + neighbour, neighbour + text] {
                    XCTAssertEqual(DisplayWidth.of(pair), perCharacter(pair), "\(pair.unicodeScalars.map(\.value))")
                }
            }
        }
    }

    func testABoxLineWithAnEmojiOrACombiningMarkIsMeasuredByCharacters() {
        XCTAssertEqual(DisplayWidth.of("│ t=1.000s │"), 12)
        XCTAssertEqual(DisplayWidth.of("│ [⌕ octocat|] … │"), 18)
        XCTAssertEqual(DisplayWidth.of("│ 👨‍👩‍👧 │"), 6, "a ZWJ family is one emoji, two columns")
        XCTAssertEqual(DisplayWidth.of("│ e\u{301} │"), 5)
        XCTAssertEqual(DisplayWidth.of("│ ⌚ │"), 6, "⌚ is an emoji beside the plain ⌀…⌙")
        XCTAssertEqual(DisplayWidth.of("● リポジトリ検索 ‹ · ⟳"), 22)
        XCTAssertEqual(DisplayWidth.of("か\u{3099}"), 2, "a voiced kana is one wide character")
    }

    func testControlsTakeNoColumnsAndTextAfterANonASCIICharacterIsStillMeasured() {
        XCTAssertEqual(DisplayWidth.of("a\r\nb\t\u{7F}c"), 3)
        XCTAssertEqual(DisplayWidth.of("#*0"), 3, "emoji-capable ASCII stays one column without VS16")
        XCTAssertEqual(DisplayWidth.of("ab検索cd"), 8)
        XCTAssertEqual(DisplayWidth.of("#\u{FE0F}\u{20E3}x"), perCharacter("#\u{FE0F}\u{20E3}x"))
        XCTAssertEqual(DisplayWidth.of("GitHub"[...]), 6)
    }
}
