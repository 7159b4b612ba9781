import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsSession

/// `rxs describe` of an app registered by its delegates opens it as `open` does, and the
/// windows its delegates make show the root in the describing window only.
final class AppDescribeTests: XCTestCase {
    func testDescribingAnAppWithScenesShowsItsRootOnce() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let log = LaunchLog()
            let text = try ScreenCommands.describe(["myapp"], options: launchOptions(log, scenes: true))
            XCTAssertTrue(text.contains("Home"), text)
            XCTAssertEqual(log.homeAppearances, 1, "\(log.calls)")
        }
    }

    func testDescribingAnAppWithoutScenesShowsItsRootOnce() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let log = LaunchLog()
            let text = try ScreenCommands.describe(["myapp"], options: launchOptions(log, scenes: false))
            XCTAssertFalse(text.isEmpty)
            XCTAssertEqual(log.homeAppearances, 1, "\(log.calls)")
        }
    }
}
