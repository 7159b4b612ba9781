import APIClient
import Foundation
import RxsSupport
import XCTest

@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// A screen written for iOS (`PortedScreen`: MainScheduler.instance, a dispatch scheduler,
/// RxCocoa's default Binder, `print`, `URLSession.shared.rx`) runs in a session on its virtual
/// clock, answered by cassettes, and what it prints shows as `log:` lines of the step that
/// printed it, in order with the changes, in text, JSON and replay pages.
final class SessionLogTests: XCTestCase, @unchecked Sendable {
    private static let flow = """
        open ported
        type username octocat
        wait 300ms
        wait 200ms
        tap check
        type username nobody
        wait 500ms
        expect availability.text == "nobody is free"

        """

    func testPrintedLinesShowAtTheirStepInOrderWithTheChanges() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = Session(options: try SessionOptions.portedScreen(cassettes: TemporaryFolder(self)))
            session.lines(["open ported", "type username octocat"])
            XCTAssertEqual(session.lines("wait 300ms"), ["[0.300s] log: checking octocat"],
                           "debounce on MainScheduler.instance fires on the virtual clock")
            XCTAssertEqual(session.lines("wait 200ms"), [
                "[0.500s] log: shown: octocat is taken",
                "[0.500s] availability.text: \"\" → \"octocat is taken\"",
            ], "the cassette answered after the virtual latency, through the background scheduler and Binder")
            XCTAssertEqual(session.lines("tap check"), [
                "[0.500s] log: check tapped for octocat",
                "[0.500s] log: second line",
            ])
            session.lines(["type username nobody", "wait 500ms"])
            XCTAssertEqual(try session.snapshot.value(at: "availability.text"), .string("nobody is free"),
                           "the folder's default answer (404) for every other name")
        }
    }

    func testTheJSONOfAStepHasItsLogLines() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = Session(options: try SessionOptions.portedScreen(cassettes: TemporaryFolder(self)))
            session.lines(["open ported", "type username octocat", "wait 300ms"])
            let outcome = try session.run("wait 200ms").get()
            let report = StepReport(file: "flow.rxs", line: 4, command: "wait 200ms", time: session.time, result: .success(outcome))
            XCTAssertTrue(report.json.contains(#""log":[{"t":500,"after":0,"message":"shown: octocat is taken","text":"[0.500s] log: shown: octocat is taken"}]"#),
                          report.json)
            let quiet = StepReport(file: "flow.rxs", line: 5, command: "wait 1ms", time: session.time,
                                   result: session.run("wait 1ms"))
            XCTAssertFalse(quiet.json.contains(#""log""#), "no log field when nothing was printed: \(quiet.json)")
        }
    }

    func testTheReplayPageShowsLogLines() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = Session(options: try SessionOptions.portedScreen(cassettes: TemporaryFolder(self)))
            let recorder = ReplayRecorder()
            let script = Script(file: "flow.rxs", text: Self.flow)
            ScriptRunner(session: session).run(script) { recorder.record($0, in: session) }
            let html = ReplayPage(title: "flow.rxs", steps: recorder.steps, timelines: session.timelines, end: session.time).render()
            XCTAssertTrue(html.contains(#"<span class="log">[0.300s] log: checking octocat</span>"#), html)
            XCTAssertTrue(html.contains(#"<span class="log">[0.500s] log: check tapped for octocat</span>"#), html)
        }
    }

    func testControlCharactersLongLinesAndFloodsOfPrintedTextStayBounded() {
        var log = StepLog()
        log.write("a\u{1B}[31mred\rline\nno break", time: 5, position: 0)
        log.write(" yet\n" + String(repeating: "x", count: StepLog.lineLimit + 10) + "\n", time: 6, position: 1)
        for index in 0..<(StepLog.lineCountLimit + 5) { log.write("\(index)\n", time: 7, position: 2) }
        let lines = log.finish(at: 9, position: 3)
        XCTAssertEqual(lines[0], TimedLog(time: 5, text: "a\\u{1B}[31mred\\u{D}line", position: 0))
        XCTAssertEqual(lines[1], TimedLog(time: 5, text: "no break yet", position: 0), "a line belongs where it began")
        XCTAssertEqual(lines[2].text, String(repeating: "x", count: StepLog.lineLimit) + "…")
        XCTAssertEqual(lines.count, StepLog.lineCountLimit + 1)
        XCTAssertEqual(lines.last, TimedLog(time: 9, text: "… 8 more log lines", position: 3))
    }

    func testTranscriptsAreTheSameUnderFourJobsAsAlone() throws {
        let folder = try TemporaryFolder(self)
        let options = try SessionOptions.portedScreen(cassettes: folder)
        let golden = try folder.write("golden.rxs", Self.flow)
        XCTAssertEqual(ScriptTest(path: golden, sessionOptions: options, update: true).run().verdict, .passed)
        let written = try folder.read("golden.rxs")
        XCTAssertTrue(written.contains("#> [0.500s] log: check tapped for octocat\n#> [0.500s] log: second line"), written)
        let scripts = try (0..<8).map { try folder.write("copy-\($0).rxs", written) }
        let results = Guarded<[ScriptTestResult]>([])
        let done = DispatchSemaphore(value: 0)
        Thread {
            TestSuite.run(scripts, jobs: 4, test: { ScriptTest(path: $0, sessionOptions: options).run() },
                          report: { _, result in results.withLock { $0.append(result) } })
            done.signal()
        }.start()
        XCTAssertTrue(done.wait(timeout: .now() + 120) == .success, "the parallel run did not finish")
        let verdicts = results.withLock { $0 }
        XCTAssertEqual(verdicts.count, 8)
        for result in verdicts { XCTAssertEqual(result.verdict, .passed, "\(result.details)") }
    }
}
