import XCTest

@testable import RxsSupport

/// `FileName`: a name's bytes kept in a `String` and back, whatever they are.
final class FileNameTests: XCTestCase {
    func testEveryNameComesBackAsItsBytes() {
        let names: [[UInt8]] = [
            Array("plain.rxs".utf8),
            Array("café.rxs".utf8),
            [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6A, 0x73, 0x6F, 0x6E],
            [0xFF, 0xFE, 0x80, 0xC3],
            // A character of the range that stands for bytes, as a name really holds it.
            Array("x\u{EFE9}y".utf8),
            [0xE2, 0x82],
        ]
        for bytes in names {
            XCTAssertEqual(FileName.bytes(of: FileName.decode(bytes)), bytes)
        }
        XCTAssertEqual(FileName.decode(Array("café.rxs".utf8)), "café.rxs", "UTF-8 names are their plain strings")
        XCTAssertNotEqual(FileName.decode(Array("x\u{EFE9}y".utf8)), FileName.decode([0x78, 0xE9, 0x79]))
    }

    func testMessagesShowTheBytesThatAreNotUTF8Escaped() {
        let name = FileName.decode([0x63, 0x61, 0x66, 0xE9, 0x2E, 0x6A, 0x73, 0x6F, 0x6E])
        XCTAssertEqual(FileName.shown(name), "caf\\xE9.json")
        XCTAssertEqual(VisibleText.escapingControls("cannot read \(name)\u{1B}"), "cannot read caf\\xE9.json\\u{1B}")
        XCTAssertEqual(FileName.shown("café"), "café")
    }

    func testEscapesReadBackAsTheBytes() {
        XCTAssertEqual(FileName.unescaped("caf\\xE9.rxs").map(FileName.bytes), [0x63, 0x61, 0x66, 0xE9, 0x2E, 0x72, 0x78, 0x73])
        XCTAssertEqual(FileName.unescaped("dir\\xe9/a\\xFF"), FileName.decode(Array("dir".utf8) + [0xE9, 0x2F, 0x61, 0xFF]))
        XCTAssertNil(FileName.unescaped("a\\x41b"), "an ASCII byte is written as itself")
        XCTAssertNil(FileName.unescaped("plain\\xZZ"))
    }
}
