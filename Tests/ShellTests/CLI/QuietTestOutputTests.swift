import Foundation
import XCTest

/// scripts/quiet-test-output, scripts/test's filter: failures in full, passes counted, and
/// under `set -o pipefail` the tests' exit status stands.
final class QuietTestOutputTests: XCTestCase {
    private var root: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }

    private func filter(_ input: String, exitingWith status: Int32 = 0) throws -> (status: Int32, output: String) {
        let folder = try TemporaryFolder(self)
        let file = try folder.write("input.txt", input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -o pipefail; (cat \"$1\"; exit \(status)) | \"$2\"", "bash", file,
                             root.appendingPathComponent("scripts/quiet-test-output").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func testAVerdictSplitByAnotherThreadsOutputIsStillCounted() throws {
        // A test's thread wrote to stderr in the middle of the verdict line (seen in CI).
        let result = try filter("""
            Test Case 'A.testOne' started at 2026-12-03 07:30:42.159
            Test Case 'A.testOn⚠️ Reentrancy anomaly was detected.
              > Debugging: set a breakpoint
            e' passed (0.546 seconds)
            Test Case 'A.testTwo' started at 2026-12-03 07:30:42.705
            Test Case 'A.testTwo' passed (0.001 seconds)

            """)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.output, "XCTest: 2 passed, 0 skipped, 0 failed (scripts/test -v shows every case)\n")
    }

    func testFailuresInFullPassesCounted() throws {
        let result = try filter("""
            [12/300] Compiling Shell Session.swift
            Building for debugging...
            Build complete! (3.20s)
            Test Suite 'All tests' started at 2026-12-03 07:30:42.157
            Test Case 'A.testOne' started at 2026-12-03 07:30:42.159
            something a passing test printed
            Test Case 'A.testOne' passed (0.546 seconds)
            Test Case 'A.testTwo' started at 2026-12-03 07:30:42.705
            /x/ATests.swift:12: error: A.testTwo : XCTAssertEqual failed: ("1") is not equal to ("2")
            Test Case 'A.testTwo' failed (0.112 seconds)
            Test Case 'A.testThree' started at 2026-12-03 07:30:42.817
            Test Case 'A.testThree' skipped (0.001 seconds)
            Test Suite 'A' failed at 2026-12-03 07:30:42.886
            \t Executed 3 tests, with 1 failure (0 unexpected) in 0.727 (0.727) seconds
            ◇ Test run started.
            ↳ Testing Library Version: 6.3.1 (937120cbc281cf2)
            ✔ Test run with 0 tests in 0 suites passed after 0.006 seconds.
            PASS  scripts/demo.rxs
            FAIL  scripts/repos.rxs — 1 expect failed
            scripts/repos.rxs:3: expect failed: table.count == 9
            1 passed, 1 failed
            Test Case 'B.testCrash' started at 2026-12-03 07:30:43.000
            Fatal error: Unexpectedly found nil

            """, exitingWith: 1)
        XCTAssertEqual(result.status, 1, "the tests' status passes through the filter")
        XCTAssertEqual(result.output, """
            /x/ATests.swift:12: error: A.testTwo : XCTAssertEqual failed: ("1") is not equal to ("2")
            Test Case 'A.testTwo' failed (0.112 seconds)
            FAIL  scripts/repos.rxs — 1 expect failed
            scripts/repos.rxs:3: expect failed: table.count == 9
            1 passed, 1 failed
            Fatal error: Unexpectedly found nil
            XCTest: 1 passed, 1 skipped, 1 failed (scripts/test -v shows every case)

            """)
        XCTAssertEqual(try filter("Build complete!\n").status, 0)
        let passing = try filter("Test Case 'A.a' started at x\nTest Case 'A.a' passed (0.1 seconds)\n")
        XCTAssertEqual(passing.output, "XCTest: 1 passed, 0 skipped, 0 failed (scripts/test -v shows every case)\n")
    }

    func testScriptsTestKeepsItsStatusThroughTheFilter() throws {
        let text = try String(contentsOf: root.appendingPathComponent("scripts/test"), encoding: .utf8)
        XCTAssertTrue(text.contains("set -euo pipefail"), "without pipefail a failing swift test would pass through the filter as 0")
        XCTAssertTrue(text.contains("swift test --skip-build 2>&1 | quiet || status=$?"))
    }
}
