@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession
import XCTest

final class TrimmingWhitespaceTests: XCTestCase {
    func testTrimsEveryKindOfWhitespaceAtBothEnds() {
        XCTAssertEqual("wait 1s".trimmingWhitespace, "wait 1s")
        XCTAssertEqual("  type searchBar \"a b\" \t".trimmingWhitespace, "type searchBar \"a b\"")
        XCTAssertEqual("\u{3000}open feed\u{00A0}".trimmingWhitespace, "open feed")
        XCTAssertEqual("\r\nback\r\n".trimmingWhitespace, "back")
        XCTAssertEqual("é ".trimmingWhitespace, "é")
        XCTAssertEqual(" \t ".trimmingWhitespace, "")
        XCTAssertEqual("".trimmingWhitespace, "")
    }
}
