import APIClient
import Foundation
import XCTest

/// `rxs test --watch`: a saved script reruns alone, a new one reruns the suite, each rerun
/// ends with its summary, and SIGINT (Ctrl-C) ends the watch.
final class TestWatchTests: XCTestCase {
    /// stdout of a running child, collected by a reader thread.
    private final class Collected: Sendable {
        private let text = Guarded("")
        func append(_ data: Data) { text.withLock { $0 += String(decoding: data, as: UTF8.self) } }
        var value: String { text.withLock { $0 } }
    }

    private func waitFor(_ needle: String, after start: String.Index? = nil, in collected: Collected,
                         timeout: Double = 20, file: StaticString = #filePath, line: UInt = #line) -> String.Index? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let text = collected.value
            if let range = text.range(of: needle, range: (start ?? text.startIndex)..<text.endIndex) {
                return range.upperBound
            }
            usleep(20_000)
        }
        XCTFail("no \(String(reflecting: needle)) in: \(collected.value)", file: file, line: line)
        return nil
    }

    func testSavedScriptsRerunAndCtrlCEnds() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("flows/a.rxs", "open repos\nexpect nav.depth == 1\n")
        try folder.write("flows/b.rxs", "open search\n")
        let process = Process()
        process.executableURL = try RxsProcess.executable()
        process.arguments = ["test", "--watch", "flows"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        let collected = Collected()
        output.fileHandleForReading.readabilityHandler = { handle in collected.append(handle.availableData) }
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        var mark = waitFor("rxs: watching 1 folder for saved .rxs files; Ctrl-C stops\n", in: collected)
        XCTAssertTrue(collected.value.hasPrefix("PASS  flows/a.rxs\nPASS  flows/b.rxs\n2 passed, 0 failed\n"), collected.value)

        try folder.write("flows/a.rxs", "open repos\nexpect nav.depth == 2\n")
        mark = waitFor("0 passed, 1 failed\n", after: mark, in: collected)
        XCTAssertTrue(collected.value.contains("""

            rxs: flows/a.rxs saved
            FAIL  flows/a.rxs — 1 expect failed
            flows/a.rxs:2: expect failed: nav.depth == 2
            """), collected.value)

        // Saved as editors do: a new file renamed into place.
        try folder.write("flows/c.tmp", "open feed\n")
        XCTAssertEqual(rename(folder.path + "/flows/c.tmp", folder.path + "/flows/c.rxs"), 0)
        _ = waitFor("2 passed, 1 failed\n", after: mark, in: collected)
        XCTAssertTrue(collected.value.contains("rxs: flows/c.rxs changed; running every script\n"), collected.value)
        XCTAssertTrue(collected.value.contains("PASS  flows/c.rxs\n"), collected.value)

        process.interrupt()
        XCTAssertEqual(exited.wait(timeout: .now() + 10), .success, "Ctrl-C ends the watch")
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
    }

    func testWatchIsForPeopleNotForReports() throws {
        let output = try RxsProcess.run(["test", "--watch", "--tap"], in: NSTemporaryDirectory())
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stderr.split(separator: "\n").first.map(String.init),
                       "rxs: --watch reruns scripts for a person at a terminal; it cannot be combined with --tap, --junit or --update")
    }
}
