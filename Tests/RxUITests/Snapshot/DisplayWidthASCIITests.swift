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

    func testControlsTakeNoColumnsAndTextAfterANonASCIICharacterIsStillMeasured() {
        XCTAssertEqual(DisplayWidth.of("a\r\nb\t\u{7F}c"), 3)
        XCTAssertEqual(DisplayWidth.of("#*0"), 3, "emoji-capable ASCII stays one column without VS16")
        XCTAssertEqual(DisplayWidth.of("ab検索cd"), 8)
        XCTAssertEqual(DisplayWidth.of("#\u{FE0F}\u{20E3}x"), perCharacter("#\u{FE0F}\u{20E3}x"))
        XCTAssertEqual(DisplayWidth.of("GitHub"[...]), 6)
    }
}
