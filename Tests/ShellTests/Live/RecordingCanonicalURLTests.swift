import Foundation
import LoopbackHTTP
import XCTest

/// `--record DIR` with a service moved to a loopback server stores the service's own URL, so
/// the recording replays without the override (and with it); a request the replayed
/// cassettes do not match is named in the step that sent it.
final class RecordingCanonicalURLTests: XCTestCase {
    func testARecordingMadeAgainstALoopbackServerReplaysWithoutIt() throws {
        let server = try LoopbackHTTPServer { request in
            request.target == "/users/octocat/repos" ? .json(200, LiveSessionTests.twoRepos) : .json(404, "{}")
        }
        defer { server.stop() }
        let folder = try TemporaryFolder(self)
        try folder.write("flow.rxs", "open repos\ntype searchBar octocat\nsettle\nexpect table.count == 2\n")
        let cassettes = folder.path + "/cassettes"
        let loopback = ["RXS_GITHUB_BASE_URL": server.baseURL.absoluteString]
        let live = try LiveRxs.run(["run", "--record", cassettes, folder.path + "/flow.rxs"], environment: loopback)
        XCTAssertEqual(live.status, 0, live.stdout + live.stderr)
        let cassette = try folder.read("cassettes/github/users-octocat-repos.json")
        XCTAssertTrue(cassette.contains(#""url" : "https://api.github.com/users/octocat/repos"#), cassette)
        XCTAssertFalse(cassette.contains("127.0.0.1"), cassette)
        server.stop()

        for environment in [[:], loopback] {
            let replay = try LiveRxs.run(["run", "--fixtures", cassettes, folder.path + "/flow.rxs"], environment: environment)
            XCTAssertEqual(replay.status, 0, replay.stdout + replay.stderr)
            XCTAssertTrue(replay.stdout.contains("table.count: 0 → 2"), replay.stdout)
            XCTAssertFalse(replay.stdout.contains("no cassette"), replay.stdout)
        }
    }

    func testAnUnmatchedRequestInAReplayIsReportedWithReportUnmatchedOncePerDistinctRequest() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("cassettes/mine.json", """
            {"request":{"method":"GET","url":"https://api.github.com/users/mine/repos"},
             "response":{"status":200,"headers":{"Content-Type":"application/json"},"json":[]}}
            """)
        try folder.write("flow.rxs", "open repos\ntype searchBar nobody\nwait 1s\ndismiss\ntype searchBar nobodyx\nwait 1s\ndismiss\ntype searchBar nobody\nwait 1s\nnet log\n")
        let replay = try RxsProcess.run(["run", "--fixtures", "cassettes", "--unmatched", "flow.rxs"], in: folder.path)
        XCTAssertEqual(replay.status, 0, replay.stderr)
        XCTAssertTrue(replay.stdout.contains("""
            type searchBar nobody
              [0.000s] searchBar.editing: false → true
              [0.000s] searchBar.text: "" → "nobody"
            wait 1s
              [0.500s] activity.visible: false → true
            """), replay.stdout)
        XCTAssertTrue(replay.stdout.contains("""
              no cassette matches GET https://api.github.com/users/nobody/repos: answered with the service's 404 (net log lists every request)
            """), replay.stdout)
        XCTAssertEqual(replay.stdout.components(separatedBy: "no cassette matches").count, 3,
                       "nobody and nobodyx once each; nobody again is not named again: \(replay.stdout)")
        XCTAssertTrue(replay.stdout.contains("    GET https://api.github.com/users/nobody/repos (2×)"), replay.stdout)
        let unasked = try RxsProcess.run(["run", "--fixtures", "cassettes", "flow.rxs"], in: folder.path)
        XCTAssertFalse(unasked.stdout.contains("no cassette"), "only --unmatched names them in steps")
        XCTAssertTrue(unasked.stdout.contains("unmatched (answered with the service's 404):"), "net log lists them")
    }
}
