import RxUI
import XCTest

final class JSONWriterTests: XCTestCase {
    func testTextWithoutSpecialCharactersIsOnlyQuoted() {
        XCTAssertEqual(JSONWriter.quoted(""), #""""#)
        XCTAssertEqual(JSONWriter.quoted("GitHub リポジトリ検索 👍🏽"), #""GitHub リポジトリ検索 👍🏽""#)
    }

    func testQuotesBackslashesAndControlCharactersAreEscaped() {
        XCTAssertEqual(JSONWriter.quoted("say \"hi\" \\ bye"), #""say \"hi\" \\ bye""#)
        XCTAssertEqual(JSONWriter.quoted("a\nb\rc\td"), #""a\nb\rc\td""#)
        XCTAssertEqual(JSONWriter.quoted("bell\u{7}del\u{7F}é"), #""bell\u0007del\u007fé""#)
    }
}
