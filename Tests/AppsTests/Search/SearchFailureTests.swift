import APIClient
@testable import Apps
import RxUI
import XCTest

/// Every failure the network can produce ends a search visibly: the HUD goes away, an alert
/// says what happened, nothing is pushed, and the next search works.
final class SearchFailureTests: XCTestCase {
    private static let matrix: [(fault: Fault, message: String)] = [
        (.status(404), "api.github.com answered HTTP 404 Not Found: Not Found"),
        (.status(403), "The api.github.com rate limit (10 requests) is used up; it resets at 2023-11-14 23:13:20 UTC."),
        (.status(422), "api.github.com answered HTTP 422 Unprocessable Content: Validation Failed (q: missing)"),
        (.status(500), "api.github.com answered HTTP 500 Internal Server Error: Internal Server Error"),
        (.timeout, "api.github.com did not answer within 30 s. Try again later."),
        (.offline, "The network is offline, so api.github.com could not be reached. Check the connection and try again."),
        (.malformedBody, "Could not read GitHubSearchResult from the response: the body is not valid JSON."),
        (.wrongContentType, "api.github.com sent text/html, expected application/json."),
        (.emptyBody, "Could not read GitHubSearchResult from the response: the body is empty."),
    ]

    func testEveryFailureHidesTheHUDShowsAReadableAlertAndTheNextSearchWorks() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            for (fault, message) in Self.matrix {
                let user = try PhoneUser(opening: "search")
                user.device.network.faults.failNext(fault)
                try user.type("rxswift", into: "searchField")
                try user.tap("searchButton")
                user.wait(30_000)
                XCTAssertEqual(try user.bool("hud.visible"), false, "\(fault)")
                XCTAssertEqual(try user.string("alert.title"), "Error", "\(fault)")
                XCTAssertEqual(try user.string("alert.message"), message, "\(fault)")
                XCTAssertEqual(try user.string("alert.buttons"), "OK", "\(fault)")
                XCTAssertEqual(try user.int("nav.depth"), 1, "\(fault): nothing is pushed")

                try user.dismissAlert()
                try user.tap("searchButton")
                user.wait(200)
                XCTAssertEqual(try user.bool("alert.visible"), false, "\(fault)")
                XCTAssertEqual(try user.int("nav.depth"), 2, "\(fault): the next search pushes its results")
                XCTAssertEqual(try user.string("table[0].title"), "ReactiveX/RxSwift", "\(fault)")
                XCTAssertEqual(user.device.scheduler.pendingWork, [], "\(fault)")
            }
        }
    }
}
