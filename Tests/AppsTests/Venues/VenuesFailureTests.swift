import Phone
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
        try MainActor.assumeIsolated { () throws -> Void in
            for (fault, message) in Self.failures {
                let device = Device.apps()
                device.network.faults.failNext(fault)
                let user = try PhoneUser(opening: "venues", device: device)
                user.wait(until: 30_000)  // a timeout takes the request's 30 s
                XCTAssertEqual(try user.bool("alert.visible"), true, "\(fault)")
                XCTAssertEqual(try user.string("alert.title"), "Error", "\(fault)")
                XCTAssertEqual(try user.string("alert.message"), message, "\(fault)")
                XCTAssertEqual(try user.string("alert.buttons"), "OK", "\(fault)")
                XCTAssertEqual(try user.bool("activity.visible"), false, "\(fault)")
                XCTAssertEqual(try user.int("table.count"), 0, "\(fault)")

                try user.dismissAlert()
                try user.type("coffee", into: "searchBar")
                user.wait(until: 30_200)
                XCTAssertEqual(try user.bool("alert.visible"), false, "\(fault)")
                XCTAssertEqual(try user.int("table.count"), 10, "\(fault)")
                XCTAssertEqual(try user.string("table[0].title"), "ドトールコーヒーショップ 新大塚店", "\(fault)")
            }
        }
    }

    func testAFailureKeepsTheRowsOfTheLastSearch() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "venues")
            user.wait(until: 1000)
            user.device.network.faults.failNext(.offline)
            try user.type("ラーメン", into: "searchBar")
            XCTAssertEqual(try user.bool("alert.visible"), true)
            XCTAssertEqual(try user.bool("activity.visible"), false)
            XCTAssertEqual(try user.int("table.count"), 15)
        }
    }
}
