@testable import APIClient
import Apps
import Foundation
import XCTest

/// A replay asks the fixtures for the same URLs again and again; every ask gets the same
/// answer, and every miss is remembered again.
final class FixtureRepeatTests: XCTestCase {
    func testRepeatedRequestsGetTheSameAnswers() throws {
        let harness = FixtureHarness()
        for _ in 0..<3 {
            XCTAssertEqual(try harness.value(GitHubUsersRequest(since: 1)).count, 2)
            XCTAssertEqual(harness.error(GitHubUserReposRequest(username: "nobody-here")),
                           .httpStatus(code: 404, message: "Not Found", host: "api.github.com"))
        }
        XCTAssertEqual(harness.fixtures.unmatchedRequests.map(\.description),
                       Array(repeating: "GET https://api.github.com/users/nobody-here/repos", count: 3))
    }

    func testTheMethodIsPartOfTheQuestion() throws {
        let harness = FixtureHarness()
        let get = HTTPRequest(method: .get, url: try XCTUnwrap(URL(string: "https://api.github.com/users?since=1")))
        var post = get
        post.method = .post
        XCTAssertEqual(harness.fixtures.respond(to: get).status, 200)
        XCTAssertEqual(harness.fixtures.respond(to: post).status, 404)
        XCTAssertEqual(harness.fixtures.respond(to: get).status, 200)
    }
}
