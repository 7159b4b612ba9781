import Phone
import APIClient
import Apps
import Foundation
import RxUI
import XCTest

/// Every failure of a load (network or parse) ends in a readable alert with the refresh
/// control and activity indicator off, and the next refresh loads.
final class FollowFailureTests: XCTestCase, @unchecked Sendable {
    private static let failures: [(fault: Fault, message: String)] = [
        (.status(404), "api.github.com answered HTTP 404 Not Found: Not Found"),
        (.status(403), "The api.github.com rate limit (60 requests) is used up; it resets at 2023-11-14 23:13:20 UTC."),
        (.status(422), "api.github.com answered HTTP 422 Unprocessable Content: Validation Failed (q: missing)"),
        (.status(500), "api.github.com answered HTTP 500 Internal Server Error: Internal Server Error"),
        (.timeout, "api.github.com did not answer within 30 s. Try again later."),
        (.offline, "The network is offline, so api.github.com could not be reached. Check the connection and try again."),
        (.malformedBody, "Could not read [GitHubUser] from the response: the body is not valid JSON."),
        (.wrongContentType, "api.github.com sent text/html, expected application/json."),
    ]

    @MainActor private func assertFailureShown(to user: PhoneUser, message: String, rows: Int, _ context: String,
                                    line: UInt = #line) throws {
        XCTAssertEqual(try user.bool("alert.visible"), true, context, line: line)
        XCTAssertEqual(try user.string("alert.title"), "Error", context, line: line)
        XCTAssertEqual(try user.string("alert.message"), message, context, line: line)
        XCTAssertEqual(try user.string("alert.buttons"), "OK", context, line: line)
        XCTAssertEqual(try user.bool("table.refreshing"), false, context, line: line)
        XCTAssertEqual(try user.bool("activity.visible"), false, context, line: line)
        XCTAssertEqual(try user.int("table.count"), rows, context, line: line)
    }

    func testEveryFailureOfTheFirstLoadShowsAnAlertAndRefreshStillLoads() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            for (fault, message) in Self.failures {
                let device = Device.apps()
                device.network.faults.failNext(fault)
                let user = try PhoneUser(opening: "follow", device: device)
                user.wait(until: 30_000)  // a timeout takes the request's 30 s
                try assertFailureShown(to: user, message: message, rows: 0, "\(fault)")

                try user.dismissAlert()
                try user.pullToRefresh()
                user.wait(until: 30_200)
                XCTAssertEqual(try user.bool("alert.visible"), false, "\(fault)")
                XCTAssertEqual(try user.int("table.count"), 10, "\(fault)")
                XCTAssertEqual(try user.bool("table.refreshing"), false, "\(fault)")
            }
        }
    }

    func testAFailedRefreshKeepsTheUsersShown() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "follow")
            user.wait(until: 200)
            let shown = try user.rowTitles()
            user.device.network.faults.failNext(.status(500))
            try user.pullToRefresh()
            user.wait(until: 400)
            try assertFailureShown(to: user, message: Self.failures[3].message, rows: 10, "refresh")
            XCTAssertEqual(try user.rowTitles(), shown)
        }
    }

    /// The seed stopped the app on a user without `html_url` ("Parse error"); here it is an alert.
    func testAUserTheAppCannotReadIsAParseErrorAlert() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("follow-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let cassette = """
                {"request": {"method": "GET", "url": "https://api.github.com/users?since=1", "matchQuery": []},
                 "response": {"status": 200, "headers": {"Content-Type": "application/json; charset=utf-8"},
                              "json": [{"login": "nourl", "id": 1, "avatar_url": "https://avatars.githubusercontent.com/u/1?v=4"}]}}
                """
            try Data(cassette.utf8).write(to: directory.appendingPathComponent("users-without-url.json"))

            let user = try PhoneUser(opening: "follow", device: Device.apps(mode: .fixtures(directories: [directory])))
            user.wait(until: 200)
            XCTAssertEqual(try user.string("alert.message"),
                           "Could not read [GitHubUser] from the response at [0].html_url: the server sent null where a text was expected.")
            XCTAssertEqual(try user.bool("table.refreshing"), false)
        }
    }
}
