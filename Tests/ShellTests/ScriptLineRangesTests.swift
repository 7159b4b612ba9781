import XCTest

@testable import RxsSession

/// `Script` reads each line where it lies in the file's bytes (`ScriptLineTexts.nextRange()`):
/// the ranges must hold the lines `next()` makes, with every line ending and a byte order mark.
final class ScriptLineRangesTests: XCTestCase {
    private let sources = [
        "\u{FEFF}a\r\nb\rc\n\nd", "a\r\n", "\r\r\n\n", "", "\u{FEFF}", "long line é\nx\r", "ab",
        "open repos\n#> [0.000s] nav.title: (none) → \"x\"\r\n  # comment\n\ttap searchButton",
    ]

    func testRangesHoldTheLinesNextMakes() {
        for source in sources {
            let bytes = Array(source.utf8)
            var ranges = ScriptLineTexts(bytes)
            var read: [String] = []
            while let (number, range) = ranges.nextRange() {
                read.append("\(number):\(String(decoding: bytes[range], as: UTF8.self))")
            }
            let made = ScriptLineTexts(bytes).map { "\($0.number):\($0.text)" }
            XCTAssertEqual(read, made, source.debugDescription)
        }
    }

    func testAScriptReadFromBytesHasTheLinesOfItsText() {
        let source = "\u{FEFF}open repos\r\n#> x\r\n\n  # note\rtype searchBar \"a b\"\nexpect nav.title == x\r\ntpye y"
        let script = Script(file: "demo.rxs", bytes: Array(source.utf8))
        XCTAssertEqual(script.lines.map(\.number), [1, 5, 6])
        XCTAssertEqual(script.lines.map(\.text), ["open repos", "type searchBar \"a b\"", "expect nav.title == x"])
        XCTAssertEqual(script.errors.map(\.description),
                       ["demo.rxs:7:1: error: unknown command 'tpye' — did you mean type?"])
    }
}
