@testable import Apps
import Foundation
import XCTest

/// `ShownRows` keeps a row's ViewModel for a user still shown, and only for the same user:
/// the same id with other details is another ViewModel.
final class ShownRowsTests: XCTestCase {
    private func user(_ id: Int, _ login: String) -> GitHubUser {
        GitHubUser(id: id, login: login, avatarURL: nil,
                   htmlURL: URL(string: "https://github.com/\(login)") ?? URL(fileURLWithPath: "/"))
    }

    func testAUserStillShownKeepsItsViewModelWhereverItMoves() {
        let rows = ShownRows()
        let first = rows.viewModels(for: [user(1, "a"), user(2, "b")][...])
        let second = rows.viewModels(for: [user(3, "c"), user(1, "a")][...])
        XCTAssertTrue(second[1] === first[0])
        XCTAssertFalse(second[0] === first[0] || second[0] === first[1])
        XCTAssertEqual(second.map(\.model.value.login), ["c", "a"])
    }

    func testTheSameIdWithOtherDetailsGetsANewViewModel() {
        let rows = ShownRows()
        let first = rows.viewModels(for: [user(1, "a"), user(2, "b")][...])
        let second = rows.viewModels(for: [user(1, "renamed"), user(2, "b")][...])
        XCTAssertFalse(second[0] === first[0])
        XCTAssertTrue(second[1] === first[1])
        XCTAssertEqual(second[0].model.value.login, "renamed")
    }
}
