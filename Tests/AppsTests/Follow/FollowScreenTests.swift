import Phone
import APIClient
import Apps
import RxUI
import XCTest

/// The `follow` screen driven as a user would, on the offline fixtures (200 ms latency).
final class FollowScreenTests: XCTestCase {
    func testOpensRefreshingThenShowsTenUsers() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "follow")
            XCTAssertEqual(try user.string("nav.title"), "Who to follow")
            XCTAssertEqual(try user.bool("table.refreshing"), true)
            XCTAssertEqual(try user.bool("activity.visible"), true)
            XCTAssertThrowsError(try user.pullToRefresh()) { error in
                XCTAssertEqual("\(error)", "table is already refreshing")
            }

            user.wait(until: 199)
            XCTAssertEqual(try user.bool("table.refreshing"), true)
            user.wait(until: 200)
            XCTAssertEqual(try user.bool("table.refreshing"), false)
            XCTAssertEqual(try user.bool("activity.visible"), false)
            XCTAssertEqual(try user.int("table.count"), 10)
            for row in 0..<10 {
                let login = try XCTUnwrap(user.string("table[\(row)].title"))
                XCTAssertEqual(try user.string("table[\(row)].subtitle"), "https://github.com/\(login)")
                let avatar = try XCTUnwrap(user.string("table[\(row)].image"))
                XCTAssertTrue(avatar.hasPrefix("https://avatars.githubusercontent.com/u/"), avatar)
            }
            let since = SeededRandomSource(seed: 0).int(in: 0..<500)
            XCTAssertEqual(user.networkLog, ["GET https://api.github.com/users?since=\(since) → 200 OK"])
        }
    }

    func testRefreshLoadsAgain() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "follow")
            user.wait(until: 1000)
            try user.pullToRefresh()
            XCTAssertEqual(try user.bool("table.refreshing"), true)
            XCTAssertEqual(try user.bool("activity.visible"), true)
            user.wait(until: 1200)
            XCTAssertEqual(try user.bool("table.refreshing"), false)
            XCTAssertEqual(try user.int("table.count"), 10)
            XCTAssertEqual(user.networkLog.count, 2)
        }
    }

    func testDeletingARowShowsSomeoneNotShownInItsPlace() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "follow")
            user.wait(until: 200)
            let before = try user.rowTitles()
            try user.deleteRow(3)
            let after = try user.rowTitles()
            XCTAssertEqual(after.count, 10)
            XCTAssertFalse(before.contains(after[3]), "\(after[3]) was already shown")
            XCTAssertEqual(Array(after[..<3]) + Array(after[4...]), Array(before[..<3]) + Array(before[4...]))
            XCTAssertEqual(try user.string("table[3].subtitle"), "https://github.com/\(after[3])")
        }
    }

    func testSelectingARowOpensTheProfile() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "follow")
            user.wait(until: 200)
            let login = try user.rowTitles()[6]
            try user.select(row: 6)
            XCTAssertEqual(try user.string("opened.url"), "https://github.com/\(login)")
            XCTAssertEqual(try user.value("table.selected"), .null, "deselected, as the seed does")
        }
    }

    func testTheSessionSeedDecidesWhoIsShown() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            @MainActor func shown(seed: UInt64) throws -> [String] {
                let user = try PhoneUser(opening: "follow", device: Device.apps(seed: seed))
                user.wait(until: 200)
                return try user.rowTitles()
            }
            XCTAssertEqual(try shown(seed: 7), try shown(seed: 7))
            XCTAssertNotEqual(try shown(seed: 7), try shown(seed: 8))
        }
    }
}
