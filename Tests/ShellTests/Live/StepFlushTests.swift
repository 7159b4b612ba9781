import Foundation
import LoopbackHTTP
import XCTest

/// Each step's output reaches a pipe as the step ends, not when the buffer fills or the
/// process exits: a process killed mid-run leaves the transcript of every finished step.
final class StepFlushTests: XCTestCase {
    func testFinishedStepsAreInThePipeWhileALaterStepWaits() throws {
        let server = try LoopbackHTTPServer { _ in .json(200, "[]", delay: 20) }
        addTeardownBlock { server.stop() }
        let folder = try TemporaryFolder(self)
        let script = try folder.write("slow.rxs", "open repos\nexpect nav.depth == 1\ntype searchBar octocat\nwait 1s\n")
        let process = Process()
        process.executableURL = LiveRxs.binary
        process.arguments = ["run", "--live", script]
        process.environment = ["RXS_GITHUB_BASE_URL": server.baseURL.absoluteString, "HOME": folder.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        // Read what has arrived until the second step shows (the third waits on the server
        // for 20 s), giving up after 15 s so a buffered transcript fails rather than hangs.
        let received = Received()
        let handle = output.fileHandleForReading
        handle.readabilityHandler = { handle in received.append(handle.availableData) }
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline, !received.text.contains("expect nav.depth == 1") {
            Thread.sleep(forTimeInterval: 0.05)
        }
        handle.readabilityHandler = nil
        XCTAssertTrue(process.isRunning, "the third step is still waiting on the server")
        XCTAssertTrue(received.text.hasPrefix("open repos\n"), received.text)
        XCTAssertTrue(received.text.contains("expect nav.depth == 1"), received.text)
    }
}

private final class Received: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) { lock.withLock { data.append(more) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
