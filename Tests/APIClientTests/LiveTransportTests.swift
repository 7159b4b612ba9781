@testable import APIClient
import Apps
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import LoopbackHTTP
import XCTest

/// Real HTTP through URLSession against a server on 127.0.0.1 that each test starts and stops.
final class LiveTransportTests: XCTestCase {
    private var server: LoopbackHTTPServer!
    private var client: APIClient!
    private var api: GitHubAPI!

    private struct ShortTimeoutRequest: APIRequest {
        typealias Response = JSONValue
        var baseURL: URL
        var path: String
        var timeout: Double
    }

    override func setUpWithError() throws {
        let box = PortBox()
        server = try LoopbackHTTPServer { request in ServiceStubs.respond(to: request, port: box.port) }
        box.port = server.port
        client = APIClient(transport: LiveTransport())
        api = GitHubAPI(baseURL: server.baseURL, token: "ghp_live_token_1234")
    }

    override func tearDown() {
        server.stop()
    }

    private func result<Request: APIRequest>(_ request: Request) -> Result<Request.Response, APIError>? {
        let done = expectation(description: "answered")
        let delivered = Delivered<Result<Request.Response, APIError>>()
        client.perform(request) { result in
            delivered.append(result)
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
        return delivered.last
    }

    private func error<Request: APIRequest>(_ request: Request) -> APIError? {
        guard case .failure(let error)? = result(request) else { return nil }
        return error
    }

    func testSuccessDecodesAndSendsTheHeaders() throws {
        let repos = try XCTUnwrap(result(GitHubUserReposRequest(username: "octocat", api: api))).get()
        XCTAssertEqual(repos.map(\.fullName), ["octocat/Hello-World"])
        let sent = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(sent.method, "GET")
        XCTAssertEqual(sent.target, "/users/octocat/repos")
        XCTAssertEqual(sent.header("Authorization"), "Bearer ghp_live_token_1234")
        XCTAssertEqual(sent.header("User-Agent"), "rxs")
        XCTAssertEqual(sent.header("Accept"), "application/vnd.github+json")
    }

    func testQueryAndLinkHeaderTravelIntact() throws {
        let search = try XCTUnwrap(result(GitHubSearchRepositoriesRequest(query: "rx swift+日本", api: api))).get()
        XCTAssertEqual(search.items.first?.fullName, "ReactiveX/RxSwift")
        XCTAssertEqual(search.links.nextPage, 2)
        XCTAssertEqual(server.requests.first?.target, "/search/repositories?q=rx%20swift%2B%E6%97%A5%E6%9C%AC&page=1")
    }

    func testNotFound() {
        XCTAssertEqual(error(GitHubUserReposRequest(username: "nobody", api: api)),
                       .httpStatus(code: 404, message: "Not Found", host: "127.0.0.1:\(server.port)"))
    }

    func testRateLimit() {
        XCTAssertEqual(error(GitHubUserReposRequest(username: "limited", api: api))?.description,
                       "The 127.0.0.1:\(server.port) rate limit (60 requests) is used up; it resets at 2023-11-14 23:13:20 UTC.")
    }

    func testServerError() {
        XCTAssertEqual(error(GitHubUserReposRequest(username: "broken", api: api)),
                       .httpStatus(code: 500, message: nil, host: "127.0.0.1:\(server.port)"))
    }

    func testWrongContentType() {
        XCTAssertEqual(error(GitHubUserReposRequest(username: "html", api: api)),
                       .unacceptableContentType(received: "text/html", accepted: ["application/json"],
                                                host: "127.0.0.1:\(server.port)"))
    }

    func testFeedOverHTTP() throws {
        let feed = try XCTUnwrap(result(FeedRequest(baseURL: server.baseURL))).get()
        XCTAssertEqual(feed.entries.first?.author, "by mafmoff")
    }

    func testASlowResponseHitsAShortTimeout() {
        let hungUp = expectation(description: "client closed the connection")
        server.whenClientHangsUp { _ in hungUp.fulfill() }
        let request = ShortTimeoutRequest(baseURL: server.baseURL, path: "/users/slow/repos", timeout: 0.3)
        XCTAssertEqual(error(request), .timedOut(host: "127.0.0.1:\(server.port)", seconds: 0.3))
        wait(for: [hungUp], timeout: 1)
    }

    func testCancellingClosesTheConnectionAndDeliversNothing() {
        let arrived = expectation(description: "request reached the server")
        let hungUp = expectation(description: "client closed the connection")
        server.whenRequestArrives { _ in arrived.fulfill() }
        server.whenClientHangsUp { _ in hungUp.fulfill() }
        let delivered = Delivered<Result<JSONValue, APIError>>()
        let request = ShortTimeoutRequest(baseURL: server.baseURL, path: "/users/slow/repos", timeout: 5)
        let task = client.perform(request) { delivered.append($0) }
        wait(for: [arrived], timeout: 1)
        task.cancel()
        wait(for: [hungUp], timeout: 1)
        XCTAssertEqual(server.clientHangUps.map(\.target), ["/users/slow/repos"])
        XCTAssertTrue(delivered.all.isEmpty)
    }

    func testARefusedConnectionIsCannotConnect() {
        let port = server.port
        server.stop()
        // The listening socket lives until the accept loop's poll (20 ms) lets go of it; a
        // connection made before that is taken and reset, which is a broken connection.
        Thread.sleep(forTimeInterval: 0.1)
        XCTAssertEqual(error(GitHubUserReposRequest(username: "octocat", api: api)),
                       .cannotConnect(host: "127.0.0.1:\(port)"))
    }
}

/// The server's port, known only after it started, for the routes that echo absolute URLs.
final class PortBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: UInt16 = 0

    var port: UInt16 {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}
