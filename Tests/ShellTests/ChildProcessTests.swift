import Foundation
import RxsSupport
import XCTest

/// The child processes rxs runs (git for `rxs adopt` and `rxs new --from`) are bounded: killed
/// at their time limit, stopped once their output passes its limit, and a grandchild that
/// keeps a pipe open does not hold up one that finished.
final class ChildProcessTests: XCTestCase {
    private let environment = ["PATH": "/usr/bin:/bin"]

    func testAChildPastItsTimeLimitIsKilled() {
        let start = Date()
        do {
            _ = try ChildProcess.run("/bin/sleep", ["30"], environment: environment, limits: .init(time: .milliseconds(300)))
            XCTFail("sleep 30 finished within 0.3 s")
        } catch {
            XCTAssertEqual(error, .timedOut(.milliseconds(300)))
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    /// The grandchild (a remote helper, here `sleep`) goes with it: the whole group is killed.
    func testAChildAndItsGrandchildrenAreKilledAtTheTimeLimit() throws {
        let folder = try TemporaryFolder(self)
        let marker = folder.path + "/pid"
        XCTAssertThrowsError(try ChildProcess.run("/bin/sh", ["-c", "sleep 30 & echo $! > '\(marker)'; wait"],
                                                  environment: environment, limits: .init(time: .milliseconds(500))))
        let grandchild = try XCTUnwrap(Int32(try folder.read("pid").trimmingCharacters(in: .whitespacesAndNewlines)))
        // Killed and reaped by its parent's end (or init): gone within a moment.
        var gone = false
        for _ in 0..<100 where !gone {
            gone = kill(grandchild, 0) != 0 || (try? String(contentsOfFile: "/proc/\(grandchild)/stat", encoding: .utf8))?
                .contains(") Z ") == true
            if !gone { usleep(20_000) }
        }
        XCTAssertTrue(gone, "sleep \(grandchild) outlived its group")
    }

    func testStdoutPastTheLimitStopsTheChild() {
        let start = Date()
        do {
            // `yes` prints for ever: only the limit can end it.
            _ = try ChildProcess.run("/usr/bin/yes", [], environment: environment, limits: .init(time: .seconds(30), outputBytes: 1000))
            XCTFail("yes ended by itself")
        } catch {
            XCTAssertEqual(error, .outputTooLarge(limit: 1000))
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    func testStdoutUpToTheLimitIsKeptWhole() throws {
        let result = try ChildProcess.run("/bin/sh", ["-c", "head -c 1000 /dev/zero"], environment: environment,
                                          limits: .init(time: .seconds(30), outputBytes: 1000))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdoutBytes, [UInt8](repeating: 0, count: 1000))
    }

    /// stderr is diagnostics: past the limit it is dropped and the child runs to its end.
    func testStderrPastTheLimitIsCutAndTheChildRunsToItsEnd() throws {
        let result = try ChildProcess.run("/bin/sh", ["-c", "head -c 3000000 /dev/zero >&2; echo tail; exit 3"],
                                          environment: environment, limits: .init(time: .seconds(30)))
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.stderrBytes.count, ChildProcess.defaultOutputLimit)
        XCTAssertEqual(result.stdout, "tail\n")
    }

    func testAGrandchildHoldingThePipeDoesNotHoldUpAFinishedChild() throws {
        let start = Date()
        let result = try ChildProcess.run("/bin/sh", ["-c", "sleep 4 & echo done"], environment: environment,
                                          limits: .init(time: .seconds(30)))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "done\n")
        XCTAssertLessThan(Date().timeIntervalSince(start), 3)
    }

    func testFindLooksOnPathOnly() {
        XCTAssertEqual(ChildProcess.find("sh", environment: ["PATH": "/nonexistent:/bin"]), "/bin/sh")
        XCTAssertNil(ChildProcess.find("sh", environment: ["PATH": "/nonexistent"]))
    }

    func testLimitsAreSpelledAsMessagesShowThem() {
        XCTAssertEqual(ChildProcess.spelled(.seconds(15)), "15 s")
        XCTAssertEqual(ChildProcess.spelled(.milliseconds(250)), "0.25 s")
        XCTAssertEqual(ChildProcess.spelled(.milliseconds(1005)), "1.005 s")
        XCTAssertEqual(ChildProcess.spelled(bytes: 1 << 20), "1 MB")
        XCTAssertEqual(ChildProcess.spelled(bytes: 300), "300 bytes")
        XCTAssertEqual(ChildProcess.spelled(bytes: 1), "1 byte")
    }
}
