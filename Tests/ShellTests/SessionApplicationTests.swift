import Foundation
import RxUI
import XCTest

@testable import RxsSession

/// `UIApplication.shared` inside a session is the session's: its indicator is `activity`, the
/// URLs it opens are `opened.url`, and a second session does not see the first one's.
final class SessionApplicationTests: XCTestCase {
    func testSharedApplicationIsTheSessionsOwn() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestScreens.session()
            let other = TestScreens.session()
            session.lines(["open application"])
            other.lines(["open application"])
            XCTAssertEqual(session.lines("toggle busy"), ["[0.000s] busy.on: false → true", "[0.000s] activity.visible: false → true"])
            XCTAssertFalse(other.snapshot.networkActivityVisible)
            XCTAssertEqual(session.lines("tap help"), [#"[0.000s] opened.url: null → "https://example.com/help""#])
            XCTAssertNil(other.snapshot.openedURL)
            XCTAssertFalse(UIApplication.shared.isNetworkActivityIndicatorVisible, "outside sessions the process's own is untouched")
        }
    }
}
