import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `StepOutcome.lines(of:)` cuts printed text at its bytes; the lines are those a cut at
/// characters gives.
final class StepOutcomeLinesTests: XCTestCase {
    private func byCharacters(_ text: String) -> [String] {
        let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
        return body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    func testLinesAreThoseOfACutAtCharacters() {
        let texts = [
            "", "\n", "\n\n", "one", "one\n", "one\ntwo", "one\n\ntwo\n", "┃ 検索 ┃\n│ 👍🏽 │\n",
            "e\u{301}\n\u{301}x", "tab\there\n", "a\r\nb\n", "a\rb\nc", "\r\n", "x\n\r\n",
        ]
        for text in texts {
            XCTAssertEqual(StepOutcome.lines(of: text), byCharacters(text), "\(Array(text.utf8))")
        }
    }

    func testAScreenEndingInANewlineHasNoEmptyLastLine() {
        XCTAssertEqual(StepOutcome.lines(of: "┌──┐\n└──┘\n"), ["┌──┐", "└──┘"])
        XCTAssertEqual(StepOutcome.lines(of: "a\n\n"), ["a", ""])
    }

    func testALineStampIsTheTimeInSecondsInBrackets() {
        for milliseconds in [0, 5, 50, 500, 999, 1000, 1001, 12_000, 123_456_789, -1, -1500, Int.max, Int.min] {
            XCTAssertEqual(TimeFormat.stamp(milliseconds), "[" + TimeFormat.seconds(milliseconds) + "] ", "\(milliseconds)")
        }
        XCTAssertEqual(TimeFormat.stamp(500), "[0.500s] ")
        XCTAssertEqual(TimeFormat.stamp(-1500), "[-1.500s] ")
    }

    func testSecondsHaveThreeDecimalsAndASign() {
        let expected = [
            0: "0.000s", 5: "0.005s", 50: "0.050s", 500: "0.500s", 999: "0.999s", 1000: "1.000s", 1001: "1.001s",
            12_000: "12.000s", 123_456_789: "123456.789s", -1: "-0.001s", -1500: "-1.500s",
            Int.max: "9223372036854775.807s", Int.min: "-9223372036854775.808s",
        ]
        for (milliseconds, text) in expected {
            XCTAssertEqual(TimeFormat.seconds(milliseconds), text, "\(milliseconds)")
        }
    }
}
