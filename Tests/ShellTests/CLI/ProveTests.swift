import Foundation
import XCTest

/// `rxs test --tap` as a TAP consumer reads it: Debian's `prove` (Test::Harness) parses the
/// stream, passes a passing suite and fails a failing one, with no parse error either way.
final class ProveTests: XCTestCase {
    private func prove(_ tap: String, in folder: TemporaryFolder) throws -> (status: Int32, output: String) {
        guard let prove = ["/usr/bin/prove", "/usr/local/bin/prove"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("prove (perl's Test::Harness) is not installed")
        }
        let stream = try folder.write("suite.tap", tap)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: prove)
        process.arguments = ["--exec", "cat", stream]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    func testProveAcceptsAPassingSuite() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("flows/a.rxs", "open repos\nexpect nav.depth == 1\n")
        try folder.write("flows/b#1.rxs", "open search\n#> [0.000s] nav.depth: 0 → 1\n#> [0.000s] nav.screen: null → \"search\"\n#> [0.000s] nav.title: null → \"GitHub リポジトリ検索\"\n")
        let tap = try RxsProcess.run(["test", "--tap", "flows"], in: folder.path)
        XCTAssertEqual(tap.status, 0, tap.stdout)
        XCTAssertEqual(tap.stdoutLines.first, "TAP version 13")
        let result = try prove(tap.stdout, in: folder)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("All tests successful."), result.output)
        XCTAssertTrue(result.output.contains("Tests=2"), result.output)
    }

    func testProveReportsAFailingSuiteWithoutParseErrors() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("flows/good.rxs", "open repos\n")
        try folder.write("flows/failing.rxs", "open repos\nexpect nav.depth == 2\n")
        try folder.write("flows/broken.rxs", "open repos\ntpye x\n")
        try folder.write("flows/stale.rxs", "open repos\n#> stale\n")
        let tap = try RxsProcess.run(["test", "--tap", "flows"], in: folder.path)
        XCTAssertEqual(tap.status, 2)
        let result = try prove(tap.stdout, in: folder)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("Failed 3/4 subtests"), result.output)
        XCTAssertFalse(result.output.contains("Parse errors"), result.output)
        XCTAssertFalse(result.output.contains("version"), result.output)
    }

    func testTheWholeScriptsFolderPassesUnderProve() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let folder = try TemporaryFolder(self)
        let tap = try RxsProcess.run(["test", "--tap", "scripts"], in: root.path)
        XCTAssertEqual(tap.status, 0, tap.stdout)
        let result = try prove(tap.stdout, in: folder)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("Result: PASS"), result.output)
    }
}
