import APIClient
@testable import Apps
import XCTest

/// What a venue row shows on the right: "city, state", leaving out whichever is empty.
final class VenueCityAndStateTests: XCTestCase {
    private func text(city: String, state: String) -> String {
        Venue(id: "1", name: "Café", state: state, city: city).cityAndState
    }

    func testBothOneOrNeither() {
        XCTAssertEqual(text(city: "Toshima", state: "Tokyo"), "Toshima, Tokyo")
        XCTAssertEqual(text(city: "Toshima", state: ""), "Toshima")
        XCTAssertEqual(text(city: "", state: "Tokyo"), "Tokyo")
        XCTAssertEqual(text(city: "", state: ""), "")
    }
}
