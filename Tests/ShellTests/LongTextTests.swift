import Foundation
import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Long texts in change lines: shown by their start, end and length, so typing one is linear
/// in its length (each keystroke printed the whole old and new text: 4,000 characters made 16 MB).
final class LongTextTests: XCTestCase, @unchecked Sendable {
    @MainActor private func typing(_ count: Int, _ character: String = "a") -> [String] {
        let session = Session(options: .builtIn)
        session.lines("open repos")
        return session.lines("keys searchBar \(String(repeating: character, count: count)) every 1ms")
    }

    /// Bytes printed for typing `count` characters: the work that made `keys` quadratic. (Time
    /// itself is measured by rxbench, never in a unit test.)
    @MainActor private func printedBytes(typing count: Int, _ character: String = "a") -> Int {
        typing(count, character).reduce(0) { $0 + $1.utf8.count }
    }

    func testShortTextsAreShownWhole() {
        let text = String(repeating: "x", count: ChangeLineText.longText)
        let change = SnapshotChange.value(path: "searchBar.text", old: .string(""), new: .string(text))
        XCTAssertEqual(TimedChange(time: 0, change: change).line, "[0.000s] searchBar.text: \"\" → \"\(text)\"")
    }

    func testALongTextShowsItsStartEndAndLength() {
        let text = "The start of it, then" + String(repeating: "-", count: 300) + "and the last forty characters of the text"
        let change = SnapshotChange.value(path: "alert.message", old: .null, new: .string(text))
        XCTAssertEqual(TimedChange(time: 1500, change: change).line,
                       "[1.500s] alert.message: null → \"The start of it, the…nd the last forty characters of the text\" (362 chars)")
    }

    func testLengthsCountCharactersNotBytes() {
        XCTAssertEqual(ChangeLineText.shortened(String(repeating: "ラ", count: 250)),
                       "\"" + String(repeating: "ラ", count: 20) + "…" + String(repeating: "ラ", count: 40) + "\" (250 chars)")
        XCTAssertEqual(TextLength.characters(in: String(repeating: "a\r\n", count: 100)), 200)
        // A flag's second half typed after the first makes one character, not two.
        var flags = String(repeating: "🇯", count: 1) + String(repeating: "b", count: 300)
        XCTAssertEqual(TextLength.characters(in: flags), 301)
        flags += "🇵"
        XCTAssertEqual(TextLength.characters(in: flags), 302)
        XCTAssertEqual(TextLength.characters(in: "🇯" + "🇵" + String(repeating: "é", count: 300)), 301)
        XCTAssertNil(ChangeLineText.shortened(String(repeating: "ラ", count: 200)), "200 characters (600 bytes) are short")
    }

    func testKeysPrintsALineOfBoundedLengthPerKeystroke() {
        MainActor.assumeIsolated { () -> Void in
            let lines = typing(3_000)
            XCTAssertEqual(lines.count, 3_001, "editing, then one text change per character")
            XCTAssertEqual(lines.last, "[2.999s] searchBar.text: \"aaaaaaaaaaaaaaaaaaaa…" + String(repeating: "a", count: 40)
                + "\" (2999 chars) → \"aaaaaaaaaaaaaaaaaaaa…" + String(repeating: "a", count: 40) + "\" (3000 chars)")
            XCTAssertLessThan(lines.map(\.utf8.count).max() ?? 0, 2 * ChangeLineText.longText + 200)
        }
    }

    func testKeysOutputGrowsLinearly() {
        MainActor.assumeIsolated { () -> Void in
            let small = printedBytes(typing: 600)
            let large = printedBytes(typing: 4_800)
            // Eight times the characters: linear is at most 8x; printing every text whole was about 40x.
            XCTAssertLessThanOrEqual(large, small * 8, "600 characters printed \(small) bytes, 4,800 printed \(large)")
        }
    }

    func testJapaneseKeysAreLinearToo() {
        MainActor.assumeIsolated { () -> Void in
            let small = printedBytes(typing: 300, "ラ")
            let lines = typing(2_400, "ラ")
            let large = lines.reduce(0) { $0 + $1.utf8.count }
            XCTAssertTrue(lines.last?.hasSuffix("(2400 chars)") ?? false, lines.last ?? "")
            XCTAssertLessThanOrEqual(large, small * 8, "300 characters printed \(small) bytes, 2,400 printed \(large)")
        }
    }
}
