@testable import APIClient
import XCTest

/// `trimmingSpaces` drops spaces, tabs and line breaks around a text, each a character of its
/// own, and keeps everything between them.
final class TrimmingSpacesTests: XCTestCase {
    func testSpacesTabsAndLineBreaksAroundTheTextAreDropped() {
        XCTAssertEqual(" \t\n a b\t c \r\n".trimmingSpaces(), "a b\t c \r\n")
        XCTAssertEqual("\n\t  Hello, world \n".trimmingSpaces(), "Hello, world")
        XCTAssertEqual("x".trimmingSpaces(), "x")
    }

    func testATextOfOnlySpacesOrNothingBecomesEmpty() {
        XCTAssertEqual(" \t\n\r ".trimmingSpaces(), "")
        XCTAssertEqual("".trimmingSpaces(), "")
    }

    func testACarriageReturnLineFeedIsOneCharacterAndStays() {
        // "\r\n" is one Character, equal to neither "\r" nor "\n".
        XCTAssertEqual("\r\nbody\r\n".trimmingSpaces(), "\r\nbody\r\n")
        XCTAssertEqual("\r\n body \n".trimmingSpaces(), "\r\n body")
        XCTAssertEqual(" \t\r\n ".trimmingSpaces(), "\r\n")
    }

    func testASpaceCarryingACombiningMarkIsNotASpace() {
        XCTAssertEqual(" \u{301}é ".trimmingSpaces(), " \u{301}é")
    }

    func testASubstringIsTrimmedWithinItsBounds() {
        let text = "[  inner  ]"
        let inside = text.dropFirst().dropLast()
        XCTAssertEqual(inside.trimmingSpaces(), "inner")
    }
}
