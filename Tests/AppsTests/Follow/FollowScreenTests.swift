import APIClient
import Apps
import RxUI
import XCTest

/// The `follow` screen driven as a user would, on the offline fixtures (200 ms latency).
final class FollowScreenTests: XCTestCase {
    private let device = Device()

    func testOpensRefreshingThenShowsTenUsers() throws {
        try device.open("follow")
        XCTAssertEqual(try device.snapshotValue("nav.title"), .string("Who to follow"))
        XCTAssertEqual(try device.snapshotValue("table.refreshing"), .bool(true))
        XCTAssertEqual(try device.snapshotValue("activity.visible"), .bool(true))
        XCTAssertThrowsError(try device.window.pullToRefresh()) { error in
            XCTAssertEqual("\(error)", "table is already refreshing")
        }

        device.scheduler.advanceTo(199)
        XCTAssertEqual(try device.snapshotValue("table.refreshing"), .bool(true))
        device.scheduler.advanceTo(200)
        XCTAssertEqual(try device.snapshotValue("table.refreshing"), .bool(false))
        XCTAssertEqual(try device.snapshotValue("activity.visible"), .bool(false))
        XCTAssertEqual(try device.snapshotValue("table.count"), .int(10))
        for row in 0..<10 {
            let login = try XCTUnwrap(device.snapshotValue("table[\(row)].title").stringValue)
            XCTAssertEqual(try device.snapshotValue("table[\(row)].subtitle"), .string("https://github.com/\(login)"))
            let avatar = try XCTUnwrap(device.snapshotValue("table[\(row)].image").stringValue)
            XCTAssertTrue(avatar.hasPrefix("https://avatars.githubusercontent.com/u/"), avatar)
        }
        let since = SeededRandomSource(seed: 0).int(in: 0..<500)
        XCTAssertEqual(device.network.client.log.entries.map(\.url), ["https://api.github.com/users?since=\(since)"])
    }

    func testRefreshLoadsAgain() throws {
        try device.open("follow")
        device.scheduler.advanceTo(1000)
        try device.perform { try $0.pullToRefresh() }
        XCTAssertEqual(try device.snapshotValue("table.refreshing"), .bool(true))
        XCTAssertEqual(try device.snapshotValue("activity.visible"), .bool(true))
        device.scheduler.advanceTo(1200)
        XCTAssertEqual(try device.snapshotValue("table.refreshing"), .bool(false))
        XCTAssertEqual(try device.snapshotValue("table.count"), .int(10))
        XCTAssertEqual(device.network.client.log.entries.count, 2)
    }

    func testDeletingARowShowsSomeoneNotShownInItsPlace() throws {
        try device.open("follow")
        device.scheduler.advanceTo(200)
        let before = try device.rowTitles()
        try device.perform { try $0.deleteRow(3) }
        let after = try device.rowTitles()
        XCTAssertEqual(after.count, 10)
        XCTAssertFalse(before.contains(after[3]), "\(after[3]) was already shown")
        XCTAssertEqual(Array(after[..<3]) + Array(after[4...]), Array(before[..<3]) + Array(before[4...]))
        XCTAssertEqual(try device.snapshotValue("table[3].subtitle"), .string("https://github.com/\(after[3])"))
    }

    func testSelectingARowOpensTheProfile() throws {
        try device.open("follow")
        device.scheduler.advanceTo(200)
        let login = try device.rowTitles()[6]
        try device.perform { try $0.selectRow(6) }
        XCTAssertEqual(try device.snapshotValue("opened.url"), .string("https://github.com/\(login)"))
        XCTAssertEqual(try device.snapshotValue("table.selected"), .null, "deselected, as the seed does")
    }

    func testTheSessionSeedDecidesWhoIsShown() throws {
        func shown(seed: UInt64) throws -> [String] {
            let device = Device(seed: seed)
            try device.open("follow")
            device.scheduler.advanceTo(200)
            return try device.rowTitles()
        }
        XCTAssertEqual(try shown(seed: 7), try shown(seed: 7))
        XCTAssertNotEqual(try shown(seed: 7), try shown(seed: 8))
    }
}
