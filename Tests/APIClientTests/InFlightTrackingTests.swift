import APIClient
import Apps
import Foundation
import Synchronization
import XCTest

/// The in-flight list a live `settle` waits on: a request is in it from sending until its
/// completion has run, or until it is cancelled.
final class InFlightTrackingTests: XCTestCase {
    private let clock = ManualClock()
    private let secret = "ghp_inflight_secret_1"

    private func tracker() -> InFlightTrackingTransport {
        let fixtures = FixtureTransport(directories: [TestCassettes.directory], includeDefaultFixtures: false,
                                        scheduler: clock.scheduler)
        return InFlightTrackingTransport(wrapping: fixtures, redactor: SecretRedactor(secrets: [secret]))
    }

    private func request(_ path: String) throws -> HTTPRequest {
        try GitHubUserReposRequest(username: path, api: GitHubAPI(token: secret)).makeHTTPRequest()
    }

    func testARequestIsInFlightUntilItsCompletionHasRun() throws {
        let tracker = tracker()
        let seenDuringCompletion = Guarded<[String]?>(nil)
        let ends = Guarded(0)
        tracker.whenRequestEnds {
            ends.withLock { $0 += 1 }
        }
        _ = tracker.send(try request("testuser")) { [tracker] _ in
            seenDuringCompletion.withLock { $0 = tracker.requests }
        }
        XCTAssertEqual(tracker.requests, ["GET https://api.github.com/users/testuser/repos"])
        XCTAssertFalse(tracker.isIdle)
        clock.advance(by: .milliseconds(200))
        XCTAssertEqual(seenDuringCompletion.withLock { $0 }, ["GET https://api.github.com/users/testuser/repos"],
                       "still listed while its completion hands the result on")
        XCTAssertTrue(tracker.isIdle)
        XCTAssertEqual(ends.withLock { $0 }, 1)
    }

    func testACancelledRequestLeavesTheListOnceAndNeverCompletes() throws {
        let tracker = tracker()
        let completions = Guarded(0)
        let ends = Guarded(0)
        tracker.whenRequestEnds { ends.withLock { $0 += 1 } }
        let first = tracker.send(try request("testuser")) { _ in completions.withLock { $0 += 1 } }
        _ = tracker.send(try request("octocat")) { _ in completions.withLock { $0 += 1 } }
        first.cancel()
        first.cancel()
        XCTAssertEqual(tracker.requests, ["GET https://api.github.com/users/octocat/repos"])
        XCTAssertEqual(ends.withLock { $0 }, 1)
        clock.advance(by: .milliseconds(200))
        XCTAssertEqual(completions.withLock { $0 }, 1, "only the request not cancelled answered")
        XCTAssertTrue(tracker.isIdle)
        XCTAssertEqual(ends.withLock { $0 }, 2)
    }

    func testListedURLsHaveTheirSecretsRedacted() throws {
        let tracker = tracker()
        let url = try XCTUnwrap(URL(string: "https://api.foursquare.com/v2/venues/search?query=x&client_secret=\(secret)"))
        _ = tracker.send(HTTPRequest(method: .get, url: url)) { _ in }
        XCTAssertEqual(tracker.requests.count, 1)
        XCTAssertFalse(tracker.requests.joined().contains(secret))
    }
}
