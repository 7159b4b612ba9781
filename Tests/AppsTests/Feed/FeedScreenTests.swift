import Phone
import APIClient
import Foundation
import RxUI
import XCTest

@testable import Apps

/// The `feed` screen through a Device: what a person sees and does, on virtual time.
final class FeedScreenTests: XCTestCase {
    func testOpeningShowsRefreshingThenTheFixtureEntries() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let phone = FeedPhone()
            try phone.open()
            XCTAssertEqual(phone.value("nav.title"), .string("Latest Sketch 100"))
            XCTAssertEqual(phone.value("nav.screen"), .string("feed"))
            XCTAssertEqual(phone.value("table.refreshing"), .bool(true))
            XCTAssertEqual(phone.value("table.count"), .int(0))

            phone.wait(199)
            XCTAssertEqual(phone.value("table.refreshing"), .bool(true))
            phone.wait(1)
            XCTAssertEqual(phone.value("table.refreshing"), .bool(false))
            XCTAssertEqual(phone.value("table.count"), .int(SketchFeed.rssEntryCount))
            XCTAssertEqual(phone.value("table[0].title"), .string(SketchFeed.firstTitle))
            XCTAssertEqual(phone.value("table[0].subtitle"), .string(SketchFeed.firstAuthor))
            XCTAssertEqual(phone.value("table[0].image"), .string(SketchFeed.firstImage))
            XCTAssertEqual(phone.value("table[0].detail"), .string(SketchFeed.firstDay))
            XCTAssertEqual(phone.value("table[1].subtitle"), .string("by mafmoff"))
            XCTAssertEqual(phone.value("table[2].detail"), .string("2024-05-31"), "Fri, 31 May 2024 19:06:53 -0700")
            XCTAssertEqual(phone.value("alert.visible"), .bool(false))
        }
    }

    func testRowTextsHaveEntitiesDecodedAndTagsStripped() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let phone = FeedPhone()
            try phone.open()
            phone.wait(200)
            XCTAssertEqual(phone.value("table[3].title"), .string(SketchFeed.fourthTitle))
            XCTAssertEqual(phone.value("table[13].title"), .string("Login & Sign Up Screens .sketch resource"))
            XCTAssertEqual(phone.value("table[10].subtitle"), .string("by Chloé Martin"))
            let snapshot = phone.window.snapshot()
            for row in 0..<SketchFeed.rssEntryCount {
                for property in ["title", "subtitle"] {
                    guard case .string(let text) = try snapshot.value(at: "table[\(row)].\(property)") else {
                        return XCTFail("table[\(row)].\(property) is not text")
                    }
                    let entity = text.range(of: "&#?[A-Za-z0-9]+;", options: .regularExpression)
                    XCTAssertNil(entity, "table[\(row)].\(property): \(text)")
                    XCTAssertFalse(text.contains("<") || text.isEmpty, "table[\(row)].\(property): \(text)")
                }
            }
        }
    }

    func testPullToRefreshIsRefreshingUntilTheAnswer() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let phone = FeedPhone()
            try phone.open()
            phone.wait(1_000)
            try phone.act { try $0.pullToRefresh() }
            XCTAssertEqual(phone.value("table.refreshing"), .bool(true))
            XCTAssertEqual(phone.value("table.count"), .int(SketchFeed.rssEntryCount), "the old rows stay while refreshing")
            XCTAssertThrowsError(try phone.window.pullToRefresh()) { error in
                XCTAssertEqual("\(error)", "table is already refreshing")
            }
            phone.wait(199)
            XCTAssertEqual(phone.value("table.refreshing"), .bool(true))
            phone.wait(1)
            XCTAssertEqual(phone.value("table.refreshing"), .bool(false))
            XCTAssertEqual(phone.value("table.count"), .int(SketchFeed.rssEntryCount))
            XCTAssertEqual(phone.device.network.client.log.entries.count, 2)
        }
    }

    func testAnEmptyFeedLeavesTheTableAsItIsWithoutAlert() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let url = "http://feeds.example.com/empty.xml"
            let folder = try FeedCassetteFolder(["empty": FeedCassetteFolder.emptyRSS(at: url)])
            defer { folder.remove() }
            let device = Device.apps(mode: .fixtures(directories: [folder.url]),
                                registry: FeedPhone.registry(feedURL: URL(string: url)))
            try device.open("feed")
            device.scheduler.advanceTo(200)
            let snapshot = device.window.snapshot()
            XCTAssertEqual(try snapshot.value(at: "table.count"), .int(0))
            XCTAssertEqual(try snapshot.value(at: "table.refreshing"), .bool(false))
            XCTAssertEqual(try snapshot.value(at: "alert.visible"), .bool(false))
        }
    }

    func testTheAtomFeedFromTheEnvironmentShowsTheSameRows() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let phone = FeedPhone(registry: FeedPhone.registry(feedURL: SketchFeed.atomURL))
            try phone.open()
            phone.wait(200)
            XCTAssertEqual(phone.value("nav.title"), .string("Latest Sketch 100"))
            XCTAssertEqual(phone.value("table.count"), .int(SketchFeed.atomEntryCount))
            XCTAssertEqual(phone.value("table[0].title"), .string(SketchFeed.firstTitle))
            XCTAssertEqual(phone.value("table[0].subtitle"), .string(SketchFeed.firstAuthor))
            XCTAssertEqual(phone.value("table[0].image"), .string(SketchFeed.firstImage))
            XCTAssertEqual(phone.value("table[0].detail"), .string(SketchFeed.firstDay))
            XCTAssertEqual(phone.value("table[3].title"), .string(SketchFeed.fourthTitle))
        }
    }

    /// The app asks the moved endpoint; offline, the request is looked up under the feed's own
    /// URL (as `--record` stores it), so the recorded feed still answers.
    func testTheFeedEndpointMovesTheDefaultRSSFeed() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let environment = APIEnvironment.builtIn(["RXS_FEED_BASE_URL": "http://127.0.0.1:9"])
            let device = Device.apps(api: environment)
            try device.open("feed")
            device.scheduler.advanceTo(200)
            XCTAssertEqual(device.network.client.log.entries.map(\.url), ["http://127.0.0.1:9/rss.xml"])
            XCTAssertEqual(device.network.fixtures?.unmatchedRequests, [])
            XCTAssertEqual(try device.window.snapshot().value(at: "alert.visible"), .bool(false))
            XCTAssertEqual(try device.window.snapshot().value(at: "table.count"), .int(SketchFeed.rssEntryCount))
        }
    }
}
