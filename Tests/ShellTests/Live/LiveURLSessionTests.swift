import APIClient
import Foundation
import LoopbackHTTP
import XCTest

@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `URLSession.shared.rx` in the code under test, with `--live`: the request really goes out
/// (to a loopback server the test starts), through the session's network — `net log` lists
/// it, `settle` waits for it — and the answer comes back on the session's clock and thread.
final class LiveURLSessionTests: XCTestCase, @unchecked Sendable {
    func testTheUserCodesURLSessionRequestGoesOutThroughTheSessionsLiveNetwork() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let server = try LoopbackHTTPServer { request in
                request.target == "/users/octocat" ? .json(200, #"{"login":"octocat"}"#, delay: 0.1) : .json(404, "{}")
            }
            defer { server.stop() }
            PortedScreen.usersURL = server.baseURL.absoluteString + "/users/"
            defer { PortedScreen.usersURL = "https://api.github.com/users/" }
            var options = SessionOptions.builtIn
            options.registry = { TestScreens.registry }
            options.network = .live
            options.realTime = { MonotonicRealTime() }
            let session = Session(options: options)
            session.lines(["open ported", "type username octocat"])
            let settled = session.lines("settle")
            XCTAssertEqual(settled.map { String($0.drop { $0 != "]" }) }, [
                "] log: checking octocat", "] log: shown: octocat is taken", "] availability.text: \"\" → \"octocat is taken\"",
            ])
            XCTAssertEqual(server.requests.map(\.target), ["/users/octocat"])
            XCTAssertEqual(session.lines("net log"), ["GET http://127.0.0.1:\(server.port)/users/octocat → 200 OK"])
            XCTAssertTrue(session.device.network.inFlight.isIdle)
        }
    }
}

/// The user code's own credentials stay with the origin it sent them to: a redirect to another
/// origin arrives without `Authorization`, live and recording alike; one within it keeps it.
final class URLSessionRedirectTests: XCTestCase, @unchecked Sendable {
    private static let token = "user-own-token-5150"

    /// Checks `octocat` through a server that redirects (`location` for the request's target),
    /// and returns the server's requests and the answer shown.
    @MainActor private func check(network: NetworkStack.Mode,
                       location: @escaping @Sendable (String) -> String?) throws -> (first: [LoopbackHTTPServer.Request], shown: [String]) {
        let first = try LoopbackHTTPServer { request in
            guard let target = location(request.target) else { return .json(200, #"{"login":"octocat"}"#) }
            return .init(status: 302, headers: [("Location", target)], body: Data())
        }
        defer { first.stop() }
        PortedScreen.usersURL = first.baseURL.absoluteString + "/users/"
        PortedScreen.authorization = "Bearer \(Self.token)"
        defer {
            PortedScreen.usersURL = "https://api.github.com/users/"
            PortedScreen.authorization = nil
        }
        var options = SessionOptions.builtIn
        options.registry = { TestScreens.registry }
        options.network = network
        options.realTime = { MonotonicRealTime() }
        let session = Session(options: options)
        session.lines(["open ported", "type username octocat"])
        let shown = session.lines("settle").filter { $0.contains("availability.text") }
        XCTAssertEqual(first.requests.first?.header("Authorization"), "Bearer \(Self.token)", "sent where configured")
        return (first.requests, shown)
    }

    @MainActor private func assertNoCredentialCrosses(_ network: NetworkStack.Mode) throws {
        let other = try LoopbackHTTPServer { _ in .json(200, #"{"login":"octocat"}"#) }
        defer { other.stop() }
        let base = other.baseURL.absoluteString
        let (_, shown) = try check(network: network, location: { base + $0 })
        XCTAssertEqual(shown.map { String($0.drop { $0 != "]" }) }, ["] availability.text: \"\" → \"octocat is taken\""])
        XCTAssertEqual(other.requests.map(\.target), ["/users/octocat"])
        XCTAssertNil(other.requests.first?.header("Authorization"))
    }

    func testALiveRedirectToAnotherOriginDropsTheUsersAuthorization() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            try assertNoCredentialCrosses(.live)
        }
    }

    func testARecordedRedirectToAnotherOriginDropsTheUsersAuthorization() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let folder = try TemporaryFolder(self)
            try assertNoCredentialCrosses(.recording(directory: URL(fileURLWithPath: folder.path)))
        }
    }

    func testARedirectWithinTheOriginKeepsTheUsersAuthorization() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let (requests, shown) = try check(network: .live, location: { $0.hasPrefix("/users/") ? "/v2" + $0 : nil })
            XCTAssertEqual(shown.map { String($0.drop { $0 != "]" }) }, ["] availability.text: \"\" → \"octocat is taken\""])
            XCTAssertEqual(requests.map(\.target), ["/users/octocat", "/v2/users/octocat"])
            XCTAssertEqual(requests.last?.header("Authorization"), "Bearer \(Self.token)")
        }
    }
}
