import Foundation
import LoopbackHTTP
import XCTest

/// `rxs run --live` and `--record` with the services moved to a loopback server that redirects:
/// the GitHub token and the Foursquare client id and secret reach the server they were
/// configured for, follow a redirect within its origin, and never reach another origin.
final class CrossOriginRedirectTests: XCTestCase {
    private static let token = "ghp_redirect_token_4242"
    private static let clientID = "fsq-redirect-id-77"
    private static let clientSecret = "fsq-redirect-secret-88"
    private static let secrets = [token, clientID, clientSecret]

    private static let script = """
        open venues
        settle
        open repos
        type searchBar octocat
        settle
        """

    private static let repo = #"[{"id":1,"name":"landed","full_name":"o/landed","html_url":"https://x.example/r","stargazers_count":1,"owner":{"login":"o","id":2}}]"#
    private static let venues = #"{"meta":{"code":200},"response":{"venues":[{"id":"v1","name":"Landed","location":{"address":"here"}}]}}"#

    private static func answer(_ request: LoopbackHTTPServer.Request) -> LoopbackHTTPServer.Response {
        request.target.contains("/users/") ? .json(200, repo) : .json(200, venues)
    }

    /// Runs the script against `first` (both services moved there), with `mode` (`--live` or
    /// `--record DIR`); checks the secrets were really sent to `first`, and returns the run and
    /// everything the run wrote into its recording folder.
    private func run(_ mode: [String], first: LoopbackHTTPServer, folder: URL) throws -> (LiveRxs.Run, String) {
        let script = folder.appendingPathComponent("redirect.rxs")
        try Self.script.write(to: script, atomically: true, encoding: .utf8)
        let environment = [
            "GITHUB_TOKEN": Self.token, "FOURSQUARE_CLIENT_ID": Self.clientID, "FOURSQUARE_CLIENT_SECRET": Self.clientSecret,
            "RXS_GITHUB_BASE_URL": first.baseURL.absoluteString, "RXS_FOURSQUARE_BASE_URL": first.baseURL.absoluteString,
            "HOME": folder.path,
        ]
        let run = try LiveRxs.run(["run"] + mode + [script.path], environment: environment)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        let sent = first.requests
        XCTAssertEqual(sent.first { $0.target == "/users/octocat/repos" }?.header("Authorization"), "Bearer \(Self.token)",
                       "the token was sent to the server it is configured for")
        XCTAssertTrue(sent.contains { $0.target.hasPrefix("/v2/venues/search") && $0.target.contains(Self.clientSecret) },
                      "the client secret was sent to the server it is configured for: \(sent.map(\.target))")
        let recorded = FileManager.default.enumerator(atPath: folder.path)?.compactMap { name -> String? in
            try? String(contentsOf: folder.appendingPathComponent("\(name)"), encoding: .utf8)
        } ?? []
        return (run, recorded.joined(separator: "\n"))
    }

    private func assertCrossOriginRedirectsCarryNoSecret(_ mode: [String], folder: URL) throws {
        let second = try LoopbackHTTPServer(handler: Self.answer)
        defer { second.stop() }
        // The whole target, query included, as a service that moved elsewhere would send it.
        let first = try LoopbackHTTPServer { request in
            .init(status: 302, headers: [("Location", second.baseURL.absoluteString + request.target)], body: Data())
        }
        defer { first.stop() }
        let (run, recorded) = try run(mode, first: first, folder: folder)
        XCTAssertTrue(run.stdout.contains("table.count: 0 → 1"), "the redirect was followed:\n\(run.stdout)")
        let landed = second.requests
        XCTAssertEqual(Set(landed.map { String($0.target.prefix { $0 != "?" }) }), ["/users/octocat/repos", "/v2/venues/search"])
        for request in landed {
            XCTAssertNil(request.header("Authorization"), request.target)
            XCTAssertFalse(request.target.contains("client_id") || request.target.contains("client_secret"), request.target)
            let everything = request.target + "\n" + request.headers.map { "\($0.key): \($0.value)" }.joined(separator: "\n")
            for secret in Self.secrets {
                XCTAssertFalse(everything.contains(secret), "\(secret) reached the other origin:\n\(everything)")
            }
        }
        XCTAssertTrue(landed.contains { $0.target.contains("v=20180323") }, "the ordinary parameters still go")
        for secret in Self.secrets {
            XCTAssertFalse((run.stdout + run.stderr + recorded).contains(secret), secret)
        }
    }

    func testLiveRedirectsToAnotherOriginCarryNoTokenAndNoSecretParameter() throws {
        let folder = URL(fileURLWithPath: try TemporaryFolder(self).path)
        try assertCrossOriginRedirectsCarryNoSecret(["--live"], folder: folder)
    }

    func testRecordedRedirectsToAnotherOriginCarryNoTokenAndNoSecretParameter() throws {
        let folder = URL(fileURLWithPath: try TemporaryFolder(self).path)
        let cassettes = folder.appendingPathComponent("cassettes")
        try assertCrossOriginRedirectsCarryNoSecret(["--record", cassettes.path], folder: folder)
        let written = try FileManager.default.subpathsOfDirectory(atPath: cassettes.path).filter { $0.hasSuffix(".json") }
        XCTAssertEqual(written.count, 2, "\(written)")
    }

    func testSameOriginRedirectsKeepTheTokenAndTheSecretParameters() throws {
        let first = try LoopbackHTTPServer { request in
            if request.target.hasPrefix("/moved/") { return Self.answer(request) }
            // A relative Location for GitHub, an absolute one to the same origin for Foursquare.
            let host = request.header("Host") ?? "unknown"
            let location = request.target.hasPrefix("/users/") ? "/moved" + request.target : "http://\(host)/moved" + request.target
            return .init(status: 301, headers: [("Location", location)], body: Data())
        }
        defer { first.stop() }
        let folder = URL(fileURLWithPath: try TemporaryFolder(self).path)
        let (run, _) = try run(["--live"], first: first, folder: folder)
        XCTAssertTrue(run.stdout.contains("table.count: 0 → 1"), run.stdout)
        let moved = first.requests.filter { $0.target.hasPrefix("/moved/") }
        XCTAssertEqual(moved.first { $0.target == "/moved/users/octocat/repos" }?.header("Authorization"), "Bearer \(Self.token)")
        XCTAssertTrue(moved.contains { $0.target.hasPrefix("/moved/v2/venues/search") && $0.target.contains(Self.clientSecret) },
                      "\(moved.map(\.target))")
        for secret in Self.secrets { XCTAssertFalse((run.stdout + run.stderr).contains(secret), secret) }
    }
}
