@testable import APIClient
@testable import Apps
import Foundation
import XCTest

final class FaultInjectionTests: XCTestCase {
    private let harness = FixtureHarness()
    private let repos = GitHubUserReposRequest(username: "testuser")

    func testRateLimitFaultHasGitHubsBodyAndHeaders() {
        harness.faults.rateLimitReset = 1_700_003_600
        harness.faults.failNext(.status(403))
        XCTAssertEqual(harness.error(repos), .rateLimited(
            limit: 60, resetsAt: Date(timeIntervalSince1970: 1_700_003_600),
            message: GitHubErrors.rateLimitMessage, host: "api.github.com"))
        XCTAssertEqual(try harness.value(repos).count, 2, "a next-request fault applies once")
    }

    func testSearchRateLimitIsTheSmallerSearchLimit() {
        harness.faults.failNext(.status(403))
        XCTAssertEqual(harness.error(GitHubSearchRepositoriesRequest(query: "swift"))?.description,
                       "The api.github.com rate limit (10 requests) is used up; it resets at 2023-11-14 23:13:20 UTC.")
    }

    func testStatusFaultsUseTheServicesErrorShapes() {
        let expectations: [(Int, String)] = [
            (404, "api.github.com answered HTTP 404 Not Found: Not Found"),
            (422, "api.github.com answered HTTP 422 Unprocessable Content: Validation Failed (q: missing)"),
            (500, "api.github.com answered HTTP 500 Internal Server Error: Internal Server Error"),
            (503, "api.github.com answered HTTP 503 Service Unavailable: Service Unavailable"),
        ]
        for (status, description) in expectations {
            harness.faults.failNext(.status(status))
            XCTAssertEqual(harness.error(repos)?.description, description)
        }
    }

    func testFoursquareFaultsCarryMetaErrorDetail() {
        let venues = FoursquareVenueSearchRequest(query: "ラーメン")
        harness.faults.failNext(.status(403))
        XCTAssertEqual(harness.error(venues), .rateLimited(
            limit: 500, resetsAt: Date(timeIntervalSince1970: 1_700_003_600), message: "Quota exceeded",
            host: "api.foursquare.com"))
        harness.faults.failNext(.status(400))
        XCTAssertEqual(harness.error(venues)?.description,
                       "api.foursquare.com answered HTTP 400 Bad Request: Must provide parameter ll")
    }

    func testTimeoutArrivesWhenTheRequestsTimeoutHasPassed() {
        harness.faults.failNext(.timeout)
        let delivered = Delivered<Result<[GitHubRepository], APIError>>()
        harness.client.perform(repos) { delivered.append($0) }
        harness.clock.advance(by: .milliseconds(29_999))
        XCTAssertTrue(delivered.all.isEmpty)
        harness.clock.advance(by: .milliseconds(1))
        XCTAssertEqual(delivered.last.flatMap { try? $0.get() }, nil)
        guard case .failure(let error)? = delivered.last else { return XCTFail("no timeout delivered") }
        XCTAssertEqual(error, .timedOut(host: "api.github.com", seconds: 30))
    }

    func testOfflineAndCannotConnect() {
        harness.faults.failNext(.offline)
        harness.faults.failNext(.cannotConnect)
        XCTAssertEqual(harness.error(repos), .offline(host: "api.github.com"))
        XCTAssertEqual(harness.error(repos), .cannotConnect(host: "api.github.com"))
        XCTAssertEqual(harness.faults.pendingFaults, [])
    }

    func testBodyFaultsAlterTheRealAnswer() {
        harness.faults.failNext(.malformedBody)
        XCTAssertEqual(harness.error(repos)?.description,
                       "Could not read [GitHubRepository] from the response: the body is not valid JSON.")
        harness.faults.failNext(.emptyBody)
        XCTAssertEqual(harness.error(repos)?.description,
                       "Could not read [GitHubRepository] from the response: the body is empty.")
        harness.faults.failNext(.wrongContentType)
        XCTAssertEqual(harness.error(repos), .unacceptableContentType(
            received: "text/html", accepted: ["application/json"], host: "api.github.com"))
        harness.faults.failNext(.malformedBody)
        XCTAssertEqual(harness.error(FeedRequest())?.description.hasPrefix("Could not read Feed from the response: the XML is malformed near line"), true)
    }

    func testExtraLatencyDelaysTheRealAnswer() {
        harness.faults.failNext(.latency(.seconds(2)))
        let delivered = Delivered<Result<[GitHubRepository], APIError>>()
        harness.client.perform(repos) { delivered.append($0) }
        harness.clock.advance(by: .milliseconds(2_199))
        XCTAssertTrue(delivered.all.isEmpty)
        harness.clock.advance(by: .milliseconds(1))
        XCTAssertEqual(try delivered.last?.get().count, 2)
    }

    func testPathRulesStayUntilCleared() {
        harness.faults.fail(.status(500), whenPathContains: "/users/")
        XCTAssertEqual(harness.error(repos), .httpStatus(code: 500, message: "Internal Server Error", host: "api.github.com"))
        XCTAssertEqual(harness.error(repos), .httpStatus(code: 500, message: "Internal Server Error", host: "api.github.com"))
        XCTAssertEqual(try harness.value(GitHubSearchRepositoriesRequest(query: "swift")).totalCount, 1000)
        XCTAssertEqual(harness.faults.rules, [.init(pathContains: "/users/", fault: .status(500))])
        harness.faults.removeAllFaults()
        XCTAssertEqual(try harness.value(repos).count, 2)
    }

    func testCancellingAFaultedRequestDeliversNothing() {
        harness.faults.failNext(.timeout)
        let delivered = Delivered<Result<[GitHubRepository], APIError>>()
        let task = harness.client.perform(repos) { delivered.append($0) }
        task.cancel()
        harness.clock.advance(by: .seconds(60))
        XCTAssertTrue(delivered.all.isEmpty)
        XCTAssertEqual(harness.clock.pendingCount, 0)
    }

    func testFaultDescriptions() {
        XCTAssertEqual([Fault.status(503), .timeout, .offline, .cannotConnect, .malformedBody, .wrongContentType,
                        .emptyBody, .latency(.seconds(2))].map(\.description),
                       ["HTTP 503", "timeout", "offline", "cannot connect", "malformed body", "wrong content type",
                        "empty body", "extra latency 2 s"])
    }
}
