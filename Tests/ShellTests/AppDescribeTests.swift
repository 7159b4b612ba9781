import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsSession

/// `rxs describe` of an app registered by its delegates opens it as `open` does, and the
/// windows its delegates make show the root in the describing window only.
final class AppDescribeTests: XCTestCase {
    private func options(_ log: LaunchLog, scenes: Bool) -> SessionOptions {
        var options = SessionOptions.builtIn
        options.registry = {
            var registry = ScreenRegistry()
            if scenes {
                registry.register("myapp", appDelegate: { LoggingAppDelegate(log: log) },
                                  sceneDelegate: { LoggingSceneDelegate(log: log) })
            } else {
                registry.register("myapp", appDelegate: { WindowAppDelegate(log: log) })
            }
            return registry
        }
        return options
    }

    func testDescribingAnAppWithScenesLoadsItsRootOnce() throws {
        let log = LaunchLog()
        let text = try ScreenCommands.describe(["myapp"], options: options(log, scenes: true))
        XCTAssertTrue(text.contains("Home"), text)
        XCTAssertEqual(log.homeAppearances, 1, "\(log.calls)")
    }

    func testDescribingAnAppWithoutScenesLoadsItsRootOnce() throws {
        let log = LaunchLog()
        let text = try ScreenCommands.describe(["myapp"], options: options(log, scenes: false))
        XCTAssertFalse(text.isEmpty)
        XCTAssertEqual(log.homeAppearances, 1, "\(log.calls)")
    }
}
