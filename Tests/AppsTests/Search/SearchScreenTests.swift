import Phone
import APIClient
@testable import Apps
import RxUI
import XCTest

/// The `search` screen and the `results` screen it pushes, through a Device: SPEC §6 paths
/// with the default fixtures' texts.
final class SearchScreenTests: XCTestCase {
    func testOpensInvalidWithTheSeedsTexts() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "search")
            XCTAssertEqual(try user.string("nav.title"), "GitHub リポジトリ検索")
            XCTAssertEqual(try user.int("nav.depth"), 1)
            XCTAssertEqual(try user.string("searchField.text"), "")
            XCTAssertEqual(try user.string("searchField.placeholder"), "検索ワード")
            XCTAssertEqual(try user.string("searchButton.title"), "検索")
            XCTAssertEqual(try user.bool("searchButton.enabled"), false, "the empty text is validated too")
            XCTAssertEqual(try user.string("validMessage.text"), "3文字以上入力してください")
            XCTAssertEqual(try user.bool("validMessage.hidden"), false)
            XCTAssertEqual(try user.bool("hud.visible"), false)
        }
    }

    func testEveryKeystrokeIsValidated() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "search")
            for (text, valid) in [("r", false), ("rx", false), ("rxs", true), ("rx", false), ("日本語", true), ("", false)] {
                try user.type(text, into: "searchField")
                XCTAssertEqual(try user.bool("searchButton.enabled"), valid, text)
                XCTAssertEqual(try user.bool("validMessage.hidden"), valid, text)
            }
            XCTAssertThrowsError(try user.tap("searchButton")) { error in
                XCTAssertEqual("\(error)", "tap searchButton: the button is disabled")
            }
            try user.pressReturn(in: "searchField")
            user.wait(1_000)
            XCTAssertEqual(user.networkLog, [], "return with an invalid word searches nothing")
        }
    }

    func testATapShowsTheHUDThenPushesTheResultsTitledWithTheQuery() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "search")
            try user.type("rxswift", into: "searchField")
            try user.tap("searchButton")
            XCTAssertEqual(try user.bool("hud.visible"), true)
            XCTAssertEqual(try user.int("nav.depth"), 1)
            user.wait(199)
            XCTAssertEqual(try user.bool("hud.visible"), true)
            user.wait(1)
            XCTAssertEqual(try user.bool("hud.visible"), false)
            XCTAssertEqual(try user.int("nav.depth"), 2)
            XCTAssertEqual(try user.string("nav.screen"), "results")
            XCTAssertEqual(try user.string("nav.title"), "rxswift")
            XCTAssertEqual(try user.int("table.count"), 30)
            XCTAssertEqual(try user.string("table[0].title"), "ReactiveX/RxSwift")
            XCTAssertEqual(try user.string("table[0].detail"), "24211")
            XCTAssertEqual(try user.string("table[1].title"), "RxSwiftCommunity/RxSwiftExt")
            XCTAssertEqual(try user.string("table[1].detail"), "1338")
            XCTAssertEqual(user.networkLog, ["GET https://api.github.com/search/repositories?q=rxswift&page=1 → 200 OK"])

            try user.goBack()
            XCTAssertEqual(try user.int("nav.depth"), 1)
            XCTAssertEqual(try user.string("nav.title"), "GitHub リポジトリ検索")
            XCTAssertEqual(try user.string("searchField.text"), "rxswift")
            XCTAssertEqual(try user.bool("searchButton.enabled"), true)
            XCTAssertThrowsError(try user.goBack()) { error in
                XCTAssertEqual("\(error)", "already at the root screen: there is nothing to go back to")
            }
        }
    }

    func testReturnSearchesAndZeroResultsStillPushAnEmptyList() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "search")
            try user.type("zzzzqqqq", into: "searchField")
            try user.pressReturn(in: "searchField")
            XCTAssertEqual(try user.bool("hud.visible"), true)
            XCTAssertEqual(try user.bool("searchField.editing"), false, "return closes the keyboard")
            user.wait(200)
            XCTAssertEqual(try user.int("nav.depth"), 2)
            XCTAssertEqual(try user.string("nav.title"), "zzzzqqqq")
            XCTAssertEqual(try user.int("table.count"), 0)
            XCTAssertEqual(try user.bool("alert.visible"), false)
        }
    }

    func testADoubleTapPushesOnce() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let user = try PhoneUser(opening: "search")
            try user.type("rxswift", into: "searchField")
            try user.tap("searchButton")
            user.wait(50)
            try user.tap("searchButton")
            user.wait(1_000)
            XCTAssertEqual(try user.int("nav.depth"), 2)
            XCTAssertEqual(user.networkLog.count, 1)
            try user.goBack()
            try user.tap("searchButton")
            user.wait(200)
            XCTAssertEqual(try user.int("nav.depth"), 2, "a later search pushes again")
            XCTAssertEqual(user.networkLog.count, 2)
        }
    }
}
