import Foundation
import XCTest

/// Typing a long text into a throttled screen whose requests never answer leaves a bounded
/// `net log`: the newest unmatched requests only (the rest counted), each URL shortened.
final class BoundedNetLogTests: XCTestCase {
    func testLongTypingOnAThrottledScreenKeepsTheNetLogSmall() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("long.rxs", "open venues\nnet latency 1440000m\nkeys searchBar \(String(repeating: "k", count: 3_000)) every 100ms\nnet log\n")
        let output = try RxsProcess.run(["run", "long.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stderr)
        let log = output.stdoutLines.drop { $0 != "net log" }
        XCTAssertLessThanOrEqual(log.count, 210)
        XCTAssertLessThanOrEqual(log.map(\.count).max() ?? 0, 300)
        XCTAssertTrue(log.contains { $0.hasPrefix("    … ") && $0.hasSuffix(" earlier ones not kept") }, log.joined(separator: "\n"))
        XCTAssertTrue(log.contains { $0.contains("characters)…") }, log.joined(separator: "\n"))
    }

    func testTypingPastTheLongestURLEndsInAReadableAlert() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("long.rxs", "open venues\ntype searchBar \(String(repeating: "q", count: 9_000))\nwait 2s\n")
        let output = try RxsProcess.run(["run", "long.rxs"], in: folder.path)
        XCTAssertTrue(output.stdout.contains("more than the 8192 servers accept"), String(output.stdout.suffix(2_000)))
    }
}
