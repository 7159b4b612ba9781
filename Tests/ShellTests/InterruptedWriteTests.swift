import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A signal that arrives while rxs writes a file (`rxs test --update`, `rxs run --html`), sent
/// to a real child process: SIGINT or SIGTERM ends it by that signal with no temporary file
/// left and the target the old file, whole; a signal the process ignores lets the write finish;
/// and the temporary file of a writer killed outright (SIGKILL) is removed by a later run.
///
/// The child is caught in the middle of its write: the folder is watched (inotify) for the
/// temporary file, the child is stopped the moment one appears, and it is signalled only if
/// the file is still there while it is stopped, so the signal lands between the file's
/// creation and its rename.
final class InterruptedWriteTests: XCTestCase {
    private struct Ending {
        /// The signal was sent while the temporary file existed (nil: no signal was sent).
        var caughtWriting: Bool
        var reason: Process.TerminationReason
        var status: Int32
    }

    /// A script whose `#>` block `--update` rewrites, with `megabytes` of comments so that its
    /// write takes a while.
    private func bigScript(megabytes: Int) -> String {
        let comment = "# " + String(repeating: "x", count: 197) + "\n"
        return "open repos\n#> wrong\n" + String(repeating: comment, count: megabytes * 5_000)
    }

    private func temporaryFiles(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix(".rxs-") && $0.hasSuffix(".tmp") }
    }

    /// Whether process `pid` is stopped (`T` in /proc/PID/stat), waiting up to 5 s for it.
    private func waitUntilStopped(_ pid: pid_t) -> Bool {
        for _ in 0..<5_000 {
            if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")"),
                stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first == "T"
            {
                return true
            }
            usleep(1_000)
        }
        return false
    }

    /// Runs `launcher arguments` in `folder`, sending `signalNumber` while a temporary file
    /// is in `folder` (see the class comment); a child that is never caught runs to its end.
    private func run(_ launcher: URL, _ arguments: [String], in folder: String, signal signalNumber: Int32) throws -> Ending {
        let watch = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        XCTAssertGreaterThanOrEqual(watch, 0)
        defer { close(watch) }
        XCTAssertGreaterThanOrEqual(inotify_add_watch(watch, folder, UInt32(IN_CREATE)), 0)
        let process = Process()
        process.executableURL = launcher
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        var caught = false
        var events = [UInt8](repeating: 0, count: 4_096)
        let deadline = Date().addingTimeInterval(300)
        while process.isRunning, Date() < deadline {
            var descriptor = pollfd(fd: watch, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 20) > 0 else { continue }
            _ = read(watch, &events, events.count)
            guard !temporaryFiles(in: folder).isEmpty else { continue }
            kill(pid, SIGSTOP)
            guard waitUntilStopped(pid) else { break }
            if !temporaryFiles(in: folder).isEmpty {
                caught = true
                kill(pid, signalNumber)
            }
            kill(pid, SIGCONT)
            if caught { break }
        }
        if process.isRunning, Date() >= deadline { kill(pid, SIGKILL) }
        process.waitUntilExit()
        return Ending(caughtWriting: caught, reason: process.terminationReason, status: process.terminationStatus)
    }

    /// Interrupts `rxs arguments` during its write of `target` (trying up to five runs, as a
    /// write can end before it is seen) and checks the run left the old file whole.
    private func assertInterruptedWriteLeavesTheOldFile(_ arguments: [String], target: String, in folder: TemporaryFolder,
                                                        signal signalNumber: Int32, file: StaticString = #filePath, line: UInt = #line) throws {
        let old = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + target))
        for _ in 0..<5 {
            let ending = try run(try RxsProcess.executable(), arguments, in: folder.path, signal: signalNumber)
            XCTAssertEqual(temporaryFiles(in: folder.path), [], "no temporary file is left", file: file, line: line)
            guard ending.caughtWriting else {
                // The write ended before it was seen: put the old file back and try again.
                try old.write(to: URL(fileURLWithPath: folder.path + "/" + target))
                continue
            }
            XCTAssertEqual(ending.reason, .uncaughtSignal, "ends by the signal", file: file, line: line)
            XCTAssertEqual(ending.status, signalNumber, file: file, line: line)
            XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/" + target)), old,
                           "the old file, whole", file: file, line: line)
            return
        }
        XCTFail("the write was never caught in five runs", file: file, line: line)
    }

    func testSIGINTDuringTestUpdateLeavesNoTemporaryFileAndTheScriptWhole() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("big.rxs", bigScript(megabytes: 24))
        try assertInterruptedWriteLeavesTheOldFile(["test", "--update", "big.rxs"], target: "big.rxs", in: folder, signal: SIGINT)
    }

    func testSIGTERMDuringTestUpdateLeavesNoTemporaryFileAndTheScriptWhole() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("big.rxs", bigScript(megabytes: 24))
        try assertInterruptedWriteLeavesTheOldFile(["test", "--update", "big.rxs"], target: "big.rxs", in: folder, signal: SIGTERM)
    }

    func testSIGINTDuringRunHTMLLeavesNoTemporaryFileAndTheOldPageWhole() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("page.html", "<p>the old page</p>\n")
        try folder.write("big.rxs", bigScript(megabytes: 24))
        try assertInterruptedWriteLeavesTheOldFile(["run", "--html", "page.html", "big.rxs"], target: "page.html", in: folder, signal: SIGINT)
    }

    /// A process started with SIGINT ignored (a background job of a script, `trap '' INT`)
    /// keeps ignoring it while it writes: the write completes.
    func testAnIgnoredSIGINTDuringAWriteLetsItFinish() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("big.rxs", bigScript(megabytes: 24))
        let rxs = try RxsProcess.executable().path
        var ending: Ending?
        // Up to five runs, as a write can end before it is seen.
        for _ in 0..<5 where ending?.caughtWriting != true {
            try folder.write("big.rxs", bigScript(megabytes: 24))
            ending = try run(URL(fileURLWithPath: "/bin/sh"), ["-c", "trap '' INT; exec \"$0\" test --update big.rxs", rxs],
                             in: folder.path, signal: SIGINT)
        }
        guard let ending else { return }
        XCTAssertTrue(ending.caughtWriting, "the signal came during the write")
        XCTAssertEqual(ending.reason, .exit)
        XCTAssertEqual(ending.status, 0)
        XCTAssertEqual(temporaryFiles(in: folder.path), [])
        let written = try folder.read("big.rxs")
        XCTAssertFalse(written.contains("#> wrong"), "the update was written")
        XCTAssertTrue(written.hasSuffix(String(repeating: "x", count: 197) + "\n"), "whole")
    }

    /// SIGKILL cannot be handled: its temporary file stays until a later run writes in that
    /// folder, which removes temporary files of the `.rxs-PID-N-ATTEMPT.tmp` pattern whose
    /// process is gone, and only those.
    func testALaterRunRemovesTheTemporaryFileOfAKilledWriter() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("big.rxs", bigScript(megabytes: 24))
        var left: [String] = []
        for _ in 0..<5 where left.isEmpty {
            let ending = try run(try RxsProcess.executable(), ["test", "--update", "big.rxs"], in: folder.path, signal: SIGKILL)
            left = temporaryFiles(in: folder.path)
            if ending.caughtWriting { XCTAssertEqual(ending.status, SIGKILL) }
            if left.isEmpty { try folder.write("big.rxs", bigScript(megabytes: 24)) }
        }
        XCTAssertEqual(left.count, 1, "a killed writer leaves its temporary file")
        let ownID = getpid()
        let running = ".rxs-\(ownID)-1-0.tmp"
        try folder.write(running, "a running writer's")
        try folder.write("small.rxs", "open repos\nwait 1s\n")
        let output = try RxsProcess.run(["run", "--html", "page.html", "small.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(temporaryFiles(in: folder.path), [running], "the dead writer's file is gone, a running one's stays")
    }
}
