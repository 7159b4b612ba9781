import APIClient
@testable import Apps
import Foundation
import RxUI
import XCTest

final class SuggestionsTests: XCTestCase {
    private func user(_ id: Int) -> GitHubUser {
        GitHubUser(id: id, login: "user\(id)", avatarURL: nil, htmlURL: URL(fileURLWithPath: "/user\(id)"))
    }

    func testARepeatedUserIsShownOnce() {
        let page = (1...12).map(user) + [user(3), user(5)]
        let suggestions = Suggestions(page: page, random: SeededRandomSource(seed: 9))
        XCTAssertEqual(suggestions.users.count, 12)
        XCTAssertEqual(Set(suggestions.users.map(\.id)).count, 12)
        XCTAssertEqual(suggestions.shown.count, 10)
    }

    func testWithNobodyLeftToSwapInTheDeletedRowGoes() {
        let random = SeededRandomSource(seed: 9)
        var suggestions = Suggestions(page: (1...4).map(user), random: random)
        let kept = suggestions.shown.map(\.id).filter { $0 != suggestions.shown[1].id }
        suggestions.dismiss(row: 1, random: random)
        XCTAssertEqual(suggestions.shown.map(\.id), kept)
        suggestions.dismiss(row: 7, random: random)
        XCTAssertEqual(suggestions.shown.count, 3, "a row that is not shown changes nothing")
    }
}
