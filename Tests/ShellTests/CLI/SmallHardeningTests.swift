import APIClient
import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsSession

/// The smaller items of issue 22's pass: settle outlasts a request, a symbolic-link loop is
/// named as one, TAP never writes a control character raw, an option is not taken for the
/// value of another, a one-letter option gets no guessed suggestion, and a watched script
/// turned into a FIFO does not stop `rxs test --watch`.
final class SmallHardeningTests: XCTestCase {
    func testSettleWaitsLongerThanARequestMay() {
        XCTAssertGreaterThan(SessionOptions().settleTimeout, Int(HTTPRequest.defaultTimeout * 1_000))
        XCTAssertGreaterThan(SessionOptions.defaultSettleTimeout, Int(HTTPRequest.defaultTimeout * 1_000))
    }

    func testASymbolicLinkLoopIsNamedAsOne() throws {
        let folder = try TemporaryFolder(self)
        XCTAssertEqual(symlink("b.rxs", folder.path + "/a.rxs"), 0)
        XCTAssertEqual(symlink("a.rxs", folder.path + "/b.rxs"), 0)
        for arguments in [["test", "a.rxs"], ["run", "a.rxs"], ["run", "--html", "x.html", "a.rxs"]] {
            let output = try RxsProcess.run(arguments, in: folder.path)
            XCTAssertEqual(output.status, 2, "\(arguments)")
            XCTAssertFalse(output.stderr.contains("no such file"), "\(arguments): \(output.stderr)")
            XCTAssertTrue(output.stderr.contains("symbolic links"), "\(arguments): \(output.stderr)")
        }
    }

    func testTAPWritesNoControlCharacterRaw() {
        for path in ["a\u{1B}[2Jb.rxs", "bell\u{7}.rxs", "del\u{7F}.rxs", "c1\u{9B}31m.rxs", "tab\tname.rxs"] {
            var result = ScriptTestResult(path: path, verdict: .failed)
            result.reason = "failed"
            let lines = TAPReporter().script(result, number: 1) + TAPReporter().script(ScriptTestResult(path: path, verdict: .passed), number: 2)
            for line in lines {
                XCTAssertFalse(line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                               "\(path): \(line.debugDescription)")
            }
        }
    }

    func testAnOptionIsNotTakenForAnotherOptionsValue() throws {
        for arguments in [["run", "--record", "--jsn", "a.rxs"], ["run", "--fixtures", "--live", "a.rxs"],
                          ["test", "--junit", "--tap"], ["run", "--seed", "-x"], ["test", "-j", "--update"]] {
            XCTAssertThrowsError(try CommandLineOptions(parsing: arguments), "\(arguments)") { error in
                XCTAssertTrue("\(error)".contains("not the option '\(arguments[2])'"), "\(error)")
            }
        }
        // A value that starts with a dash can still be given attached, and `-` and numbers pass.
        XCTAssertEqual(try CommandLineOptions(parsing: ["test", "--junit=--report.xml"]).junitFile, "--report.xml")
        XCTAssertEqual(try CommandLineOptions(parsing: ["run", "--html", "-", "a.rxs"]).html, "-")
    }

    func testAnUnknownOneLetterOptionGetsNoGuess() throws {
        for letter in ["-x", "-q", "-J", "-v"] {
            let output = try RxsProcess.run(["test", letter], in: NSTemporaryDirectory())
            XCTAssertEqual(output.status, 2)
            XCTAssertEqual(output.stderr.split(separator: "\n").first.map(String.init),
                           "rxs: unknown option '\(letter)'; rxs test --help lists the options")
        }
        let near = try RxsProcess.run(["test", "--tpa"], in: NSTemporaryDirectory())
        XCTAssertTrue(near.stderr.contains("did you mean --tap?"), near.stderr)
    }

    func testAWatchedScriptTurnedIntoAFIFODoesNotStopTheWatch() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("flows/a.rxs", "open repos\n")
        try folder.write("flows/b.rxs", "open search\n")
        let process = Process()
        process.executableURL = try RxsProcess.executable()
        process.arguments = ["test", "--watch", "flows/a.rxs", "flows/b.rxs"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let collected = Guarded("")
        output.fileHandleForReading.readabilityHandler = { handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            collected.withLock { $0 += text }
        }
        errors.fileHandleForReading.readabilityHandler = { handle in
            let text = String(decoding: handle.availableData, as: UTF8.self)
            collected.withLock { $0 += text }
        }
        try process.run()
        defer {
            output.fileHandleForReading.readabilityHandler = nil
            errors.fileHandleForReading.readabilityHandler = nil
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        func waitFor(_ needle: String) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                if collected.withLock({ $0.contains(needle) }) { return true }
                usleep(20_000)
            }
            return false
        }
        XCTAssertTrue(waitFor("Ctrl-C stops\n"), collected.withLock { $0 })
        XCTAssertEqual(unlink(folder.path + "/flows/a.rxs"), 0)
        XCTAssertEqual(mkfifo(folder.path + "/flows/a.rxs", 0o644), 0)
        // Touch the FIFO's name as a save would, then save the other script: its rerun shows
        // the watch goes on.
        let descriptor = open(folder.path + "/flows/a.rxs", O_RDONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
        usleep(300_000)
        try folder.write("flows/b.rxs", "open search\nexpect nav.depth == 1\n")
        XCTAssertTrue(waitFor("rxs: flows/b.rxs saved\nPASS  flows/b.rxs"), collected.withLock { $0 })
        XCTAssertTrue(process.isRunning)
    }

    func testALiveRunLeavesNothingInTheHomeFolder() throws {
        let home = try TemporaryFolder(self)
        let folder = try TemporaryFolder(self)
        let script = try folder.write("live.rxs", "open repos\ntype searchBar octocat\nwait 1s\n")
        // Port 9 (discard) refuses at once: the request fails fast, the session is made.
        let run = try LiveRxs.run(["run", "--live", script],
                                  environment: ["HOME": home.path, "RXS_GITHUB_BASE_URL": "http://127.0.0.1:9"])
        XCTAssertTrue(run.stdout.contains("alert"), run.stdout + run.stderr)
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: home.path), [])
    }
}
