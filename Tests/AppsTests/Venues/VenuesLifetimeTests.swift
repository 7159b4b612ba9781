@testable import Apps
import RxUI
import XCTest

/// Closing the screen releases its controller and ViewModel and cancels its timers and requests.
final class VenuesLifetimeTests: XCTestCase {
    private weak var controller: VenuesViewController?
    private weak var viewModel: VenuesViewModel?

    /// Opens venues with a search in flight and a throttled one waiting, and watches both objects.
    private func openBusyVenues(on device: Device, push: Bool = false) throws {
        if push {
            let screen = VenuesViewController(environment: device.window.environment)
            device.window.navigationStack.pushViewController(screen)
            device.scheduler.runDue()
        } else {
            try device.open("venues")
        }
        controller = device.window.topScreen as? VenuesViewController
        viewModel = controller?.viewModel
        XCTAssertNotNil(viewModel)
        device.scheduler.advanceTo(device.scheduler.clock + 100)
        try device.perform { try $0.type("coffee", into: "searchBar") }
        XCTAssertEqual(device.scheduler.pendingWork.map(\.label), ["network response", "throttle"])
    }

    private func blankRegistry() -> ScreenRegistry {
        var registry = AppCatalog.registry
        registry.register("blank") { ViewController(name: "blank", environment: $0) }
        return registry
    }

    func testReplacingTheScreenReleasesIt() throws {
        let device = Device(registry: blankRegistry())
        try openBusyVenues(on: device)
        try device.open("blank")
        XCTAssertNil(controller)
        XCTAssertNil(viewModel)
        XCTAssertEqual(device.scheduler.pendingWork, [])
    }

    func testGoingBackReleasesIt() throws {
        let device = Device(registry: blankRegistry())
        try device.open("blank")
        try openBusyVenues(on: device, push: true)
        XCTAssertEqual(try device.snapshotValue("nav.depth"), .int(2))
        try device.perform { try $0.goBack() }
        XCTAssertNil(controller)
        XCTAssertNil(viewModel)
        XCTAssertEqual(device.scheduler.pendingWork, [])
    }

    func testReleasingTheDeviceReleasesIt() throws {
        weak var scheduler: AnyObject?
        do {
            let device = Device()
            scheduler = device.scheduler
            try openBusyVenues(on: device)
        }
        XCTAssertNil(controller)
        XCTAssertNil(viewModel)
        XCTAssertNil(scheduler, "nothing keeps the clock and its pending work alive")
    }
}
