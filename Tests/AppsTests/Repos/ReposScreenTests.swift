import Phone
import APIClient
@testable import Apps
import RxUI
import XCTest

/// The `repos` screen through a Device, as a person (or a script) uses it: SPEC §6 paths with
/// the default fixtures' texts.
final class ReposScreenTests: XCTestCase, @unchecked Sendable {
    func testOpensWithTheSeedTitleAnEmptySearchBarAndNoRows() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "repos")
            XCTAssertEqual(try user.string("nav.title"), "Search repos for username")
            XCTAssertEqual(try user.string("nav.screen"), "repos")
            XCTAssertEqual(try user.int("nav.depth"), 1)
            XCTAssertEqual(try user.string("searchBar.text"), "")
            XCTAssertEqual(try user.int("table.count"), 0)
            XCTAssertEqual(try user.bool("activity.visible"), false)
            XCTAssertEqual(try user.bool("alert.visible"), false)
            XCTAssertEqual(user.networkLog, [], "opening with an empty search bar requests nothing")
        }
    }

    func testTypingAUserNameListsTheirRepositoriesHalfASecondAfterTheLastKeystroke() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "repos")
            try user.type("o", into: "searchBar")
            user.wait(100)
            try user.type("oc", into: "searchBar")
            user.wait(100)
            try user.type("octocat", into: "searchBar")
            user.wait(499)
            XCTAssertEqual(try user.bool("activity.visible"), false, "still debouncing")
            user.wait(1)
            XCTAssertEqual(try user.bool("activity.visible"), true, "the request is in flight")
            user.wait(199)
            XCTAssertEqual(try user.int("table.count"), 0)
            user.wait(1)
            XCTAssertEqual(try user.bool("activity.visible"), false)
            XCTAssertEqual(try user.rowTitles(), [
                "boysenberry-repo-1", "git-consortium", "hello-worId", "Hello-World", "linguist", "octocat.github.io",
                "Spoon-Knife", "test-repo1",
            ])
            XCTAssertEqual(try user.string("table[3].subtitle"), "https://github.com/octocat/Hello-World")
            XCTAssertEqual(try user.string("table[6].subtitle"), "https://github.com/octocat/Spoon-Knife")
            XCTAssertEqual(user.networkLog, ["GET https://api.github.com/users/octocat/repos → 200 OK"])
        }
    }

    func testAUserWithoutRepositoriesGetsTheSeedAlertAndAnEmptyList() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "repos")
            try user.type("octocat", into: "searchBar")
            user.wait(700)
            XCTAssertEqual(try user.int("table.count"), 8)
            try user.type("emptyuser", into: "searchBar")
            user.wait(700)
            try assertNoRepositoriesAlert(user)
            XCTAssertEqual(try user.int("table.count"), 0)
            try user.dismissAlert(tapping: "OK")
            XCTAssertEqual(try user.bool("alert.visible"), false)
        }
    }

    func testAnUnknownUserIsGitHubs404AndSaysNoRepositoriesToo() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "repos")
            try user.type("no-such-user-xyz", into: "searchBar")
            user.wait(700)
            try assertNoRepositoriesAlert(user)
            XCTAssertEqual(try user.bool("activity.visible"), false)
            XCTAssertEqual(user.networkLog,
                           ["GET https://api.github.com/users/no-such-user-xyz/repos → failed: api.github.com answered HTTP 404 Not Found: Not Found"])
        }
    }

    /// The first answer's alert is still up when the second answer arrives: the seed's check
    /// keeps a second alert from stacking on it.
    func testTheAlertIsNotShownTwiceWhileOneIsShowing() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "repos")
            try user.type("emptyuser", into: "searchBar")
            user.wait(600)
            try user.type("no-such-user-xyz", into: "searchBar")
            user.wait(100)
            try assertNoRepositoriesAlert(user)
            user.wait(600)
            XCTAssertEqual(user.networkLog.count, 2, "both names were looked up")
            try user.dismissAlert()
            XCTAssertEqual(try user.bool("alert.visible"), false, "one dismissal and no alert is left")
        }
    }

    func testClearingTheSearchBarKeepsTheRows() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "repos")
            try user.type("octocat", into: "searchBar")
            user.wait(700)
            try user.type("", into: "searchBar")
            user.wait(2_000)
            XCTAssertEqual(try user.int("table.count"), 8)
            XCTAssertEqual(user.networkLog.count, 1)
            XCTAssertEqual(try user.bool("alert.visible"), false)
        }
    }

    func testSelectingARowSelectsItAndDismissesTheKeyboardWithoutNavigating() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "repos")
            try user.type("octocat", into: "searchBar")
            user.wait(700)
            XCTAssertEqual(try user.bool("searchBar.editing"), true)
            try user.select(row: 3)
            XCTAssertEqual(try user.int("table.selected"), 3)
            XCTAssertEqual(try user.bool("searchBar.editing"), false)
            XCTAssertEqual(try user.int("nav.depth"), 1)
            XCTAssertEqual(try user.value("opened.url"), .null)
            user.wait(1_000)
            XCTAssertEqual(user.networkLog.count, 1, "ending the edit does not look the same name up again")
            XCTAssertEqual(try user.int("table.selected"), 3)
        }
    }

    @MainActor private func assertNoRepositoriesAlert(_ user: PhoneUser, line: UInt = #line) throws {
        XCTAssertEqual(try user.bool("alert.visible"), true, line: line)
        XCTAssertEqual(try user.string("alert.title"), ":(", line: line)
        XCTAssertEqual(try user.string("alert.message"), "No repositories for this user.", line: line)
        XCTAssertEqual(try user.string("alert.buttons"), "OK", line: line)
    }
}
