import APIClient
@testable import Apps
import RxUI
import XCTest

/// Every failure the network can produce ends the `repos` search in a visible, readable state
/// (alert, spinner off), and the next name is still looked up.
final class ReposFailureTests: XCTestCase {
    private static let matrix: [(fault: Fault, title: String, message: String)] = [
        (.status(404), ":(", "No repositories for this user."),
        (.status(403), "Error", "The api.github.com rate limit (60 requests) is used up; it resets at 2023-11-14 23:13:20 UTC."),
        (.status(422), "Error", "api.github.com answered HTTP 422 Unprocessable Content: Validation Failed (q: missing)"),
        (.status(500), "Error", "api.github.com answered HTTP 500 Internal Server Error: Internal Server Error"),
        (.timeout, "Error", "api.github.com did not answer within 30 s. Try again later."),
        (.offline, "Error", "The network is offline, so api.github.com could not be reached. Check the connection and try again."),
        (.malformedBody, "Error", "Could not read [GitHubRepository] from the response: the body is not valid JSON."),
        (.wrongContentType, "Error", "api.github.com sent text/html, expected application/json."),
        (.emptyBody, "Error", "Could not read [GitHubRepository] from the response: the body is empty."),
    ]

    func testEveryFailureShowsAReadableAlertTurnsTheSpinnerOffAndTheNextNameWorks() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            for (fault, title, message) in Self.matrix {
                let user = try PhoneUser(opening: "repos")
                user.device.network.faults.failNext(fault)
                try user.type("octocat", into: "searchBar")
                user.wait(499)
                XCTAssertEqual(user.networkLog, [], "\(fault): still debouncing")
                user.wait(30_001)
                XCTAssertEqual(try user.string("alert.title"), title, "\(fault)")
                XCTAssertEqual(try user.string("alert.message"), message, "\(fault)")
                XCTAssertEqual(try user.string("alert.buttons"), "OK", "\(fault)")
                XCTAssertEqual(try user.bool("activity.visible"), false, "\(fault)")
                XCTAssertEqual(try user.int("table.count"), 0, "\(fault)")

                try user.dismissAlert()
                try user.type("fumiyasac", into: "searchBar")
                user.wait(700)
                XCTAssertEqual(try user.bool("alert.visible"), false, "\(fault)")
                XCTAssertEqual(try user.int("table.count"), 30, "\(fault): the next name is looked up")
                XCTAssertEqual(try user.string("table[0].title"), "AccordionMenuSample", "\(fault)")
                XCTAssertEqual(try user.bool("activity.visible"), false, "\(fault)")
                XCTAssertEqual(user.device.scheduler.pendingWork, [], "\(fault)")
            }
        }
    }

    func testAFailureKeepsTheRowsOfTheLastSuccessfulSearch() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "repos")
            try user.type("octocat", into: "searchBar")
            user.wait(700)
            user.device.network.faults.failNext(.status(500))
            try user.type("fumiyasac", into: "searchBar")
            user.wait(700)
            XCTAssertEqual(try user.string("alert.title"), "Error")
            XCTAssertEqual(try user.int("table.count"), 8)
            XCTAssertEqual(try user.string("table[0].title"), "boysenberry-repo-1")
        }
    }
}
