@testable import Apps
import Phone
import RxUI
import XCTest

/// A screen that leaves frees its table, the table's cells and their views, and the cells'
/// bindings: a change that made a teardown cheaper by freeing less would be a leak.
final class FollowTeardownTests: XCTestCase, @unchecked Sendable {
    private var watched: [WeakReference<AnyObject>] = []

    @MainActor private static var registryWithBlank: ScreenRegistry {
        var registry = AppCatalog.registry
        registry.register("blank") { ViewController(name: "blank", environment: $0) }
        return registry
    }

    /// Watches the follow screen on top once its users are shown: its table, every cell with
    /// its content view and labels, and the relay each cell's bindings observe.
    @MainActor private func watchLoadedFollow(of user: PhoneUser) throws {
        user.wait(300)
        let controller = try XCTUnwrap(user.device.window.topScreen as? FollowViewController)
        let cells = controller.tableView.visibleCells.compactMap { $0 as? FollowUserCell }
        XCTAssertGreaterThan(cells.count, 1)
        watched = [WeakReference(controller), WeakReference(controller.tableView)]
        for cell in cells {
            let parts: [AnyObject?] = [cell, cell.contentView, cell.textLabel, cell.detailTextLabel, cell.viewModel]
            XCTAssertTrue(parts.allSatisfy { $0 != nil })
            watched += parts.map { WeakReference($0) }
        }
    }

    private func assertAllFreed(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(watched.isEmpty, file: file, line: line)
        let alive = watched.compactMap { $0.object.map { String(describing: type(of: $0)) } }
        XCTAssertEqual(alive, [], "still alive after the screen left", file: file, line: line)
    }

    func testGoingBackFreesTheTableItsCellsAndTheirViews() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "blank", device: Device.apps(registry: Self.registryWithBlank))
            let window = user.device.window
            window.navigationStack.pushViewController(FollowViewController(environment: window.environment))
            try watchLoadedFollow(of: user)
            try user.goBack()
            assertAllFreed()
        }
    }

    func testOpeningAnotherScreenFreesTheTableItsCellsAndTheirViews() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "follow", device: Device.apps(registry: Self.registryWithBlank))
            try watchLoadedFollow(of: user)
            try user.device.open("blank")
            assertAllFreed()
        }
    }
}
