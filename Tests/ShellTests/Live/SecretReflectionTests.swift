import Foundation
import LoopbackHTTP
import XCTest

/// A server that reflects the request (an error page quoting the URL, a name built from the
/// query, a message quoting the Authorization header) must not put the session's secrets into
/// anything rxs shows: alert, rows, `state`, `net log`, the transcript on stdout or stderr,
/// the replay page (`--html`).
final class SecretReflectionTests: XCTestCase {
    /// `+` and `/` are percent-encoded in the URL, so the encoded form is echoed too.
    private static let clientSecret = "fsq-s3cret+value/XYZ"
    private static let clientID = "fsq-client-id-42"
    private static let token = "ghp_reflected_token_987"

    private static let environment = [
        "FOURSQUARE_CLIENT_ID": clientID, "FOURSQUARE_CLIENT_SECRET": clientSecret, "GITHUB_TOKEN": token,
    ]

    private static let rowsScript = """
        open venues
        settle
        type searchBar ramen
        settle
        state
        open repos
        type searchBar octocat
        settle
        state
        net log
        """

    /// Venues asks at once on open, so the alert comes before anything else is typed.
    private static let alertScript = """
        open venues
        settle
        state
        dismiss
        open repos
        type searchBar octocat
        settle
        state
        net log
        """

    private func run(_ scriptText: String, serving handler: @escaping LoopbackHTTPServer.Handler) throws -> LiveRxs.Run {
        let server = try LoopbackHTTPServer(handler: handler)
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-secrets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = folder.appendingPathComponent("reflect.rxs")
        try scriptText.write(to: script, atomically: true, encoding: .utf8)
        var environment = Self.environment
        environment["RXS_FOURSQUARE_BASE_URL"] = server.baseURL.absoluteString
        environment["RXS_GITHUB_BASE_URL"] = server.baseURL.absoluteString
        let page = folder.appendingPathComponent("reflect.html")
        var run = try LiveRxs.run(["run", "--live", "--html", page.path, script.path], environment: environment)
        // The page is checked with the streams: everything a run shows.
        run.stderr += "\n" + ((try? String(contentsOf: page, encoding: .utf8)) ?? "no page written")
        let venueTargets = server.requests.map(\.target).filter { $0.hasPrefix("/v2/venues/search") }
        XCTAssertFalse(venueTargets.isEmpty, "the venues request reached the server")
        XCTAssertTrue(venueTargets.allSatisfy { $0.contains("client_secret=") }, "the secret was really sent")
        XCTAssertEqual(server.requests.first { $0.target.hasPrefix("/users/") }?.header("Authorization"),
                       "Bearer \(Self.token)")
        return run
    }

    private func assertNoSecret(in run: LiveRxs.Run, file: StaticString = #filePath, line: UInt = #line) {
        let everything = run.stdout + "\n" + run.stderr
        for secret in [Self.clientSecret, Self.clientID, Self.token, "fsq-s3cret%2Bvalue%2FXYZ", "fsq-s3cret"] {
            XCTAssertFalse(everything.contains(secret), "\(secret) leaked:\n\(everything)", file: file, line: line)
        }
    }

    func testAnErrorPageQuotingTheURLLeavesNoSecretInAlertStateOrLog() throws {
        let run = try run(Self.alertScript) { request in
            if request.target.hasPrefix("/users/") {
                let quoted = request.header("Authorization") ?? ""
                return .json(401, #"{"message":"Bad credentials: \#(quoted)"}"#)
            }
            return .json(400, #"{"meta":{"code":400,"errorDetail":"Invalid request \#(request.target)"}}"#)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("alert.message: null → \"api.foursquare.com") || run.stdout.contains("Invalid request"),
                      "the reflected page reached the alert:\n\(run.stdout)")
        XCTAssertTrue(run.stdout.contains("client_secret=REDACTED"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Bad credentials: Bearer REDACTED"), run.stdout)
        XCTAssertTrue(run.stderr.contains("client_secret=REDACTED"), "the page shows the reflected alert, redacted")
        assertNoSecret(in: run)
    }

    func testAnAnswerBuildingRowsFromTheQueryLeavesNoSecretInRows() throws {
        let run = try run(Self.rowsScript) { request in
            if request.target.hasPrefix("/users/") {
                let echoed = request.header("Authorization") ?? ""
                return .json(200, #"[{"id":1,"name":"repo \#(echoed)","full_name":"o/r","html_url":"https://x.example/r","stargazers_count":1,"owner":{"login":"o","id":2}}]"#)
            }
            let venue = #"{"id":"v1","name":"Ramen \#(request.target)","location":{"address":"\#(request.target)"}}"#
            return .json(200, #"{"meta":{"code":200},"response":{"venues":[\#(venue)]}}"#)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("\"Ramen /v2/venues/search?"), run.stdout)
        XCTAssertTrue(run.stdout.contains("repo Bearer REDACTED"), run.stdout)
        assertNoSecret(in: run)
    }

    /// Rows named with each disguise of the token (repos) and of the client secret (venues):
    /// the transcript, `state`, `net log` and the page show none of them, however decoded.
    func testSecretsEchoedInDisguiseShowInNoRowStateOrPage() throws {
        @Sendable func named(_ secret: String) -> [String] {
            SecretOracle.disguises(of: secret).sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        }
        let run = try run(Self.rowsScript) { request in
            if request.target.hasPrefix("/users/") {
                let repos = named(Self.token).enumerated().map { index, name in
                    #"{"id":\#(index),"name":"\#(name)","full_name":"o/r\#(index)","html_url":"https://x.example/r","# +
                        #""description":"\#(name)","stargazers_count":1,"owner":{"login":"o"}}"#
                }
                return .json(200, "[" + repos.joined(separator: ",") + "]")
            }
            let venues = named(Self.clientSecret).enumerated().map { index, name in
                #"{"id":"v\#(index)","name":"\#(name)","location":{"address":"\#(name)"}}"#
            }
            return .json(200, #"{"meta":{"code":200},"response":{"venues":[\#(venues.joined(separator: ","))]}}"#)
        }
        XCTAssertEqual(run.status, 0, run.stderr)
        let count = SecretOracle.disguises(of: Self.token).count
        XCTAssertTrue(run.stdout.contains("table.count: 0 → \(count)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("REDACTED"), run.stdout)
        for secret in [Self.clientSecret, Self.clientID, Self.token] {
            XCTAssertFalse(SecretOracle.shows(secret, in: run.stdout + "\n" + run.stderr), "\(secret):\n\(run.stdout)")
        }
    }
}
