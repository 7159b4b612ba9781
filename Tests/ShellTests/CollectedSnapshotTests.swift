import RxUI
import XCTest

@testable import RxsSession

/// A line that only reads (`expect`, `state`, `show`) right after a command gets the snapshot
/// that command's changes were collected from, unless something may have run since
/// (`Session.stateRevision`): what it reads is what a snapshot taken then gives.
final class CollectedSnapshotTests: XCTestCase {
    private let flow = [
        "open form", "type nameField abc", "wait 200ms", "wait 400ms", "tap nope", "type nameField fail",
        "wait 1s", "tap sendButton", "dismiss Retry", "type nameField bob", "tap sendButton", "back",
    ]

    func testAStateAfterEachLineInOneScopeIsTheWindowsSnapshotNow() {
        let session = TestScreens.session()
        session.inScope {
            for line in flow {
                _ = session.run(line)
                // The clock moved with nothing due, due work ran, a refused tap, an alert, a push.
                XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()), "after \(line)")
                XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()), "again after \(line)")
            }
        }
    }

    func testAScreenOpenedDirectlyBetweenTwoLinesIsWhatTheNextLineReads() throws {
        let session = TestScreens.session()
        session.lines(["open form", "type nameField abc"])
        // As `rxs screens` does: the device changed outside any line, after the last collection.
        try session.device.open("form")
        XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()))
        XCTAssertEqual(session.failure("expect nameField.text == abc"),
                       """
            expect failed: nameField.text == abc
              expected: == "abc"
              actual:   ""
              1 timer pending: debounce due in 500 ms — use wait or settle
            """)
    }

    func testAFieldTypedOutsideAnyLineIsWhatTheNextLineInAScopeReads() {
        let session = TestScreens.session()
        session.inScope { session.lines(["open form", "type nameField abc"]) }
        // The scope was left, so the next one does not trust what was collected in it.
        (session.window.navigationStack.viewControllers.last as? FormScreen)?.nameField.text = "xyz"
        session.inScope {
            XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()))
        }
    }

    /// What `state` prints of `snapshot`, line by line.
    private static func state(_ snapshot: Snapshot) -> [String] {
        JSONRenderer().render(snapshot, previous: nil).split(separator: "\n").map(String.init)
    }
}
