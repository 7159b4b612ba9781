@testable import APIClient
import Apps
import Foundation
import XCTest

final class ModelDecodingTests: XCTestCase {
    private let harness = FixtureHarness()

    func testRepositoriesFromTheirCassette() throws {
        let repos = try harness.value(GitHubUserReposRequest(username: "testuser"))
        XCTAssertEqual(repos.map(\.name), ["Hello-World", "Spoon-Knife"])
        let first = try XCTUnwrap(repos.first)
        XCTAssertEqual(first.id, 1_296_269)
        XCTAssertEqual(first.fullName, "testuser/Hello-World")
        XCTAssertEqual(first.htmlURL.absoluteString, "https://github.com/testuser/Hello-World")
        XCTAssertEqual(first.ownerLogin, "testuser")
        XCTAssertNil(first.language)
        XCTAssertEqual(first.stargazersCount, 2500)
        XCTAssertEqual(first.updatedAt, Date(timeIntervalSince1970: 1_704_067_200))
        XCTAssertNil(repos[1].description)
    }

    func testSearchResultWithPaginationLinks() throws {
        let result = try harness.value(GitHubSearchRepositoriesRequest(query: "swift"))
        XCTAssertEqual(result.totalCount, 1000)
        XCTAssertFalse(result.incompleteResults)
        XCTAssertEqual(result.items.map(\.fullName), ["apple/swift", "ReactiveX/RxSwift"])
        XCTAssertEqual(result.items.map(\.stargazersCount), [67000, 24000])
        XCTAssertEqual(result.links.nextPage, 2)
        XCTAssertEqual(result.links.lastPage, 34)
    }

    func testUsersMatchAnySince() throws {
        let users = try harness.value(GitHubUsersRequest(since: 421))
        XCTAssertEqual(users.map(\.login), ["pjhyett", "wycats"])
        XCTAssertEqual(users.first?.avatarURL?.absoluteString, "https://avatars.githubusercontent.com/u/3?v=4")
        XCTAssertEqual(users.first?.htmlURL.absoluteString, "https://github.com/pjhyett")
    }

    func testFoursquareV2VenuesWithMissingFieldsAsEmptyStrings() throws {
        let venues = try harness.value(FoursquareVenueSearchRequest(query: "ラーメン"))
        XCTAssertEqual(venues.count, 2)
        XCTAssertEqual(venues[0], FoursquareVenue(
            id: "4b5983faf964a520f38a28e3", name: "らーめん 大塚", address: "大塚4-51-5", latitude: 35.7260747,
            longitude: 139.72983, state: "東京都", city: "文京区",
            iconURL: URL(string: "https://ss3.4sqi.net/img/categories_v2/food/ramen_88.png")))
        XCTAssertEqual(venues[1].address, "")
        XCTAssertEqual(venues[1].city, "")
        XCTAssertNil(venues[1].iconURL)
        XCTAssertEqual(venues[0].pageURL?.absoluteString, "https://foursquare.com/v/4b5983faf964a520f38a28e3")
    }

    func testFoursquareV3Places() throws {
        let body = #"""
        {"results":[{"fsq_id":"5b2932a0f5e9d70039787cf2","name":"Blue Bottle","geocodes":{"main":{"latitude":35.72,"longitude":139.73}},
        "location":{"address":"1-2-3","locality":"文京区","region":"東京都","country":"JP"},
        "categories":[{"id":13035,"name":"Coffee Shop","icon":{"prefix":"https://ss3.4sqi.net/img/categories_v2/food/coffeeshop_","suffix":".png"}}]}]}
        """#
        let request = FoursquareVenueSearchRequest(query: "coffee", credentials: .apiKey("k3y-value"))
        let venues = try request.decode(HTTPResponse(status: 200, body: Data(body.utf8)))
        XCTAssertEqual(venues, [FoursquareVenue(
            id: "5b2932a0f5e9d70039787cf2", name: "Blue Bottle", address: "1-2-3", latitude: 35.72, longitude: 139.73,
            state: "東京都", city: "文京区",
            iconURL: URL(string: "https://ss3.4sqi.net/img/categories_v2/food/coffeeshop_88.png"))])
    }

    func testRSSFeedFromItsCassette() throws {
        let feed = try harness.value(FeedRequest())
        XCTAssertEqual(feed.format, .rss2)
        XCTAssertEqual(feed.title, "Sketch App Sources")
        XCTAssertEqual(feed.link?.absoluteString, "http://www.sketchappsources.com/")
        XCTAssertEqual(feed.entries.map(\.title), ["Photo Upload UI Kit .sketch resource", "Tom & Jerry icons"])
        let first = feed.entries[0]
        XCTAssertEqual(first.link?.absoluteString, "http://www.sketchappsources.com/free-source/1234-photo-upload.html")
        XCTAssertEqual(first.author, "by mafmoff & friends")
        XCTAssertEqual(first.imageURL?.absoluteString, "http://www.sketchappsources.com/resources/1234.jpg")
        XCTAssertEqual(first.publishedText, "Thu, 06 Nov 2014 17:20:16 -0800")
        XCTAssertEqual(first.publishedDate, Date(timeIntervalSince1970: 1_415_323_216))
        XCTAssertEqual(feed.entries[1].author, "by Kaz あ")
        XCTAssertEqual(first.contentText, "by mafmoff & friends")
        XCTAssertNil(feed.entries[1].imageURL)
    }

    func testAtomFeedFromItsCassette() throws {
        let feed = try harness.value(FeedRequest(path: "/atom.xml"))
        XCTAssertEqual(feed.format, .atom)
        XCTAssertEqual(feed.link?.absoluteString, "http://www.sketchappsources.com/")
        let entry = try XCTUnwrap(feed.entries.first)
        XCTAssertEqual(entry.title, "Flat Weather Icons")
        XCTAssertEqual(entry.link?.absoluteString, "http://www.sketchappsources.com/free-source/1236-weather.html")
        XCTAssertEqual(entry.publishedDate, Date(timeIntervalSince1970: 1_415_323_800))
        XCTAssertEqual(entry.author, "by Yuki")
        XCTAssertEqual(entry.imageURL?.absoluteString, "http://www.sketchappsources.com/resources/1236.png")
    }

    func testTheBundledDefaultFixtureForAUserWithoutRepositories() throws {
        let bundled = FixtureHarness(directories: [], includeDefaults: true)
        XCTAssertEqual(try bundled.value(GitHubUserReposRequest(username: "emptyuser")), [])
        XCTAssertEqual(bundled.fixtures.problems, [])
    }

    func testJSONValueKeepsIntegersAndRoundTrips() throws {
        let text = #"{"a":1296269,"b":35.7260747,"c":true,"d":null,"e":["x",{"f":"ラ"}]}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        XCTAssertEqual(value["a"], .int(1_296_269))
        XCTAssertEqual(value["b"], .double(35.7260747))
        XCTAssertEqual(value["c"], .bool(true))
        XCTAssertEqual(value["e"]?[1]?["f"]?.stringValue, "ラ")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        XCTAssertEqual(String(decoding: try encoder.encode(value), as: UTF8.self), text)
    }
}
