import Foundation
import RxUI
import XCTest

@testable import RxsSession

/// The appearance calls arrive as UIKit makes them: on open, push and pop (`back`), each
/// screen's prints are log lines of the step that caused them, in UIKit's order.
final class ScreenLifecycleTests: XCTestCase, @unchecked Sendable {
    private func logs(_ lines: [String]) -> [String] {
        lines.filter { $0.contains("log: ") }.map { String($0[$0.range(of: "log: ")!.upperBound...]) }
    }

    func testOpenPushAndPopCallTheAppearanceMethodsInUIKitsOrder() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestScreens.session()
            XCTAssertEqual(logs(session.lines("open lifecycle")), [
                "lifecycle viewDidLoad", "lifecycle viewWillAppear", "lifecycle viewDidAppear",
            ])
            XCTAssertEqual(logs(session.lines("tap next")), [
                "second viewDidLoad", "lifecycle viewWillDisappear", "second viewWillAppear",
                "lifecycle viewDidDisappear", "second viewDidAppear",
            ])
            XCTAssertEqual(logs(session.lines("back")), [
                "second viewWillDisappear", "lifecycle viewWillAppear", "second viewDidDisappear",
                "lifecycle viewDidAppear",
            ])
        }
    }
}
