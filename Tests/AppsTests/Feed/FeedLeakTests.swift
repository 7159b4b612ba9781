import Phone
import RxUI
import XCTest

@testable import Apps

/// Screens that leave let go of their controller, ViewModel and every timer they started.
final class FeedLeakTests: XCTestCase {
    func testAPoppedEntryIsDeallocated() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let phone = FeedPhone()
            try phone.open()
            phone.wait(200)
            try phone.act { try $0.selectRow(0) }
            weak let entryScreen = phone.window.topScreen as? EntryViewController
            weak let viewModel = entryScreen?.viewModel
            weak let webView = entryScreen?.webView
            XCTAssertNotNil(entryScreen)
            XCTAssertNotNil(viewModel)
            phone.wait(50)

            try phone.act { try $0.goBack() }
            XCTAssertNil(entryScreen)
            XCTAssertNil(viewModel)
            XCTAssertNil(webView)
            XCTAssertEqual(phone.scheduler.pendingWork, [])
        }
    }

    func testAReplacedFeedIsDeallocatedAndItsRequestCancelled() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var registry = AppCatalog.registry
            registry.register("blank") { ViewController(name: "blank", environment: $0) }
            let phone = FeedPhone(registry: registry)
            try phone.open()
            weak let feedScreen = phone.window.topScreen as? FeedViewController
            weak let viewModel = feedScreen?.viewModel
            XCTAssertNotNil(viewModel)
            phone.wait(100)
            XCTAssertEqual(phone.scheduler.pendingWork.map(\.description), ["network response at 200"])

            try phone.open("blank")
            XCTAssertNil(feedScreen)
            XCTAssertNil(viewModel)
            XCTAssertEqual(phone.scheduler.pendingWork, [], "the in-flight request was cancelled")
            phone.wait(1_000)
            XCTAssertEqual(phone.device.network.client.log.entries, [])
        }
    }

    func testReopeningTheFeedReplacesTheOldOne() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let phone = FeedPhone()
            try phone.open()
            phone.wait(200)
            weak let first = phone.window.topScreen as? FeedViewController
            try phone.open()
            XCTAssertNil(first)
            XCTAssertEqual(phone.value("table.refreshing"), .bool(true))
            phone.wait(200)
            XCTAssertEqual(phone.value("table.count"), .int(SketchFeed.rssEntryCount))
        }
    }

    func testReleasingTheDeviceReleasesTheScreens() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            weak var feedScreen: FeedViewController?
            weak var entryScreen: EntryViewController?
            weak var device: Device?
            do {
                let phone = FeedPhone()
                device = phone.device
                try phone.open()
                phone.wait(200)
                feedScreen = phone.window.topScreen as? FeedViewController
                try phone.act { try $0.selectRow(2) }
                entryScreen = phone.window.topScreen as? EntryViewController
                XCTAssertNotNil(feedScreen)
                XCTAssertNotNil(entryScreen)
            }
            XCTAssertNil(device)
            XCTAssertNil(feedScreen)
            XCTAssertNil(entryScreen)
        }
    }
}
