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
final class LiveURLSessionTests: XCTestCase {
    func testTheUserCodesURLSessionRequestGoesOutThroughTheSessionsLiveNetwork() throws {
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
