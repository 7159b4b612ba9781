import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// The printed text of `show`, `state` and `marbles` as transcript lines.
final class StepOutputTests: XCTestCase, @unchecked Sendable {
    /// Runs each line in one session on the offline fixtures; returns the last line's transcript.
    @MainActor private func transcript(_ lines: [String], file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let session = Session(options: SessionOptions.builtIn)
        var last: [String] = []
        for text in lines {
            let script = Script(file: "output.rxs", text: text)
            guard let parsed = script.lines.first, script.errors.isEmpty else {
                XCTFail("'\(text)' does not parse", file: file, line: line)
                return []
            }
            switch session.perform(parsed) {
            case .success(let outcome): last = outcome.lines
            case .failure(let error): XCTFail(error.rendered(), file: file, line: line)
            }
        }
        return last
    }

    func testAPrintedTextEndingInANewlineAddsNoEmptyLine() {
        XCTAssertEqual(StepOutcome(output: ["a\nb\n"]).lines, ["a", "b"])
        XCTAssertEqual(StepOutcome(output: ["a\n\nb"]).lines, ["a", "", "b"], "inner empty lines stay")
    }

    func testShowEndsWithTheBottomOfThePhone() {
        MainActor.assumeIsolated { () -> Void in
            let lines = transcript(["open search", "show"])
            XCTAssertEqual(lines.first, "┌──────────────────────────────────────┐")
            XCTAssertEqual(lines.last, "└──────────────────────────────────────┘")
        }
    }

    func testStateEndsWithTheClosingBrace() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(transcript(["open search", "state"]).last, "}")
        }
    }

    func testTheMarbleLegendShowsSnapshotValuesQuotedOnce() {
        MainActor.assumeIsolated { () -> Void in
            let lines = transcript(["open search", "type searchField abc", "marbles searchField.text searchButton.enabled"])
            let legend = lines.drop { !$0.contains(" = ") }.joined(separator: " ")
            XCTAssertTrue(legend.contains(" = \"abc\""), legend)
            XCTAssertTrue(legend.contains(" = true"), legend)
            XCTAssertFalse(legend.contains("\\\""), "no escaped quotes: \(legend)")
        }
    }
}
