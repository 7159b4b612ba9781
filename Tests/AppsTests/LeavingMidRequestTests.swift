import Apps
import XCTest

/// A screen that leaves while its request is in flight must not leave the session-wide
/// network indicator or HUD on for the next screen.
final class LeavingMidRequestTests: XCTestCase {
    func testEveryAppTurnsItsIndicatorsOffWhenReplacedMidRequest() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let starts: [(screen: String, start: (PhoneUser) throws -> Void)] = [
                ("repos", { try $0.type("octocat", into: "searchBar"); $0.wait(600) }),
                ("venues", { try $0.type("coffee", into: "searchBar") }),
                ("feed", { try $0.pullToRefresh() }),
                ("search", { try $0.type("rxswift", into: "searchField"); try $0.tap("searchButton") }),
                ("follow", { try $0.pullToRefresh() }),
            ]
            for (screen, start) in starts {
                let user = try PhoneUser(opening: screen)
                user.wait(1000)
                try start(user)
                XCTAssertTrue(try user.bool("activity.visible") == true || user.bool("hud.visible") == true
                    || user.bool("table.refreshing") == true, "\(screen) shows no request in flight")
                try user.device.open("repos")
                XCTAssertEqual(try user.bool("activity.visible"), false, "\(screen) left the network indicator on")
                XCTAssertEqual(try user.bool("hud.visible"), false, "\(screen) left the HUD on")
            }
        }
    }
}
