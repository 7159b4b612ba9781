@testable import Apps
import Phone
import RxUI
import XCTest

/// Closing the screen releases its controller and ViewModel and cancels its requests.
final class FollowLifetimeTests: XCTestCase, @unchecked Sendable {
    private weak var controller: FollowViewController?
    private weak var viewModel: FollowViewModel?

    @MainActor private static var registryWithBlank: ScreenRegistry {
        var registry = AppCatalog.registry
        registry.register("blank") { ViewController(name: "blank", environment: $0) }
        return registry
    }

    /// Watches the follow screen on top, whose first load is in flight.
    @MainActor private func watchLoadingFollow(of user: PhoneUser) {
        controller = user.device.window.topScreen as? FollowViewController
        viewModel = controller?.viewModel
        XCTAssertNotNil(viewModel)
        XCTAssertEqual(user.device.scheduler.pendingWork.map(\.label), ["network response"])
    }

    func testReplacingTheScreenReleasesIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "follow", device: Device.apps(registry: Self.registryWithBlank))
            watchLoadingFollow(of: user)
            try user.device.open("blank")
            XCTAssertNil(controller)
            XCTAssertNil(viewModel)
            XCTAssertEqual(user.device.scheduler.pendingWork, [])
        }
    }

    func testGoingBackReleasesIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "blank", device: Device.apps(registry: Self.registryWithBlank))
            let window = user.device.window
            window.navigationStack.pushViewController(FollowViewController(environment: window.environment))
            user.device.scheduler.runDue()
            watchLoadingFollow(of: user)
            try user.goBack()
            XCTAssertNil(controller)
            XCTAssertNil(viewModel)
            XCTAssertEqual(user.device.scheduler.pendingWork, [])
        }
    }

    func testReleasingTheDeviceAfterDeletesReleasesIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            weak var scheduler: AnyObject?
            do {
                let user = try PhoneUser(opening: "follow")
                scheduler = user.device.scheduler
                watchLoadingFollow(of: user)
                user.wait(until: 200)
                try user.deleteRow(0)
                try user.select(row: 1)
            }
            XCTAssertNil(controller)
            XCTAssertNil(viewModel)
            XCTAssertNil(scheduler, "nothing keeps the clock and its pending work alive")
        }
    }
}
