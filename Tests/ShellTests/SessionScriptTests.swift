import Foundation
import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `include`, `net`, `set`, `help` and `quit` in a session.
final class SessionScriptTests: XCTestCase, @unchecked Sendable {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-include-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("lib"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ lines: [String]) throws {
        try (lines.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    /// Runs the script `name` in `session` until its first error, which is returned rendered.
    @MainActor private func run(_ name: String, in session: Session) -> (lines: [String], error: String?) {
        let path = folder.appendingPathComponent(name).path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var lines: [String] = []
        for line in Script(file: path, text: text).lines {
            switch session.perform(line) {
            case .success(let outcome): lines += outcome.lines
            case .failure(let error): return (lines, error.rendered())
            }
        }
        return (lines, nil)
    }

    func testIncludeResolvesPathsFromTheIncludingScript() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try write("main.rxs", ["open repos", "include lib/search.rxs", "expect table.count == 8"])
            try write("lib/search.rxs", ["include type.rxs", "settle"])
            try write("lib/type.rxs", ["type searchBar octocat"])
            let session = Session(options: .builtIn)
            let result = run("main.rxs", in: session)
            XCTAssertNil(result.error)
            XCTAssertEqual(result.lines.suffix(4), [
                "[0.500s] activity.visible: false → true",
                "[0.700s] table.count: 0 → 8",
                "[0.700s] table: +8 rows (0–7)",
                "[0.700s] activity.visible: true → false",
            ])
        }
    }

    /// The lines being run are a stack (`include` runs lines inside its own): a failing included
    /// line points at itself, and once it failed no line is left on the stack, so the next
    /// line's errors point at that line and a span asked between lines is the placeholder.
    func testAFailingIncludedLinePointsAtItselfAndLeavesNoLineRunning() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try write("main.rxs", ["open repos", "include lib/waits.rxs"])
            try write("lib/waits.rxs", Array(repeating: "wait 1440000m", count: 11))
            let session = Session(options: .builtIn)
            XCTAssertEqual(session.commandSpan.location.file, "<input>")
            let error = try XCTUnwrap(run("main.rxs", in: session).error)
            XCTAssertTrue(error.hasPrefix("""
                \(folder.appendingPathComponent("lib/waits.rxs").path):11:1: error: the virtual clock stops at its limit
                """), error)
            XCTAssertEqual(session.commandSpan.location.file, "<input>", "no line is left running")
            XCTAssertTrue(session.error("wait 1ms").hasPrefix("flow.rxs:1:1: error: the virtual clock stops at its limit"))
            XCTAssertEqual(session.commandSpan.location.file, "<input>")
        }
    }

    func testIncludeCyclesAreStopped() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try write("a.rxs", ["open search", "include lib/b.rxs"])
            try write("lib/b.rxs", ["include ../a.rxs"])
            let error = try XCTUnwrap(run("a.rxs", in: Session(options: .builtIn)).error)
            let b = folder.appendingPathComponent("lib/b.rxs").path
            XCTAssertEqual(error, """
                \(b):1:9: error: include cycle: ../a.rxs is already being run
                include ../a.rxs
                        ^~~~~~~~
                includes: a.rxs → b.rxs → a.rxs
                """)
        }
    }

    func testIncludeOfAMissingOrBrokenFile() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try write("main.rxs", ["include lib/nothing.rxs", "include lib/broken.rxs"])
            try write("lib/broken.rxs", ["open search", "tpye searchField x"])
            let session = Session(options: .builtIn)
            let missing = try XCTUnwrap(run("main.rxs", in: session).error)
            XCTAssertTrue(missing.hasPrefix(
                "\(folder.appendingPathComponent("main.rxs").path):1:9: error: cannot read lib/nothing.rxs (looked for "),
                missing)
            let broken = session.error("include \(folder.appendingPathComponent("lib/broken.rxs").path)")
            XCTAssertEqual(broken, """
                \(folder.appendingPathComponent("lib/broken.rxs").path):2:1: error: unknown command 'tpye'
                tpye searchField x
                ^~~~
                did you mean type?
                """)
            XCTAssertNil(session.snapshot.top, "a script with errors does not run at all")
        }
    }

    func testNetLatencyAndFailures() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open repos", "net latency 1s", "type searchBar octocat", "wait 500ms"])
            XCTAssertEqual(session.lines("wait 999ms"), [])
            XCTAssertEqual(session.lines("wait 1ms"), [
                "[1.500s] table.count: 0 → 8",
                "[1.500s] table: +8 rows (0–7)",
                "[1.500s] activity.visible: true → false",
            ])
            session.lines(["net fail next 503", "type searchBar fumiyasac"])
            XCTAssertEqual(session.lines("settle").suffix(5), [
                "[3.000s] alert.visible: false → true",
                "[3.000s] alert.title: null → \"Error\"",
                "[3.000s] alert.message: null → \"api.github.com answered HTTP 503 Service Unavailable: Service Unavailable\"",
                "[3.000s] alert.buttons: null → \"OK\"",
                "[3.000s] activity.visible: true → false",
            ])
            session.lines(["dismiss", "net fail next timeout", "type searchBar octocat", "settle"])
            XCTAssertEqual(try session.snapshot.value(at: "alert.visible"), .bool(true))
        }
    }

    func testNetLogListsRequestsAndUnmatchedOnes() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            XCTAssertEqual(session.lines("net log"), ["no requests yet"])
            session.lines(["open repos", "type searchBar octocat", "settle", "type searchBar nosuchuser", "settle"])
            XCTAssertEqual(session.lines("net log"), [
                "GET https://api.github.com/users/octocat/repos → 200 OK",
                "GET https://api.github.com/users/nosuchuser/repos → failed: api.github.com answered HTTP 404 Not Found: Not Found",
                "unmatched (answered with the service's 404):",
                "  GET https://api.github.com/users/nosuchuser/repos",
            ])
        }
    }

    func testSetSeedRestartsTheRandomSource() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines("set seed 42")
            XCTAssertEqual(session.options.seed, 42)
            let drawn = (0..<3).map { _ in session.device.window.environment.random.int(in: 0..<500) }
            session.lines("set seed 42")
            XCTAssertEqual((0..<3).map { _ in session.device.window.environment.random.int(in: 0..<500) }, drawn)
            let fresh = SeededRandomSource(seed: 42)
            XCTAssertEqual(drawn, (0..<3).map { _ in fresh.int(in: 0..<500) })
        }
    }

    func testHelpAndQuit() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            let overview = session.lines("help")
            XCTAssertTrue(overview.contains { $0.hasPrefix("  open <screen>") }, overview.joined(separator: "\n"))
            XCTAssertEqual(session.lines("help wait").first, "usage: wait <dur>")
            XCTAssertEqual(session.run("quit").map(\.quit), .success(true))
        }
    }
}
