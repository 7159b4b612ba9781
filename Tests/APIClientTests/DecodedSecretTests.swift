@testable import APIClient
import Apps
import Foundation
import LoopbackHTTP
import XCTest

/// A server that echoes a secret in a disguise — JSON escapes, escaped percents or character
/// references, JSON quoted in JSON, leading zeros, base64 of `user:secret`, hex in either
/// case — gets no secret into what an app decodes, for the built-in services' secrets and a
/// user's own service's alike, through the live client against a loopback server; what
/// cannot be cleaned (a feed's HTML escaped twice) is withheld rather than shown.
final class DecodedSecretTests: XCTestCase {
    private static let token = "ghp_decoded0token1234"

    private func perform<Request: APIRequest>(_ request: Request, with client: APIClient) -> Result<Request.Response, APIError>? {
        let done = expectation(description: "answered")
        let delivered = Delivered<Result<Request.Response, APIError>>()
        client.perform(request) { result in
            delivered.append(result)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        return delivered.last
    }

    private func liveClient(_ environment: APIEnvironment) -> APIClient {
        NetworkStack(mode: .live, environment: environment, scheduler: .dispatch(on: DispatchQueue(label: "live"))).client
    }

    func testEveryDisguiseOfTheGitHubTokenIsGoneFromDecodedRepositories() throws {
        let disguises = SecretOracle.disguises(of: Self.token).sorted { $0.key < $1.key }
        let repos = disguises.enumerated().map { index, entry in
            #"{"id":\#(index),"name":"r\#(index)","full_name":"o/r\#(index)","html_url":"https://x.example/r","# +
                #""description":"\#(entry.key): \#(entry.value) end","owner":{"login":"o"}}"#
        }
        let server = try LoopbackHTTPServer { _ in .json(200, "[" + repos.joined(separator: ",") + "]") }
        defer { server.stop() }
        let environment = APIEnvironment.builtIn(["RXS_GITHUB_BASE_URL": server.baseURL.absoluteString, "GITHUB_TOKEN": Self.token])
        let request = GitHubUserReposRequest(username: "octocat", api: GitHubAPI(environment: environment))
        let repositories = try XCTUnwrap(perform(request, with: liveClient(environment))).get()
        XCTAssertEqual(repositories.count, disguises.count)
        XCTAssertEqual(server.requests.first?.header("Authorization"), "Bearer \(Self.token)", "the token was really sent")
        for (repository, disguise) in zip(repositories, disguises) {
            let description = try XCTUnwrap(repository.description)
            XCTAssertTrue(description.hasPrefix(disguise.key + ": ") && description.hasSuffix(" end"), description)
            XCTAssertFalse(SecretOracle.shows(Self.token, in: description), "\(disguise.key): \(description)")
            XCTAssertTrue(description.contains("REDACTED"), "\(disguise.key): \(description)")
        }
    }

    func testOrdinaryEscapedTextIsDecodedAsSent() throws {
        let body = #"[{"id":1,"name":"caf\u00e9 \u0067hp_other","full_name":"o\/r","html_url":"https://x.example/r","# +
            #""description":"100%25 \\u0041 &#x41; aGVsbG8gd29ybGQ=","owner":{"login":"o"}}]"#
        let server = try LoopbackHTTPServer { _ in .json(200, body) }
        defer { server.stop() }
        let environment = APIEnvironment.builtIn(["RXS_GITHUB_BASE_URL": server.baseURL.absoluteString, "GITHUB_TOKEN": Self.token])
        let request = GitHubUserReposRequest(username: "octocat", api: GitHubAPI(environment: environment))
        let repository = try XCTUnwrap(XCTUnwrap(perform(request, with: liveClient(environment))).get().first)
        XCTAssertEqual(repository.name, "café ghp_other")
        XCTAssertEqual(repository.fullName, "o/r")
        XCTAssertEqual(repository.description, #"100%25 \u0041 &#x41; aGVsbG8gd29ybGQ="#)
    }

    /// A feed's content is HTML inside XML: `&amp;#x67;` is `&#x67;` to the XML reader and `g` to
    /// the HTML reader after it. No byte pass can know that, so the decoded feed is withheld.
    func testAFeedThatHidesTheTokenInEscapedHTMLIsWithheld() throws {
        let hidden = Self.token.utf8.map { String(format: "&amp;#x%x;", $0) }.joined()
        let feed = """
            <?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
            <item><title>one</title><description>&lt;p&gt;\(hidden)&lt;/p&gt;</description></item>
            </channel></rss>
            """
        let server = try LoopbackHTTPServer { _ in .init(status: 200, headers: [("Content-Type", "application/rss+xml")], body: Data(feed.utf8)) }
        defer { server.stop() }
        let environment = APIEnvironment.builtIn(["RXS_FEED_BASE_URL": server.baseURL.absoluteString, "GITHUB_TOKEN": Self.token])
        let client = liveClient(environment)
        let result = try XCTUnwrap(perform(FeedRequest(baseURL: environment.baseURL(of: FeedRequest.service)), with: client))
        guard case .failure(let error) = result else { return XCTFail("the feed reached the app: \(result)") }
        XCTAssertTrue(error.description.contains("withheld"), error.description)
        XCTAssertFalse(SecretOracle.shows(Self.token, in: error.description))
        XCTAssertEqual(client.log.entries.map(\.status), [200])

        // Without the secret in the session, the same feed is read (the check costs nothing then).
        let plain = liveClient(.builtIn(["RXS_FEED_BASE_URL": server.baseURL.absoluteString]))
        let read = try XCTUnwrap(perform(FeedRequest(baseURL: server.baseURL), with: plain)).get()
        XCTAssertTrue(read.entries[0].contentText.contains(Self.token))
    }

    /// An app's own decoding (base64 of a field) is checked too.
    func testAValueDecodedInTheAppsOwnWayIsCheckedToo() throws {
        struct Hidden: APIRequest {
            typealias Response = [String]
            var baseURL: URL
            var path: String { "/hidden" }
            func decode(_ response: HTTPResponse) throws -> [String] {
                let encoded = try JSONDecoder().decode([String].self, from: response.body)
                return encoded.map { String(decoding: Data(base64Encoded: $0) ?? Data(), as: UTF8.self) }
            }
        }
        let hidden = Data("x\(Self.token)".utf8).base64EncodedString()
        let server = try LoopbackHTTPServer { _ in .json(200, #"["\#(hidden.dropLast(4))\#(hidden.suffix(4))"]"#) }
        defer { server.stop() }
        let redactor = SecretRedactor(secrets: [Self.token])
        XCTAssertThrowsError(try redactor.withholdIfRevealing(["fine", "also \(Self.token)"]))
        XCTAssertNoThrow(try redactor.withholdIfRevealing(["fine", "\\u0041"]))
        let client = liveClient(.builtIn(["GITHUB_TOKEN": Self.token]))
        let result = try XCTUnwrap(perform(Hidden(baseURL: server.baseURL), with: client))
        if case .success(let values) = result {
            XCTAssertFalse(values.contains { SecretOracle.shows(Self.token, in: $0) }, "\(values)")
        }
    }
}
