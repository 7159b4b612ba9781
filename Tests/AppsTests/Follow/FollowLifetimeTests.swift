@testable import Apps
import RxUI
import XCTest

/// Closing the screen releases its controller and ViewModel and cancels its requests.
final class FollowLifetimeTests: XCTestCase {
    private weak var controller: FollowViewController?
    private weak var viewModel: FollowViewModel?

    /// Shows follow with a load in flight and watches its controller and ViewModel.
    private func openLoadingFollow(on device: Device, push: Bool = false) throws {
        if push {
            device.window.navigationStack.pushViewController(FollowViewController(environment: device.window.environment))
            device.scheduler.runDue()
        } else {
            try device.open("follow")
        }
        controller = device.window.topScreen as? FollowViewController
        viewModel = controller?.viewModel
        XCTAssertNotNil(viewModel)
        XCTAssertEqual(device.scheduler.pendingWork.map(\.label), ["network response"])
    }

    private func blankRegistry() -> ScreenRegistry {
        var registry = AppCatalog.registry
        registry.register("blank") { ViewController(name: "blank", environment: $0) }
        return registry
    }

    func testReplacingTheScreenReleasesIt() throws {
        let device = Device(registry: blankRegistry())
        try openLoadingFollow(on: device)
        try device.open("blank")
        XCTAssertNil(controller)
        XCTAssertNil(viewModel)
        XCTAssertEqual(device.scheduler.pendingWork, [])
    }

    func testGoingBackReleasesIt() throws {
        let device = Device(registry: blankRegistry())
        try device.open("blank")
        try openLoadingFollow(on: device, push: true)
        try device.perform { try $0.goBack() }
        XCTAssertNil(controller)
        XCTAssertNil(viewModel)
        XCTAssertEqual(device.scheduler.pendingWork, [])
    }

    func testReleasingTheDeviceAfterDeletesReleasesIt() throws {
        weak var scheduler: AnyObject?
        do {
            let device = Device()
            scheduler = device.scheduler
            try openLoadingFollow(on: device)
            device.scheduler.advanceTo(200)
            try device.perform { try $0.deleteRow(0) }
            try device.perform { try $0.selectRow(1) }
        }
        XCTAssertNil(controller)
        XCTAssertNil(viewModel)
        XCTAssertNil(scheduler, "nothing keeps the clock and its pending work alive")
    }
}
