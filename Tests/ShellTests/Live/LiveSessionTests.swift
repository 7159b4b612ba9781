import APIClient
import Apps
import Foundation
import LoopbackHTTP
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Sessions in live mode: the `repos` screen on offline fixtures with scripted real time
/// (exact, no waiting), and a real loopback server for requests in flight.
final class LiveSessionTests: XCTestCase, @unchecked Sendable {
    @MainActor private func session(realTime: ScriptedRealTime, network: NetworkStack.Mode = .fixtures(directories: []),
                         api: APIEnvironment = APIEnvironment.builtIn()) -> Session {
        var options = SessionOptions.builtIn
        options.network = network
        options.api = api
        options.realTime = { realTime }
        return Session(options: options)
    }

    /// Runs `line`, failing the test on an error; returns the transcript lines.
    @discardableResult
    @MainActor private func run(_ line: String, in session: Session, file: StaticString = #filePath,
                     line number: UInt = #line) -> [String] {
        let script = Script(file: "live.rxs", text: line)
        guard let parsed = script.lines.first, script.errors.isEmpty else {
            XCTFail("'\(line)' does not parse", file: file, line: number)
            return []
        }
        switch session.perform(parsed) {
        case .success(let outcome): return outcome.lines
        case .failure(let error):
            XCTFail(error.rendered(), file: file, line: number)
            return []
        }
    }

    func testWaitRunsTheDebounceAndTheResponseAtTheirTimes() {
        MainActor.assumeIsolated { () -> Void in
            let realTime = ScriptedRealTime()
            let session = session(realTime: realTime)
            run("open repos", in: session)
            run("type searchBar octocat", in: session)
            XCTAssertEqual(run("wait 600ms", in: session), ["[0.500s] activity.visible: false → true"])
            XCTAssertEqual(realTime.milliseconds, 600, "wait waited 600 ms of real time")
            XCTAssertEqual(run("settle", in: session), [
                "[0.700s] table.count: 0 → 8", "[0.700s] table: +8 rows (0–7)", "[0.700s] activity.visible: true → false",
            ])
        }
    }

    func testALineFirstShowsWhatHappenedWhileTheSessionSatBetweenLines() {
        MainActor.assumeIsolated { () -> Void in
            let realTime = ScriptedRealTime()
            let session = session(realTime: realTime)
            run("open repos", in: session)
            realTime.pass(100)
            XCTAssertEqual(run("type searchBar octocat", in: session),
                           ["[0.100s] searchBar.editing: false → true", "[0.100s] searchBar.text: \"\" → \"octocat\""],
                           "events happen at the real time they are typed")
            realTime.pass(2_000)
            XCTAssertEqual(run("expect table.count == 8", in: session), [
                "[0.600s] activity.visible: false → true",
                "[0.800s] table.count: 0 → 8", "[0.800s] table: +8 rows (0–7)", "[0.800s] activity.visible: true → false",
            ])
            XCTAssertEqual(session.time, 2_100)
        }
    }

    func testKeysEveryReallyWaitsBetweenCharacters() {
        MainActor.assumeIsolated { () -> Void in
            let realTime = ScriptedRealTime()
            let session = session(realTime: realTime)
            run("open repos", in: session)
            let lines = run("keys searchBar abc every 200ms", in: session)
            XCTAssertEqual(lines.filter { $0.contains("searchBar.text") }, [
                "[0.000s] searchBar.text: \"\" → \"a\"", "[0.200s] searchBar.text: \"a\" → \"ab\"",
                "[0.400s] searchBar.text: \"ab\" → \"abc\"",
            ])
            XCTAssertEqual(realTime.milliseconds, 400)
        }
    }

    func testOfflineSessionsKeepTheVirtualClock() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: SessionOptions.builtIn)
            XCTAssertNil(session.liveClock)
            run("open repos", in: session)
            run("type searchBar octocat", in: session)
            run("settle", in: session)
            XCTAssertEqual(session.time, 700, "offline, settle jumps straight to the response")
        }
    }

    func testSettleWaitsForARealRequestInFlight() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let server = try LoopbackHTTPServer { request in
                request.target == "/users/octocat/repos" ? .json(200, Self.twoRepos, delay: 0.1) : .json(404, "{}")
            }
            defer { server.stop() }
            let api = APIEnvironment.builtIn(["RXS_GITHUB_BASE_URL": server.baseURL.absoluteString])
            var options = SessionOptions.builtIn
            options.network = .live
            options.api = api
            options.realTime = { MonotonicRealTime() }
            let session = Session(options: options)
            run("open repos", in: session)
            run("type searchBar octocat", in: session)
            let lines = run("settle", in: session)
            XCTAssertEqual(lines.map { $0.drop { $0 != "]" } }, [
                "] activity.visible: false → true", "] table.count: 0 → 2", "] table: +2 rows (0–1)",
                "] activity.visible: true → false",
            ])
            XCTAssertTrue(session.device.network.inFlight.isIdle)
            XCTAssertEqual(session.snapshot.screens.last?.name, "repos")
            XCTAssertEqual(server.requests.map(\.target), ["/users/octocat/repos"])
            XCTAssertGreaterThanOrEqual(session.time, 500, "the debounce waited in real time")
        }
    }

    func testSettleGivesUpNamingTheRequestStillInFlight() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let server = try LoopbackHTTPServer { _ in .json(200, Self.twoRepos, delay: 3) }
            defer { server.stop() }
            let api = APIEnvironment.builtIn(["RXS_GITHUB_BASE_URL": server.baseURL.absoluteString])
            let realTime = ScriptedRealTime()
            let session = session(realTime: realTime, network: .live, api: api)
            run("open repos", in: session)
            run("type searchBar slowpoke", in: session)
            run("set settle-timeout 2s", in: session)
            run("wait 600ms", in: session)
            XCTAssertEqual(run("expect table.count == 2", in: session), [
                "expect failed: table.count == 2", "  expected: == 2", "  actual:   0",
                "  1 request in flight: GET http://127.0.0.1:\(server.port)/users/slowpoke/repos — use wait or settle",
            ])
            let script = Script(file: "live.rxs", text: "settle")
            guard case .failure(let error) = session.perform(script.lines[0]) else {
                return XCTFail("settle should give up while the request is in flight")
            }
            XCTAssertEqual(error.description,
                           "live.rxs:1:1: error: settle gave up after 2 s of real time: 1 request in flight: "
                               + "GET http://127.0.0.1:\(server.port)/users/slowpoke/repos"
                               + " — a slow server? raise the limit with set settle-timeout <dur>")
            XCTAssertEqual(session.time, 2_600)
        }
    }

    static let twoRepos = #"""
        [{"id":1296269,"name":"Hello-World","full_name":"octocat/Hello-World","private":false,
          "owner":{"login":"octocat","id":583231},"html_url":"https://github.com/octocat/Hello-World",
          "description":"My first repository on GitHub!","fork":false,"language":null,"stargazers_count":2500,
          "forks_count":2400,"created_at":"2011-01-26T19:01:12Z","updated_at":"2024-01-01T00:00:00Z"},
         {"id":1300192,"name":"Spoon-Knife","full_name":"octocat/Spoon-Knife","private":false,
          "owner":{"login":"octocat","id":583231},"html_url":"https://github.com/octocat/Spoon-Knife",
          "description":"This repo is for demonstration purposes only.","fork":false,"language":"HTML",
          "stargazers_count":12000,"forks_count":140000,"created_at":"2011-01-27T19:30:43Z",
          "updated_at":"2024-01-01T00:00:00Z"}]
        """#
}
