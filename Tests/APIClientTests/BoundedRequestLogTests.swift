@testable import APIClient
import Apps
import Foundation
import XCTest

/// Whatever a session sends, what it remembers about its requests stays bounded: a URL longer
/// than servers accept is refused before any transport work, the unmatched requests kept are
/// the newest few (with the total counted), and a long URL is shortened in every log line.
final class BoundedRequestLogTests: XCTestCase {
    func testAURLLongerThanServersAcceptIsRefusedBeforeSending() {
        let harness = FixtureHarness()
        for length in [HTTPRequest.longestURL, 20_000, 200_000] {
            let error = harness.error(GitHubSearchRepositoriesRequest(query: String(repeating: "k", count: length)))
            guard case .invalidRequest(let reason)? = error else { return XCTFail("\(length): \(String(describing: error))") }
            XCTAssertTrue(reason.hasSuffix("more than the 8192 servers accept"), reason)
        }
        XCTAssertEqual(harness.fixtures.unmatchedCount, 0, "nothing reached the transport")
        XCTAssertEqual(harness.client.log.entries, [])
        // Just under the limit is still sent.
        _ = harness.error(GitHubSearchRepositoriesRequest(query: String(repeating: "k", count: 8_000)))
        XCTAssertEqual(harness.fixtures.unmatchedCount, 1)
    }

    func testUnmatchedRequestsKeepTheNewestAndCountAll() {
        let harness = FixtureHarness()
        for index in 0..<1_234 { _ = harness.error(GitHubUserReposRequest(username: "nobody-\(index)")) }
        XCTAssertEqual(harness.fixtures.unmatchedCount, 1_234)
        let kept = harness.fixtures.unmatchedRequests
        XCTAssertEqual(kept.count, FixtureTransport.unmatchedKept)
        XCTAssertEqual(kept.last?.description, "GET https://api.github.com/users/nobody-1233/repos")
        XCTAssertEqual(kept.first?.description, "GET https://api.github.com/users/nobody-\(1_234 - FixtureTransport.unmatchedKept)/repos")
    }

    func testLongURLsAreShortenedInLogLines() {
        let url = "https://h/search?q=" + String(repeating: "é", count: 5_000) + "&page=1"
        let shown = NetworkLog.shortened(url)
        XCTAssertLessThanOrEqual(shown.count, NetworkLog.longestShownURL)
        XCTAssertTrue(shown.hasPrefix("https://h/search?q=éé"), shown)
        XCTAssertTrue(shown.hasSuffix("éé&page=1"), shown)
        XCTAssertTrue(shown.contains("…(4786 characters)…"), shown)
        XCTAssertEqual(NetworkLog.shortened("https://h/x"), "https://h/x")
        let entry = NetworkLog.Entry(method: .get, url: url, status: 404, failure: nil)
        XCTAssertLessThan(entry.description.count, NetworkLog.longestShownURL + 40)
        XCTAssertLessThan(UnmatchedRequest(method: .get, url: url).description.count, NetworkLog.longestShownURL + 10)
    }
}
