import APIClient
import Foundation
import XCTest

/// Issue 30, finding 4: whatever a screen prints, from any thread, at any time, ends up in
/// exactly one place — a `log` entry of the step in progress or of the next report, or
/// standard error — and stdout stays JSON lines under `--json`, TAP under `--tap`. Run on
/// `rxsprinter`, a user's own command whose screen prints every way it can
/// (Tests/Support/PrintingScreens).
final class StrayOutputEndToEndTests: XCTestCase {
    private let script = """
        open printer
        tap thread
        tap later
        tap bypass
        tap step
        tap task

        """

    private func printer(_ arguments: [String], in folder: TemporaryFolder) throws -> RxsProcess.Output {
        try RxsProcess.run(arguments, in: folder.path, program: RxsProcess.executable(named: "rxsprinter"))
    }

    /// Each stdout line as a JSON object; fails the test on a line that is not one.
    private func jsonObjects(_ stdout: String, file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
        stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { text in
            let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            XCTAssertNotNil(object, "not a JSON object on stdout: \(text)", file: file, line: line)
            return object ?? [:]
        }
    }

    /// The `message` of each `log` entry of a report.
    private func logMessages(_ report: [String: Any]) -> [String] {
        (report["log"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
    }

    /// The `log: TEXT` lines of standard error, as TEXT.
    private func loggedToStandardError(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").filter { $0.hasPrefix("log: ") }.map { String($0.dropFirst(5)) }
    }

    func testRunJSONIsJSONLinesAndEachPrintIsALogEntryOfItsStepOnce() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("printing.rxs", script)
        let output = try printer(["run", "--json", "printing.rxs"], in: folder)
        XCTAssertEqual(output.status, 0, output.stderr)
        let reports = jsonObjects(output.stdout)
        XCTAssertEqual(reports.map { $0["command"] as? String }, ["open printer", "tap thread", "tap later", "tap bypass", "tap step", "tap task"])
        XCTAssertEqual(reports.map(logMessages), [
            ["printer loaded"],
            ["thread print 1"],
            ["later print 2"],
            ["swift print 3", "file handle 3", "c puts 3"],
            ["step print 4"],
            ["task print 5"],
        ])
        // After the last report the session goes away; its deinit's print has no report to join.
        XCTAssertEqual(output.stderr, "log: printer gone\n")
    }

    func testATaskATapStartsPrintsInThatTapsStepOnTheSessionsThread() throws {
        let folder = try TemporaryFolder(self)
        let flow = "open printer\ntap task\ntap step\ntap task\n"
        try folder.write("tasks.rxs", flow)
        try folder.write("again.rxs", flow)
        let output = try printer(["test", "-j", "2", "tasks.rxs", "again.rxs"], in: folder)
        XCTAssertEqual(output.status, 0, output.stderr)
        // Each run's own: its numbers, in its steps, none on standard error as a stray print.
        XCTAssertEqual(loggedToStandardError(output.stderr), ["printer gone", "printer gone"])
        let run = try printer(["run", "tasks.rxs"], in: folder)
        XCTAssertTrue(run.stdout.hasSuffix("""
            tap task
              [0.000s] log: task print 1
            tap step
              [0.000s] log: step print 2
            tap task
              [0.000s] log: task print 3

            """), run.stdout)
    }

    func testTheTextTranscriptShowsThemAsLogLinesOfTheirSteps() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("printing.rxs", "open printer\ntap thread\ntap bypass\n")
        let output = try printer(["run", "printing.rxs"], in: folder)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stdout, """
            open printer
              [0.000s] log: printer loaded
              [0.000s] nav.depth: 0 → 1
              [0.000s] nav.screen: null → "printer"
              [0.000s] nav.title: null → "Printer"
            tap thread
              [0.000s] log: thread print 1
            tap bypass
              [0.000s] log: swift print 2
              [0.000s] log: file handle 2
              [0.000s] log: c puts 2

            """)
        XCTAssertEqual(output.stderr, "log: printer gone\n")
    }

    /// `rxsprinter --json` as a REPL on pipes, driven a line at a time.
    private final class PipedREPL {
        let process = Process()
        let marker: String
        private let input = Pipe(), output = Pipe(), errors = Pipe()
        private let stderrData = Guarded(Data())
        private let stderrRead = DispatchSemaphore(value: 0)
        private(set) var stdout = Data()

        init(in folder: TemporaryFolder) throws {
            marker = folder.path + "/printed"
            process.executableURL = try RxsProcess.executable(named: "rxsprinter")
            process.arguments = ["--json"]
            process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            var environment = ProcessInfo.processInfo.environment
            environment["PRINTER_MARKER"] = marker
            process.environment = environment
            (process.standardInput, process.standardOutput, process.standardError) = (input, output, errors)
            try process.run()
            DispatchQueue.global().async { [errors, stderrData, stderrRead] in
                let data = errors.fileHandleForReading.readDataToEndOfFile()
                stderrData.withLock { $0 = data }
                stderrRead.signal()
            }
        }

        /// Sends `lines` and waits for a report of each.
        func send(_ lines: [String]) {
            input.fileHandleForWriting.write(Data(lines.map { $0 + "\n" }.joined().utf8))
            let expected = stdout.filter { $0 == 0x0A }.count + lines.count
            while stdout.filter({ $0 == 0x0A }).count < expected {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                stdout += chunk
            }
        }

        /// Waits until the armed thread has printed (it creates the marker after).
        func waitForArmedPrint() -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while !FileManager.default.fileExists(atPath: marker), Date() < deadline { usleep(10_000) }
            return FileManager.default.fileExists(atPath: marker)
        }

        /// Ends input (or not, after a signal) and collects the rest.
        func finish(closingInput: Bool = true) throws -> (stdout: String, stderr: String) {
            if closingInput { try input.fileHandleForWriting.close() }
            stdout += output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            stderrRead.wait()
            return (String(decoding: stdout, as: UTF8.self), String(decoding: stderrData.withLock { $0 }, as: UTF8.self))
        }
    }

    func testTheREPLPutsAPrintBetweenStepsIntoTheNextReport() throws {
        let repl = try PipedREPL(in: TemporaryFolder(self))
        // The step that armed the thread is over (its report is out) before the thread prints.
        repl.send(["open printer", "tap arm"])
        XCTAssertTrue(repl.waitForArmedPrint())
        repl.send(["tap step"])
        let (stdout, stderr) = try repl.finish()

        XCTAssertEqual(repl.process.terminationStatus, 0)
        let reports = jsonObjects(stdout)
        XCTAssertEqual(reports.map { $0["command"] as? String }, ["open printer", "tap arm", "tap step"])
        XCTAssertEqual(reports.map(logMessages), [["printer loaded"], [], ["step print 2", "armed print 1"]],
                       "printed between two steps: a log entry of the next report, after the step's own")
        XCTAssertEqual(stderr, "log: printer gone\n")
    }

    func testOnSIGINTWhatWaitsForTheNextReportGoesToStandardError() throws {
        let repl = try PipedREPL(in: TemporaryFolder(self))
        repl.send(["open printer", "tap arm"])
        // The line is in the pipe now (or read from it), waiting for a report that will never come.
        XCTAssertTrue(repl.waitForArmedPrint())
        kill(repl.process.processIdentifier, SIGINT)
        let (stdout, stderr) = try repl.finish(closingInput: false)

        XCTAssertEqual(repl.process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(repl.process.terminationStatus, SIGINT)
        XCTAssertEqual(jsonObjects(stdout).map { $0["command"] as? String }, ["open printer", "tap arm"])
        XCTAssertEqual(stderr, "log: armed print 1\n")
    }

    func testAFailedStepCarriesWhatItPrinted() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("ticking.rxs", "open printer\ntap ticker\nsettle\n")
        let json = try printer(["run", "--json", "ticking.rxs"], in: folder)
        XCTAssertEqual(json.status, 2)
        let reports = jsonObjects(json.stdout)
        XCTAssertEqual(reports.count, 3)
        XCTAssertEqual(reports.last.map(logMessages), ["tick"])
        XCTAssertEqual(reports.last?["error"] as? String,
                       "ticking.rxs:3:1: error: settle gave up after 600 s of virtual time: 1 timer pending: interval due in 1 s"
                           + " — use wait for work that repeats")

        let text = try printer(["run", "ticking.rxs"], in: folder)
        XCTAssertTrue(text.stdout.hasSuffix("tap ticker\nsettle\n  [1.000s] log: tick\n"), text.stdout)
    }

    func testTestTAPIsTAPAndEachPrintOutsideAStepGoesToStandardErrorOnce() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("a-passing.rxs", script)
        try folder.write("b-failing.rxs", "open printer\ntap step\ntap step\ntap thread\nexpect thread.title == \"nope\"\n")
        let output = try printer(["test", "--tap", "--junit", "report.xml", "-j", "2", "a-passing.rxs", "b-failing.rxs"], in: folder)
        XCTAssertEqual(output.status, 1, output.stderr)
        let tap = try TAPDocument(lines: output.stdoutLines)
        XCTAssertEqual(tap.points.map(\.ok), [true, false])
        XCTAssertEqual(tap.comments, ["# 1 passed, 1 failed"])
        // Printed on the session's thread in a step (`tap step`, and `tap task`'s Task, which runs
        // there): a line of the step's transcript, not stderr.
        XCTAssertEqual(loggedToStandardError(output.stderr).sorted(), [
            "c puts 3", "file handle 3", "later print 2", "printer gone", "printer gone", "swift print 3",
            "thread print 1", "thread print 3",
        ])
        XCTAssertEqual(output.stderr.split(separator: "\n").filter { !$0.hasPrefix("log: ") }, [])
        let report = try folder.read("report.xml")
        _ = try JUnitDocument(xml: report)
        XCTAssertFalse(report.contains("print"), report)
    }

    func testDescribeDescribesAndWhatTheScreenPrintsGoesToStandardError() throws {
        let folder = try TemporaryFolder(self)
        let output = try printer(["describe", "printer"], in: folder)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.hasPrefix("screen printer: \"Printer\"\nid "), output.stdout)
        XCTAssertFalse(output.stdout.contains("printer loaded"))
        XCTAssertEqual(output.stderr, "log: printer loaded\nlog: printer gone\n")
    }
}
