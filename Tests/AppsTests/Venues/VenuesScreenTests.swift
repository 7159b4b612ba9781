import APIClient
import Apps
import RxUI
import XCTest

/// The `venues` screen driven as a user would, on the offline fixtures (200 ms latency).
final class VenuesScreenTests: XCTestCase {
    func testOpensWithTheVenuesNearShinOtsukaForTheEmptySearch() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "venues")
            XCTAssertEqual(try user.string("nav.title"), "Foursquare API Client")
            XCTAssertEqual(try user.string("searchBar.text"), "")
            XCTAssertEqual(try user.bool("activity.visible"), true)
            XCTAssertEqual(try user.int("table.count"), 0)

            user.wait(until: 200)
            XCTAssertEqual(try user.bool("activity.visible"), false)
            XCTAssertEqual(try user.int("table.count"), 15)
            XCTAssertEqual(try user.string("table[0].title"), "新大塚駅 (Shin-otsuka Sta.) (M24)")
            XCTAssertEqual(try user.string("table[0].subtitle"), "大塚4-51-5")
            XCTAssertEqual(try user.string("table[0].detail"), "文京区, 東京都")
            XCTAssertEqual(try user.string("table[0].image"), "https://ss3.4sqi.net/img/categories_v2/travel/subway_88.png")
            // A bus stop without address, city or state; a plaza without categories (no icon).
            XCTAssertEqual(try user.string("table[4].title"), "新大塚 (都営バス)")
            XCTAssertEqual(try user.string("table[4].subtitle"), "")
            XCTAssertEqual(try user.string("table[4].detail"), "")
            XCTAssertEqual(try user.string("table[5].title"), "新大塚駅前広場")
            XCTAssertEqual(try user.string("table[5].detail"), "文京区, 東京都")
            XCTAssertEqual(try user.value("table[5].image"), .null)
            XCTAssertEqual(user.networkLog, [
                "GET https://api.foursquare.com/v2/venues/search?ll=35.7260747%2C139.72983&query=&v=20180323 → 200 OK",
            ])
        }
    }

    func testRamenThenCoffeeWithinOneThrottleWindow() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "venues")
            user.wait(until: 1000)
            try user.type("ラーメン", into: "searchBar")
            XCTAssertEqual(try user.bool("activity.visible"), true, "after a quiet window the search goes out at once")

            user.wait(until: 1200)
            XCTAssertEqual(try user.int("table.count"), 10)
            XCTAssertEqual(try user.string("table[0].title"), "らーめん 大塚 鶏そば処")
            XCTAssertEqual(try user.string("table[0].image"), "https://ss3.4sqi.net/img/categories_v2/food/ramen_88.png")
            XCTAssertEqual(try user.string("table[1].title"), "ラーメン屋台 (移動販売)")
            XCTAssertEqual(try user.string("table[1].detail"), "")

            user.wait(until: 1300)
            try user.type("coffee", into: "searchBar")
            XCTAssertEqual(try user.bool("activity.visible"), false, "throttled until 1500")
            user.wait(until: 1699)
            XCTAssertEqual(try user.string("table[0].title"), "らーめん 大塚 鶏そば処")
            user.wait(until: 1700)
            XCTAssertEqual(try user.string("table[0].title"), "ドトールコーヒーショップ 新大塚店")
            XCTAssertEqual(try user.string("table[3].title"), "coffee & bagel nook")
            XCTAssertEqual(try user.string("table[4].detail"), "豊島区, 東京都")
            XCTAssertEqual(user.networkLog.count, 3)
        }
    }

    func testSelectingAVenueOpensItsPage() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "venues")
            user.wait(until: 200)
            try user.select(row: 2)
            XCTAssertEqual(try user.string("opened.url"), "https://foursquare.com/v/50878b886914dedfdf51ec10")
            XCTAssertEqual(try user.value("table.selected"), .null)
            XCTAssertEqual(try user.int("nav.depth"), 1)
        }
    }

    func testFoursquaresOwnErrorShapeIsShownAsItsMessage() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "venues")
            user.wait(until: 1000)
            try user.type("__missing_ll__", into: "searchBar")
            user.wait(until: 1200)
            XCTAssertEqual(try user.string("alert.message"), "api.foursquare.com answered HTTP 400 Bad Request: Must provide parameter ll")
            XCTAssertEqual(try user.int("table.count"), 15, "the rows stay")
        }
    }
}
