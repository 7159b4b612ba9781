import APIClient
import Apps
import RxUI
import XCTest

/// Every failure the network can produce ends in a readable alert with the activity
/// indicator off, and the next search still works.
final class VenuesFailureTests: XCTestCase {
    private static let failures: [(fault: Fault, message: String)] = [
        (.status(404), "api.foursquare.com answered HTTP 404 Not Found: Endpoint not found"),
        (.status(403), "The api.foursquare.com rate limit (500 requests) is used up; it resets at 2023-11-14 23:13:20 UTC."),
        (.status(422), "api.foursquare.com answered HTTP 422 Unprocessable Content: Must provide parameter ll"),
        (.status(500), "api.foursquare.com answered HTTP 500 Internal Server Error: Foursquare servers are experiencing problems. Please retry and check status.foursquare.com for updates."),
        (.timeout, "api.foursquare.com did not answer within 30 s. Try again later."),
        (.offline, "The network is offline, so api.foursquare.com could not be reached. Check the connection and try again."),
        (.malformedBody, "Could not read [FoursquareVenue] from the response: the body is not valid JSON."),
        (.wrongContentType, "api.foursquare.com sent text/html, expected application/json."),
    ]

    func testEveryFailureShowsAnAlertAndTheNextSearchWorks() throws {
        for (fault, message) in Self.failures {
            let device = Device()
            device.network.faults.failNext(fault)
            try device.open("venues")
            device.scheduler.advanceTo(30_000)  // a timeout takes the request's 30 s
            XCTAssertEqual(try device.snapshotValue("alert.visible"), .bool(true), "\(fault)")
            XCTAssertEqual(try device.snapshotValue("alert.title"), .string("Error"), "\(fault)")
            XCTAssertEqual(try device.snapshotValue("alert.message"), .string(message), "\(fault)")
            XCTAssertEqual(try device.snapshotValue("alert.buttons"), .string("OK"), "\(fault)")
            XCTAssertEqual(try device.snapshotValue("activity.visible"), .bool(false), "\(fault)")
            XCTAssertEqual(try device.snapshotValue("table.count"), .int(0), "\(fault)")

            try device.perform { try $0.dismissAlert() }
            try device.perform { try $0.type("coffee", into: "searchBar") }
            device.scheduler.advanceTo(30_200)
            XCTAssertEqual(try device.snapshotValue("alert.visible"), .bool(false), "\(fault)")
            XCTAssertEqual(try device.snapshotValue("table.count"), .int(10), "\(fault)")
            XCTAssertEqual(try device.snapshotValue("table[0].title"), .string("ドトールコーヒーショップ 新大塚店"), "\(fault)")
        }
    }

    func testAFailureKeepsTheRowsOfTheLastSearch() throws {
        let device = Device()
        try device.open("venues")
        device.scheduler.advanceTo(1000)
        device.network.faults.failNext(.offline)
        try device.perform { try $0.type("ラーメン", into: "searchBar") }
        XCTAssertEqual(try device.snapshotValue("alert.visible"), .bool(true))
        XCTAssertEqual(try device.snapshotValue("activity.visible"), .bool(false))
        XCTAssertEqual(try device.snapshotValue("table.count"), .int(15))
    }
}
