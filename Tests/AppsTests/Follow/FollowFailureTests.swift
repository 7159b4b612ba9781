import APIClient
import Apps
import Foundation
import RxUI
import XCTest

/// Every failure of a load (network or parse) ends in a readable alert with the refresh
/// control and activity indicator off, and the next refresh loads.
final class FollowFailureTests: XCTestCase {
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

    private func assertFailureShown(on device: Device, message: String, rows: Int, _ context: String,
                                    line: UInt = #line) throws {
        XCTAssertEqual(try device.snapshotValue("alert.visible"), .bool(true), context, line: line)
        XCTAssertEqual(try device.snapshotValue("alert.title"), .string("Error"), context, line: line)
        XCTAssertEqual(try device.snapshotValue("alert.message"), .string(message), context, line: line)
        XCTAssertEqual(try device.snapshotValue("alert.buttons"), .string("OK"), context, line: line)
        XCTAssertEqual(try device.snapshotValue("table.refreshing"), .bool(false), context, line: line)
        XCTAssertEqual(try device.snapshotValue("activity.visible"), .bool(false), context, line: line)
        XCTAssertEqual(try device.snapshotValue("table.count"), .int(rows), context, line: line)
    }

    func testEveryFailureOfTheFirstLoadShowsAnAlertAndRefreshStillLoads() throws {
        for (fault, message) in Self.failures {
            let device = Device()
            device.network.faults.failNext(fault)
            try device.open("follow")
            device.scheduler.advanceTo(30_000)  // a timeout takes the request's 30 s
            try assertFailureShown(on: device, message: message, rows: 0, "\(fault)")

            try device.perform { try $0.dismissAlert() }
            try device.perform { try $0.pullToRefresh() }
            device.scheduler.advanceTo(30_200)
            XCTAssertEqual(try device.snapshotValue("alert.visible"), .bool(false), "\(fault)")
            XCTAssertEqual(try device.snapshotValue("table.count"), .int(10), "\(fault)")
            XCTAssertEqual(try device.snapshotValue("table.refreshing"), .bool(false), "\(fault)")
        }
    }

    func testAFailedRefreshKeepsTheUsersShown() throws {
        let device = Device()
        try device.open("follow")
        device.scheduler.advanceTo(200)
        let shown = try device.rowTitles()
        device.network.faults.failNext(.status(500))
        try device.perform { try $0.pullToRefresh() }
        device.scheduler.advanceTo(400)
        try assertFailureShown(on: device, message: Self.failures[3].message, rows: 10, "refresh")
        XCTAssertEqual(try device.rowTitles(), shown)
    }

    /// The seed stopped the app on a user without `html_url` ("Parse error"); here it is an alert.
    func testAUserTheAppCannotReadIsAParseErrorAlert() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("follow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cassette = """
            {"request": {"method": "GET", "url": "https://api.github.com/users?since=1", "matchQuery": []},
             "response": {"status": 200, "headers": {"Content-Type": "application/json; charset=utf-8"},
                          "json": [{"login": "nourl", "id": 1, "avatar_url": "https://avatars.githubusercontent.com/u/1?v=4"}]}}
            """
        try Data(cassette.utf8).write(to: directory.appendingPathComponent("users-without-url.json"))

        let device = Device(mode: .fixtures(directories: [directory]))
        try device.open("follow")
        device.scheduler.advanceTo(200)
        XCTAssertEqual(try device.snapshotValue("alert.message"),
                       .string("Could not read [GitHubUser] from the response at [0].html_url: expected URL, found null."))
        XCTAssertEqual(try device.snapshotValue("table.refreshing"), .bool(false))
    }
}
