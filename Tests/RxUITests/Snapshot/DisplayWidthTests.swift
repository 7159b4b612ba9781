import RxUI
@testable import UIKit
import XCTest
@testable import RxsSupport

final class DisplayWidthTests: XCTestCase {
    func testASCIIIsOneColumnPerCharacter() {
        XCTAssertEqual(DisplayWidth.of("GitHub"), 6)
        XCTAssertEqual(DisplayWidth.of(""), 0)
    }

    func testJapaneseIsTwoColumnsPerCharacter() {
        XCTAssertEqual(DisplayWidth.of("GitHub リポジトリ検索"), 21)
        XCTAssertEqual(DisplayWidth.of("3文字以上入力してください"), 25)
        XCTAssertEqual(DisplayWidth.of("検索"), 4)
        XCTAssertEqual(DisplayWidth.of("ラーメン"), 8)
        XCTAssertEqual(DisplayWidth.of("新大塚"), 6)
    }

    func testHalfwidthKatakanaAndHangulAndFullwidthForms() {
        XCTAssertEqual(DisplayWidth.of("ｶﾀｶﾅ"), 4)
        XCTAssertEqual(DisplayWidth.of("한국어"), 6)
        XCTAssertEqual(DisplayWidth.of("ＡＢ"), 4)
        XCTAssertEqual(DisplayWidth.of("　"), 2, "ideographic space")
        // Decomposed Hangul: leading consonant, vowel and final consonant form one syllable.
        XCTAssertEqual(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}"), 2)
    }

    func testEmojiAreTwoColumnsIncludingSequences() {
        XCTAssertEqual(DisplayWidth.of("👍"), 2)
        XCTAssertEqual(DisplayWidth.of("👍🏽"), 2, "skin tone modifier joins the base")
        XCTAssertEqual(DisplayWidth.of("👨‍👩‍👧"), 2, "ZWJ family")
        XCTAssertEqual(DisplayWidth.of("🇯🇵"), 2, "flag")
        XCTAssertEqual(DisplayWidth.of("❤️"), 2, "VS16 asks for emoji presentation")
        XCTAssertEqual(DisplayWidth.of("❤"), 1, "text presentation by default")
        XCTAssertEqual(DisplayWidth.of("1️⃣"), 2, "keycap")
        XCTAssertEqual(DisplayWidth.of("⌚︎"), 2, "VS15 on a wide character keeps its East Asian width")
    }

    func testCombiningAndFormatCharactersTakeNoColumns() {
        XCTAssertEqual(DisplayWidth.of("e\u{301}"), 1)
        XCTAssertEqual(DisplayWidth.of("a\u{200B}b"), 2, "zero width space")
        XCTAssertEqual(DisplayWidth.of("ﾊﾟ"), 2, "a halfwidth semi-voiced mark joins the kana yet takes its own column")
    }

    func testPrintableASCIIIsTextThatIsVisibleAsItIsAColumnAByte() {
        let texts = ["", " ", "GitHub ~", "a\tb", "\u{7F}", "\u{1F}", "é", "┌─┐", "a\nb", "0123456789abcdefghij", "012345678901234567890\r"]
        for text in texts {
            let printable = text.utf8.allSatisfy { $0 >= 0x20 && $0 <= 0x7E }
            XCTAssertEqual(TerminalText.isPrintableASCII(text), printable, text.debugDescription)
            if printable {
                XCTAssertEqual(TerminalText.visible(text), text)
                XCTAssertEqual(DisplayWidth.of(text), text.utf8.count)
                XCTAssertEqual(StyledLine(text).width, text.utf8.count)
            }
        }
    }

    func testTerminalTextReplacesWhatWouldBreakTheBox() {
        XCTAssertEqual(TerminalText.visible("a\nb\tc\u{1B}[31md"), "a⏎b c\u{FFFD}[31md")
        XCTAssertEqual(TerminalText.visible("x\u{202E}y"), "xy")
    }
}
