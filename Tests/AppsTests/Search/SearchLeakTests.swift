@testable import Apps
import Phone
import RxUI
import XCTest

/// Closed `search` and `results` screens let go of everything: controllers and ViewModels are
/// deallocated, no request of theirs is left on the clock, and the HUD is not left up.
final class SearchLeakTests: XCTestCase {
    func testGoingBackReleasesTheResultsScreen() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "search")
            try user.type("rxswift", into: "searchField")
            try user.tap("searchButton")
            user.wait(200)
            let results = WeakReference(user.device.window.topScreen as? ResultViewController)
            let resultsViewModel = WeakReference(results.object?.viewModel)
            XCTAssertNotNil(resultsViewModel.object)
            try user.goBack()
            XCTAssertNil(results.object)
            XCTAssertNil(resultsViewModel.object)
            XCTAssertEqual(user.device.scheduler.pendingWork, [])
        }
    }

    func testReplacingTheScreenMidSearchReleasesItCancelsTheRequestAndHidesTheHUD() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "search")
            let controller = WeakReference(user.device.window.topScreen as? SearchViewController)
            let viewModel = WeakReference(controller.object?.viewModel)
            XCTAssertNotNil(viewModel.object)
            try user.type("rxswift", into: "searchField")
            try user.tap("searchButton")
            XCTAssertEqual(try user.bool("hud.visible"), true)

            try user.device.open("repos")
            XCTAssertNil(controller.object)
            XCTAssertNil(viewModel.object)
            XCTAssertEqual(user.device.scheduler.pendingWork, [])
            XCTAssertEqual(try user.bool("hud.visible"), false)
            user.wait(1_000)
            XCTAssertEqual(user.networkLog, [], "the search in flight was cancelled")
            XCTAssertEqual(try user.int("nav.depth"), 1, "its results are never pushed")
        }
    }

    func testReleasingTheDeviceReleasesBothScreens() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var device: Device? = Device.apps()
            let (search, results) = try {
                let user = try PhoneUser(opening: "search", device: try XCTUnwrap(device))
                let search = WeakReference(user.device.window.topScreen as? SearchViewController)
                try user.type("zzzzqqqq", into: "searchField")
                try user.pressReturn(in: "searchField")
                user.wait(200)
                return (search, WeakReference(user.device.window.topScreen as? ResultViewController))
            }()
            XCTAssertNotNil(search.object)
            XCTAssertNotNil(results.object)
            device = nil
            XCTAssertNil(search.object)
            XCTAssertNil(results.object)
        }
    }
}
