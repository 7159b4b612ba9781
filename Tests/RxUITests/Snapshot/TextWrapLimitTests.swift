import RxUI
import RxsSupport
import XCTest

/// `TextWrap.lines(_:width:limit:)` stops reading words once it has `limit` lines: those
/// must be the first lines of the whole wrap, whatever breaks them.
final class TextWrapLimitTests: XCTestCase {
    func testTheLimitedLinesAreTheFirstLinesOfTheWholeWrap() {
        let texts = [
            "", " ", "one", "api.github.com answered HTTP 500 Internal Server Error: Internal Server Error",
            "  leading, trailing  and  double  spaces  ", "3文字以上入力してください、もう一度お試しください",
            String(repeating: "x", count: 95) + " tail", "tab\tand\nnew line \u{301}mark a\u{301} b",
            (0..<400).map { "word\($0)" }.joined(separator: " "), "👍🏽 👍🏽👍🏽 ok",
        ]
        for text in texts {
            for width in [1, 2, 7, 10, 28, 60] {
                let whole = TextWrap.lines(text, width: width)
                for limit in [1, 2, 4, 9, 1_000] {
                    XCTAssertEqual(TextWrap.lines(text, width: width, limit: limit), Array(whole.prefix(limit)), "\(text) \(width) \(limit)")
                }
                XCTAssertEqual(TextWrap.lines(text, width: width, limit: 0), [])
            }
        }
    }

    func testWordsSplitOnSpacesOnlyAsBefore() {
        XCTAssertEqual(TextWrap.lines("No repositories for this user.", width: 12), ["No", "repositories", "for this", "user."])
        XCTAssertEqual(TextWrap.lines("a  b   c", width: 80), ["a b c"])
        XCTAssertEqual(TextWrap.lines("a \u{301}b c", width: 80), ["a \u{301}b c"])
        XCTAssertEqual(TextWrap.lines("   ", width: 5), [""])
        XCTAssertEqual(TextWrap.lines("abcdefgh ij", width: 3, limit: 2), ["abc", "def"])
    }
}
