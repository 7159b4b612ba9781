import Foundation
import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// A replay page stays bounded whatever a step holds: long commands, comments and lines are
/// shortened, a step's changes and printed lines are capped and counted, and a page draws the
/// latest steps that fit in its size limit, saying how many it left out.
final class ReplayPageSizeTests: XCTestCase, @unchecked Sendable {
    @MainActor private func step(_ line: Int, command: String, time: Int = 0, _ outcome: StepOutcome, in session: Session) -> ReplayStep {
        ReplayStep(report: StepReport(file: "t", line: line, command: command, time: time, result: .success(outcome)),
                   snapshot: session.snapshot)
    }

    func testLongTextsManyChangesAndHugeOutputAreCutAndCounted() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            let long = String(repeating: "日", count: 50_000)
            let changes = (0..<1_000).map { index -> TimedChange in
                TimedChange(time: index, change: .value(path: "table.count", old: .int(index), new: .int(index + 1)))
            }
            let state = (0..<100_000).map { "line \($0)" }.joined(separator: "\n") + "\n"
            let outcome = StepOutcome(changes: changes, output: [state, long])
            let narration = ScriptNarration(bytes: Array("# \(long)\ntype x\n".utf8))
            let command = "type searchBar \"" + long + "\""
            let html = ReplayPage(title: "t", steps: [step(2, command: command, outcome, in: session)], narration: narration).render()
            XCTAssertLessThan(html.utf8.count, 200_000)
            let kept = String(repeating: "日", count: ReplayPage.textLimit - 16)
            let more = 50_017 - ReplayPage.textLimit
            XCTAssertTrue(html.contains("<code>type searchBar &quot;" + kept + "… (\(more) more characters)</code>"), "the command")
            let note = String(repeating: "日", count: ReplayPage.textLimit) + "… (\(50_000 - ReplayPage.textLimit) more characters)"
            XCTAssertTrue(html.contains("<p class=\"note\">" + note + "</p>"), "the comment")
            XCTAssertEqual(html.components(separatedBy: "<span class=\"change\">").count - 1, ReplayPage.changeLineLimit)
            XCTAssertTrue(html.contains("<span class=\"output\">… 800 more changes</span>"))
            XCTAssertEqual(html.components(separatedBy: "<span class=\"output\">line ").count - 1, ReplayPage.outputLineLimit)
            let lines = 100_001 - ReplayPage.outputLineLimit
            XCTAssertTrue(html.contains("<span class=\"output\">… \(lines) more lines</span>"), "state and the long line")
        }
    }

    func testAPageDrawsTheLatestStepsThatFitItsLimit() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            let text = String(repeating: "x", count: 1_500)
            let steps = (1...100).map { step($0, command: "type searchBar \"\(text)\"", time: $0, StepOutcome(), in: session) }
            var page = ReplayPage(title: "t", steps: steps)
            page.sizeLimit = 60_000
            let (html, shown) = page.rendered()
            XCTAssertGreaterThan(shown, 10)
            XCTAssertLessThan(shown, 50)
            XCTAssertLessThan(html.utf8.count, 150_000)
            XCTAssertEqual(html.components(separatedBy: "<li class=\"step").count - 1, shown)
            XCTAssertTrue(html.contains("\(shown) steps · the first \(100 - shown) left out"))
            XCTAssertTrue(html.contains("<span class=\"at\">line 100 ·"), "the last step is there")
            XCTAssertFalse(html.contains("<span class=\"at\">line 1 ·"), "the first is not")
            // One step is always drawn, however big.
            page.sizeLimit = 1
            XCTAssertEqual(page.rendered().shown, 1)
        }
    }

    /// The index of `rxs test --html` shows each failing script's details and diff cut at
    /// `problemLineLimit` lines, so an index of many big failures stays a page.
    func testAFailuresDiffInTheIndexIsCutAndCounted() {
        var result = ScriptTestResult(path: "big.rxs", verdict: .failed)
        result.diff = (0..<10_000).map { "-#> wrong \($0)" }.joined(separator: "\n")
        result.details = (0..<1_000).map { "big.rxs:\($0): expect failed: " + String(repeating: "y", count: 5_000) }
        let index = HTMLReporter().finish([result]).joined()
        XCTAssertLessThan(index.utf8.count, 2_000_000)
        XCTAssertEqual(index.components(separatedBy: "<span class=\"del\">").count - 1, ReplayFiles.problemLineLimit)
        XCTAssertTrue(index.contains("… 9500 more lines (rxs test prints them all)"))
        XCTAssertTrue(index.contains("… 500 more lines (rxs test prints them all)"), "the details too")
    }
}
