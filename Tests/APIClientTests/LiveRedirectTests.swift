import APIClient
import Foundation
import LoopbackHTTP
import XCTest

/// `LiveTransport` applies its `RedirectPolicy` to real redirects (URLSession's delegate on
/// Linux): a redirect it does not follow comes back as the answer, at once.
final class LiveRedirectTests: XCTestCase {
    private static let token = "live-redirect-token-99"

    private func answer(_ transport: LiveTransport, to url: URL) throws -> HTTPResponse {
        let done = expectation(description: "answered")
        let answers = Answers()
        let request = HTTPRequest(url: url, headers: ["Authorization": "Bearer \(Self.token)"], timeout: 5)
        _ = transport.send(request) { result in
            answers.set(result)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        return try XCTUnwrap(answers.result).get()
    }

    func testWithoutServicesAnotherOriginStillGetsNoAuthorization() throws {
        let other = try LoopbackHTTPServer { _ in .json(200, "{}") }
        defer { other.stop() }
        let first = try LoopbackHTTPServer { request in
            .init(status: 302, headers: [("Location", other.baseURL.absoluteString + request.target)], body: Data())
        }
        defer { first.stop() }
        let response = try answer(LiveTransport(), to: first.baseURL.appendingPathComponent("start"))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(first.requests.first?.header("Authorization"), "Bearer \(Self.token)")
        XCTAssertEqual(other.requests.map(\.target), ["/start"])
        XCTAssertNil(other.requests.first?.header("Authorization"))
    }

    func testARedirectThatWouldCarryASecretElsewhereIsAnsweredWithTheRedirectItself() throws {
        let other = try LoopbackHTTPServer { _ in .json(200, "{}") }
        defer { other.stop() }
        let first = try LoopbackHTTPServer { request in
            let location = request.target == "/path" ? other.baseURL.absoluteString + "/keys/\(Self.token)" : "ftp://127.0.0.1/x"
            return .init(status: 302, headers: [("Location", location)], body: Data("moved".utf8))
        }
        defer { first.stop() }
        let policy = RedirectPolicy(environment: APIEnvironment(
            services: [ServiceDescription(name: "own", baseURL: first.baseURL,
                                          secrets: [ServiceSecret(variable: "OWN_TOKEN", header: "Authorization")])],
            environment: ["OWN_TOKEN": Self.token]))
        let transport = LiveTransport(redirects: policy)
        for path in ["path", "ftp"] {
            let response = try answer(transport, to: first.baseURL.appendingPathComponent(path))
            XCTAssertEqual(response.status, 302, path)
            XCTAssertEqual(String(decoding: response.body, as: UTF8.self), "moved", path)
        }
        XCTAssertEqual(other.requests.count, 0)
    }
}

private final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Result<HTTPResponse, APIError>?

    func set(_ result: Result<HTTPResponse, APIError>) { lock.withLock { stored = result } }
    var result: Result<HTTPResponse, APIError>? { lock.withLock { stored } }
}
