@testable import Apps
import Phone
import RxUI
import XCTest

/// Closing the screen releases its controller and ViewModel and cancels its timers and requests.
final class VenuesLifetimeTests: XCTestCase, @unchecked Sendable {
    private weak var controller: VenuesViewController?
    private weak var viewModel: VenuesViewModel?

    @MainActor private static var registryWithBlank: ScreenRegistry {
        var registry = AppCatalog.registry
        registry.register("blank") { ViewController(name: "blank", environment: $0) }
        return registry
    }

    /// Watches the venues screen on top and leaves a search in flight and a throttled one waiting.
    @MainActor private func watchBusyVenues(of user: PhoneUser) throws {
        controller = user.device.window.topScreen as? VenuesViewController
        viewModel = controller?.viewModel
        XCTAssertNotNil(viewModel)
        user.wait(100)
        try user.type("coffee", into: "searchBar")
        XCTAssertEqual(user.device.scheduler.pendingWork.map(\.label), ["network response", "throttle"])
    }

    func testReplacingTheScreenReleasesIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "venues", device: Device.apps(registry: Self.registryWithBlank))
            try watchBusyVenues(of: user)
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
            window.navigationStack.pushViewController(VenuesViewController(environment: window.environment))
            user.device.scheduler.runDue()
            try watchBusyVenues(of: user)
            XCTAssertEqual(try user.int("nav.depth"), 2)
            try user.goBack()
            XCTAssertNil(controller)
            XCTAssertNil(viewModel)
            XCTAssertEqual(user.device.scheduler.pendingWork, [])
        }
    }

    func testReleasingTheDeviceReleasesIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            weak var scheduler: AnyObject?
            do {
                let user = try PhoneUser(opening: "venues")
                scheduler = user.device.scheduler
                try watchBusyVenues(of: user)
            }
            XCTAssertNil(controller)
            XCTAssertNil(viewModel)
            XCTAssertNil(scheduler, "nothing keeps the clock and its pending work alive")
        }
    }
}
