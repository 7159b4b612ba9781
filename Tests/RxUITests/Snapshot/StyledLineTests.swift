import RxUI
@testable import UIKit
import XCTest
@testable import RxsSupport

final class StyledLineTests: XCTestCase {
    func testTruncationEndsInEllipsisAndNeverExceedsTheLimit() {
        XCTAssertEqual(StyledLine("Hello, world").truncated(to: 8).rendered(color: false), "Hello, …")
        XCTAssertEqual(StyledLine("short").truncated(to: 8).rendered(color: false), "short")
        // A wide character that would straddle the limit is dropped rather than split.
        let cut = StyledLine("リポジトリ検索").truncated(to: 6)
        XCTAssertEqual(cut.rendered(color: false), "リポ…")
        XCTAssertEqual(cut.width, 5)
    }

    func testFittedIsExactlyTheWidth() {
        for text in ["", "abc", "リポジトリ検索", "👍🏽👍🏽👍🏽👍🏽", "a very long line of ascii text"] {
            XCTAssertEqual(StyledLine(text).fitted(to: 7).width, 7, text)
        }
    }

    func testSlicingThroughAWideCharacterKeepsColumnsWithSpaces() {
        let line = StyledLine("ab検索cd")
        XCTAssertEqual(line.sliced(from: 0, to: 3).rendered(color: false), "ab ")
        XCTAssertEqual(line.sliced(from: 3, to: 8).rendered(color: false), " 索cd")
        XCTAssertEqual(line.sliced(from: 3, to: 8).width, 5)
    }

    func testColourIsOnlyDrawnWhenAsked() {
        var line = StyledLine("plain ")
        line.append("bold", .bold)
        XCTAssertEqual(line.rendered(color: false), "plain bold")
        XCTAssertEqual(line.rendered(color: true), "plain \u{1B}[1mbold\u{1B}[0m")
    }

    func testWrapBreaksWordsAndJapanese() {
        XCTAssertEqual(TextWrap.lines("No repositories for this user.", width: 12), ["No", "repositories", "for this", "user."])
        XCTAssertEqual(TextWrap.lines("3文字以上入力してください", width: 10), ["3文字以上", "入力してく", "ださい"])
        XCTAssertEqual(TextWrap.lines("", width: 10), [""])
    }
}
