import APIClient
import Apps
import RxUI
import XCTest

/// The `venues` screen driven as a user would, on the offline fixtures (200 ms latency).
final class VenuesScreenTests: XCTestCase {
    private let device = Device()

    func testOpensWithTheVenuesNearShinOtsukaForTheEmptySearch() throws {
        try device.open("venues")
        XCTAssertEqual(try device.snapshotValue("nav.title"), .string("Foursquare API Client"))
        XCTAssertEqual(try device.snapshotValue("searchBar.text"), .string(""))
        XCTAssertEqual(try device.snapshotValue("activity.visible"), .bool(true))
        XCTAssertEqual(try device.snapshotValue("table.count"), .int(0))

        device.scheduler.advanceTo(200)
        XCTAssertEqual(try device.snapshotValue("activity.visible"), .bool(false))
        XCTAssertEqual(try device.snapshotValue("table.count"), .int(15))
        XCTAssertEqual(try device.snapshotValue("table[0].title"), .string("新大塚駅 (Shin-otsuka Sta.) (M24)"))
        XCTAssertEqual(try device.snapshotValue("table[0].subtitle"), .string("大塚4-51-5"))
        XCTAssertEqual(try device.snapshotValue("table[0].detail"), .string("文京区, 東京都"))
        XCTAssertEqual(try device.snapshotValue("table[0].image"),
                       .string("https://ss3.4sqi.net/img/categories_v2/travel/subway_88.png"))
        // A bus stop without address, city or state; a plaza without categories (no icon).
        XCTAssertEqual(try device.snapshotValue("table[4].title"), .string("新大塚 (都営バス)"))
        XCTAssertEqual(try device.snapshotValue("table[4].subtitle"), .string(""))
        XCTAssertEqual(try device.snapshotValue("table[4].detail"), .string(""))
        XCTAssertEqual(try device.snapshotValue("table[5].title"), .string("新大塚駅前広場"))
        XCTAssertEqual(try device.snapshotValue("table[5].detail"), .string("文京区, 東京都"))
        XCTAssertEqual(try device.snapshotValue("table[5].image"), .null)

        XCTAssertEqual(device.network.client.log.entries.map(\.url),
                       ["https://api.foursquare.com/v2/venues/search?ll=35.7260747%2C139.72983&query=&v=20180323"])
    }

    func testRamenThenCoffeeWithinOneThrottleWindow() throws {
        try device.open("venues")
        device.scheduler.advanceTo(1000)
        try device.perform { try $0.type("ラーメン", into: "searchBar") }
        XCTAssertEqual(try device.snapshotValue("activity.visible"), .bool(true), "a quiet window: searched at once")

        device.scheduler.advanceTo(1200)
        XCTAssertEqual(try device.snapshotValue("table.count"), .int(10))
        XCTAssertEqual(try device.snapshotValue("table[0].title"), .string("らーめん 大塚 鶏そば処"))
        XCTAssertEqual(try device.snapshotValue("table[0].image"),
                       .string("https://ss3.4sqi.net/img/categories_v2/food/ramen_88.png"))
        XCTAssertEqual(try device.snapshotValue("table[1].title"), .string("ラーメン屋台 (移動販売)"))
        XCTAssertEqual(try device.snapshotValue("table[1].detail"), .string(""))

        device.scheduler.advanceTo(1300)
        try device.perform { try $0.type("coffee", into: "searchBar") }
        XCTAssertEqual(try device.snapshotValue("activity.visible"), .bool(false), "throttled until 1500")
        device.scheduler.advanceTo(1699)
        XCTAssertEqual(try device.snapshotValue("table[0].title"), .string("らーめん 大塚 鶏そば処"))
        device.scheduler.advanceTo(1700)
        XCTAssertEqual(try device.snapshotValue("table[0].title"), .string("ドトールコーヒーショップ 新大塚店"))
        XCTAssertEqual(try device.snapshotValue("table[3].title"), .string("coffee & bagel nook"))
        XCTAssertEqual(try device.snapshotValue("table[4].detail"), .string("豊島区, 東京都"))
        XCTAssertEqual(device.network.client.log.entries.count, 3)
    }

    func testSelectingAVenueOpensItsPage() throws {
        try device.open("venues")
        device.scheduler.advanceTo(200)
        try device.perform { try $0.selectRow(2) }
        XCTAssertEqual(try device.snapshotValue("opened.url"), .string("https://foursquare.com/v/50878b886914dedfdf51ec10"))
        XCTAssertEqual(try device.snapshotValue("table.selected"), .null)
        XCTAssertEqual(try device.snapshotValue("nav.depth"), .int(1))
    }

    func testFoursquaresOwnErrorShapeIsShownAsItsMessage() throws {
        try device.open("venues")
        device.scheduler.advanceTo(1000)
        try device.perform { try $0.type("__missing_ll__", into: "searchBar") }
        device.scheduler.advanceTo(1200)
        XCTAssertEqual(try device.snapshotValue("alert.message"),
                       .string("api.foursquare.com answered HTTP 400 Bad Request: Must provide parameter ll"))
        XCTAssertEqual(try device.snapshotValue("table.count"), .int(15), "the rows stay")
    }
}
