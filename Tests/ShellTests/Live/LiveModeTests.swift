import Apps
import Foundation
import LoopbackHTTP
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// End to end: the `rxs` binary runs a flow with `--live --record DIR` against a loopback
/// server standing in for GitHub, then replays it offline from the recorded cassettes.
final class LiveModeTests: XCTestCase {
    private static let secret = "secret-token-123"

    private static let script = """
        # the repos flow, live or from cassettes
        open repos
        type searchBar octocat
        settle
        expect table.count == 2
        expect table[1].title == "Spoon-Knife"
        state
        net log
        """

    func testARecordedLiveRunReplaysOfflineToTheSameOutcome() throws {
        let server = try LoopbackHTTPServer { request in
            guard request.target == "/users/octocat/repos" else {
                return .json(404, #"{"message":"Not Found","documentation_url":"https://docs.github.com/rest"}"#)
            }
            return .json(200, LiveSessionTests.twoRepos, headers: [("X-RateLimit-Remaining", "4999")])
        }
        defer { server.stop() }
        let folder = try temporaryFolder()
        let scriptFile = folder.appendingPathComponent("repos.rxs")
        try Self.script.write(to: scriptFile, atomically: true, encoding: .utf8)
        let cassettes = folder.appendingPathComponent("cassettes")
        let environment = ["RXS_GITHUB_BASE_URL": server.baseURL.absoluteString, "GITHUB_TOKEN": Self.secret]

        let live = try runRxs(["run", "--json", "--live", "--record", cassettes.path, scriptFile.path],
                              environment: environment)
        XCTAssertEqual(live.status, 0, live.stderr)
        XCTAssertEqual(server.requests.map(\.target), ["/users/octocat/repos"])
        XCTAssertEqual(server.requests.first?.header("Authorization"), "Bearer \(Self.secret)",
                       "the token was really sent, so its absence below means something")
        let recorded = try files(in: cassettes)
        XCTAssertEqual(recorded, ["github/users-octocat-repos.json"])
        for file in recorded {
            let text = try String(contentsOf: cassettes.appendingPathComponent(file), encoding: .utf8)
            XCTAssertFalse(text.contains(Self.secret), "\(file) holds the token")
            XCTAssertFalse(text.lowercased().contains("authorization"), "\(file) holds an auth header")
        }

        server.stop()
        let replay = try runRxs(["run", "--json", "--fixtures", cassettes.path, scriptFile.path], environment: environment)
        XCTAssertEqual(replay.status, 0, replay.stderr)
        XCTAssertEqual(server.requests.count, 1, "the replay stayed offline")

        for run in [live, replay] {
            XCTAssertFalse(run.stdout.contains(Self.secret) || run.stderr.contains(Self.secret))
        }
        let liveSteps = try steps(live.stdout)
        let replaySteps = try steps(replay.stdout)
        // One JSON object per script line (7): fewer is a failure to report, not an index to trap on.
        guard liveSteps.count == 7, replaySteps.count == 7 else {
            return XCTFail("expected 7 steps each, got \(liveSteps.count) live and \(replaySteps.count) replayed:\n"
                + live.stdout + "\n" + replay.stdout)
        }
        XCTAssertEqual(liveSteps.map(\.command), replaySteps.map(\.command))
        XCTAssertEqual(liveSteps.map(\.changes), replaySteps.map(\.changes), "the same changes, whenever they came")
        XCTAssertEqual(liveSteps[5].output, replaySteps[5].output, "the same final state")
        let request = "GET \(server.baseURL.absoluteString)/users/octocat/repos → 200 OK"
        XCTAssertEqual(replaySteps[6].output, request)
        XCTAssertEqual(liveSteps[6].output, "\(request)\nrecorded into \(cassettes.path):\n  github/users-octocat-repos.json")
        XCTAssertTrue(liveSteps[2].changes.contains("table.count: 0 → 2"))
        XCTAssertEqual(replaySteps[2].time, 700, "offline: the 500 ms debounce plus the 200 ms fixture latency")
        XCTAssertGreaterThanOrEqual(liveSteps[2].time, 500, "live: the debounce waited in real time")
    }

    func testLiveAndRecordMakeTheClockFollowRealTime() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let environment = ["RXS_GITHUB_BASE_URL": "http://127.0.0.1:9"]
            let offline = try CommandLineOptions(parsing: ["run", "a.rxs"]).sessionOptions(environment: environment, isTerminal: false)
            XCTAssertNil(offline.realTime)
            let live = try CommandLineOptions(parsing: ["run", "--live", "a.rxs"]).sessionOptions(environment: environment,
                                                                                                    isTerminal: false)
            XCTAssertNotNil(live.realTime)
            let recording = try CommandLineOptions(parsing: ["run", "--record", "out", "a.rxs"])
                .sessionOptions(environment: environment, isTerminal: false, services: AppCatalog.services)
            XCTAssertNotNil(recording.realTime)
            guard case .recording(let directory) = recording.network else { return XCTFail("not recording") }
            XCTAssertEqual(directory.lastPathComponent, "out")
            XCTAssertEqual(recording.api.baseURL(of: GitHubAPI.service).absoluteString, "http://127.0.0.1:9")
            XCTAssertThrowsError(try CommandLineOptions(parsing: ["run", "--record", "out", "--fixtures", "in", "a.rxs"])) {
                XCTAssertEqual("\($0)", "--record records the live services; it cannot be combined with --fixtures")
            }
        }
    }

    // MARK: Running rxs


    /// One `--json` step: the command, its change lines without their times, its output, its time.
    private struct Step {
        var command: String
        var time: Int
        var changes: [String]
        /// Printed text with the session time (in `state`) taken out.
        var output: String
    }

    private func steps(_ stdout: String) throws -> [Step] {
        try stdout.split(separator: "\n").map { line in
            let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], String(line))
            XCTAssertNil(object["error"], String(line))
            XCTAssertNil(object["failure"], String(line))
            let changes = (object["changes"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
                .map { String($0.drop { $0 != "]" }.dropFirst(2)) }
            let output = (object["output"] as? String ?? "").split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("\"time\"") }.joined(separator: "\n")
            return Step(command: object["command"] as? String ?? "", time: object["t"] as? Int ?? -1,
                        changes: changes, output: output)
        }
    }

    private func runRxs(_ arguments: [String], environment: [String: String]) throws -> LiveRxs.Run {
        try LiveRxs.run(arguments, environment: environment)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// Regular files below `folder`, as paths relative to it, sorted.
    private func files(in folder: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted().filter { path in
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path,
                                                        isDirectory: &isFolder)
            return exists && !isFolder.boolValue
        }
    }
}
