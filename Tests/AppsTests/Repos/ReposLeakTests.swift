@testable import Apps
import Phone
import RxUI
import XCTest

/// A closed `repos` screen lets go of everything: its controller and ViewModel are
/// deallocated and no debounce timer or request of it is left on the clock.
final class ReposLeakTests: XCTestCase, @unchecked Sendable {
    func testReplacingTheScreenMidRequestReleasesItCancelsTheRequestAndTurnsTheSpinnerOff() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "repos")
            let (controller, viewModel) = references(on: user.device)
            try user.type("octocat", into: "searchBar")
            user.wait(600)
            XCTAssertEqual(try user.bool("activity.visible"), true)
            XCTAssertFalse(user.device.scheduler.pendingWork.isEmpty)

            try user.device.open("search")
            XCTAssertNil(controller.object)
            XCTAssertNil(viewModel.object)
            XCTAssertEqual(user.device.scheduler.pendingWork, [])
            XCTAssertEqual(try user.bool("activity.visible"), false)
            user.wait(1_000)
            XCTAssertEqual(user.networkLog, [], "the request in flight was cancelled")
        }
    }

    func testReleasingTheDeviceWhileDebouncingReleasesTheScreen() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var device: Device? = Device.apps()
            let (controller, viewModel) = try {
                let user = try PhoneUser(opening: "repos", device: try XCTUnwrap(device))
                try user.type("octocat", into: "searchBar")
                user.wait(100)
                return references(on: user.device)
            }()
            XCTAssertNotNil(controller.object)
            device = nil
            XCTAssertNil(controller.object)
            XCTAssertNil(viewModel.object)
        }
    }

    @MainActor private func references(on device: Device)
        -> (WeakReference<RepositoryListController>, WeakReference<RepositoriesViewModel>) {
        let controller = device.window.topScreen as? RepositoryListController
        XCTAssertNotNil(controller?.repositoriesViewModel)
        return (WeakReference(controller), WeakReference(controller?.repositoriesViewModel))
    }
}
