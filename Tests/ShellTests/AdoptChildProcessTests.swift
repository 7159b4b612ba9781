import Foundation
import XCTest

@testable import RxsCLI

/// The child processes of `rxs adopt` (git) are bounded: killed at their time limit, their
/// output capped, and a grandchild that keeps a pipe open does not hold up one that finished.
final class AdoptChildProcessTests: XCTestCase {
    private let environment = ["PATH": "/usr/bin:/bin"]

    func testAChildPastItsTimeLimitIsKilled() {
        let start = Date()
        do {
            _ = try ChildProcess.run("/bin/sleep", ["30"], environment: environment, timeLimit: 1)
            XCTFail("sleep 30 finished within a second")
        } catch {
            guard case .timedOut(seconds: 1) = error else { return XCTFail("\(error)") }
        }
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
    }

    func testOutputIsCappedAndTheChildStillRunsToItsEnd() throws {
        let result = try ChildProcess.run("/bin/sh", ["-c", "head -c 3000000 /dev/zero; echo tail >&2; exit 3"],
                                          environment: environment, timeLimit: 30)
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.stdout.utf8.count, ChildProcess.outputLimit)
        XCTAssertEqual(result.stderr, "tail\n")
    }

    func testAGrandchildHoldingThePipeDoesNotHoldUpAFinishedChild() throws {
        let start = Date()
        let result = try ChildProcess.run("/bin/sh", ["-c", "sleep 4 & echo done"], environment: environment, timeLimit: 30)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, "done\n")
        XCTAssertLessThan(Date().timeIntervalSince(start), 3)
    }

    func testFindLooksOnPathOnly() {
        XCTAssertEqual(ChildProcess.find("sh", environment: ["PATH": "/nonexistent:/bin"]), "/bin/sh")
        XCTAssertNil(ChildProcess.find("sh", environment: ["PATH": "/nonexistent"]))
    }
}
