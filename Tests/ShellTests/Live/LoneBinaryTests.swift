import Foundation
import LoopbackHTTP
import XCTest

/// The `rxs` binary is complete on its own: copied alone into an empty folder (no resource
/// bundle, no library beside it), it reads the built-in feed fixture offline and a feed from
/// a loopback server with `--live`. `scripts/check-package` runs these on the binary of
/// `swift build -c release --product rxs` (RXS_LONE_BINARY); otherwise the debug build's.
final class LoneBinaryTests: XCTestCase {
    private static let feedFlow = """
        open feed
        settle
        expect table.count > 0
        """

    private func loneCopy() throws -> (binary: URL, folder: URL) {
        let source = ProcessInfo.processInfo.environment["RXS_LONE_BINARY"].map(URL.init(fileURLWithPath:)) ?? LiveRxs.binary
        let folder = URL(fileURLWithPath: try TemporaryFolder(self).path)
        let binary = folder.appendingPathComponent("bin/rxs")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: binary)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: binary.deletingLastPathComponent().path), ["rxs"])
        return (binary, folder)
    }

    private func run(_ binary: URL, _ arguments: [String], environment: [String: String] = [:]) throws -> LiveRxs.Run {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment.merging(["HOME": NSTemporaryDirectory()]) { own, _ in own }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return LiveRxs.Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: "")
    }

    func testACopiedBinaryReadsTheBuiltInFeedOffline() throws {
        let (binary, folder) = try loneCopy()
        let script = folder.appendingPathComponent("feed.rxs")
        try Self.feedFlow.write(to: script, atomically: true, encoding: .utf8)
        let result = try run(binary, ["run", script.path])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains("table.count: 0 → 26"), result.stdout)
        XCTAssertFalse(result.stdout.contains("alert"), result.stdout)
    }

    func testACopiedBinaryReadsALiveFeedFromALoopbackServer() throws {
        let rss = """
            <?xml version="1.0" encoding="UTF-8"?>
            <rss version="2.0"><channel><title>Loopback</title><link>http://127.0.0.1/</link>
            <item><title>First &amp; only</title><link>http://127.0.0.1/1</link><description>d</description></item>
            </channel></rss>
            """
        let server = try LoopbackHTTPServer { _ in
            .init(status: 200, headers: [("Content-Type", "application/rss+xml")], body: Data(rss.utf8))
        }
        defer { server.stop() }
        let (binary, folder) = try loneCopy()
        let script = folder.appendingPathComponent("feed.rxs")
        try (Self.feedFlow + "\nexpect table[0].title == \"First & only\"\n").write(to: script, atomically: true, encoding: .utf8)
        let result = try run(binary, ["run", "--live", script.path],
                             environment: ["RXS_FEED_BASE_URL": server.baseURL.absoluteString])
        XCTAssertEqual(result.status, 0, result.stdout)
        XCTAssertTrue(result.stdout.contains("table.count: 0 → 1"), result.stdout)
        XCTAssertEqual(server.requests.count, 1)
    }
}
