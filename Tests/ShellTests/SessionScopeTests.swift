import APIClient
import Foundation
import RxUI
import XCTest

@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Lines run by `ScriptRunner` share one scope of the session (`Session.inScope`); what they
/// do and print is what running each line on its own gives.
final class SessionScopeTests: XCTestCase, @unchecked Sendable {
    private let flow = ["open ported", "type username octocat", "wait 300ms", "wait 200ms", "tap check"]

    func testLinesRunInOneScopeGiveWhatEachLineRunAloneGives() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let folder = try TemporaryFolder(self)
            let alone = Session(options: try SessionOptions.portedScreen(cassettes: folder))
            let expected = flow.map { alone.lines($0) }
            XCTAssertTrue(expected.joined().contains("[0.300s] log: checking octocat"), "the screen prints into its step")

            let scoped = Session(options: try SessionOptions.portedScreen(cassettes: folder))
            let script = Script(file: "flow.rxs", text: flow.joined(separator: "\n"))
            var transcripts: [[String]] = []
            let status = ScriptRunner(session: scoped).run(script) { report in
                guard case .success(let outcome) = report.result else { return XCTFail("line \(report.line) failed") }
                transcripts.append(outcome.lines)
            }
            XCTAssertEqual(status, .passed)
            XCTAssertEqual(transcripts, expected)
        }
    }

    func testASessionPerformedInsideAnothersScopeRunsInItsOwn() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let folder = try TemporaryFolder(self)
            let outer = Session(options: try SessionOptions.portedScreen(cassettes: folder))
            let inner = Session(options: try SessionOptions.portedScreen(cassettes: folder))
            let printed = outer.inScope { () -> [String] in
                inner.lines(["open ported", "type username octocat"])
                return inner.lines("wait 300ms")
            }
            XCTAssertEqual(printed, ["[0.300s] log: checking octocat"])
            XCTAssertEqual(outer.time, 0, "the outer session's clock did not move")
        }
    }
}
