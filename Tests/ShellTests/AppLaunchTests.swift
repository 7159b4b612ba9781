import RxUI
import XCTest

@testable import RxsSession

/// `open <app>` for an app registered by its delegates: the callbacks in iOS's launch order,
/// the key window's root shown, the refusals word for word, and the device per session.
final class AppLaunchTests: XCTestCase, @unchecked Sendable {
    @MainActor private func session(_ log: LaunchLog, scenes: Bool = true) -> Session {
        Session(options: launchOptions(log, scenes: scenes))
    }

    func testOpeningAnAppRunsItsDelegatesInLaunchOrderAndShowsTheKeyWindowsRoot() {
        MainActor.assumeIsolated { () -> Void in
            let log = LaunchLog()
            let session = session(log)
            session.lines(["open myapp"])
            XCTAssertEqual(log.calls, [
                "willFinishLaunching nil", "didFinishLaunching",
                "configurationForConnecting UIWindowSceneSessionRoleApplication", "willConnectTo Default Configuration",
                "sceneWillEnterForeground", "sceneDidBecomeActive", "viewDidLoad",
            ])
            XCTAssertEqual(session.snapshot.top?.name, "launchedHome")
            XCTAssertEqual(session.snapshot.top?.title, "Home")
            XCTAssertTrue(log.sharedWasTheApplication, "UIApplication.shared is the session's application")
            XCTAssertTrue(log.delegateWasSet, "its delegate is set before didFinishLaunching")
            XCTAssertEqual(log.stateWhileConnecting, .inactive)
            XCTAssertEqual(log.sceneStateWhileConnecting, .unattached)
            XCTAssertEqual(log.persistentIdentifier, "00000000-0000-4000-8000-000000000001")
            let application = session.window.application
            XCTAssertTrue(application.delegate is LoggingAppDelegate)
            XCTAssertEqual(application.applicationState, .active)
            XCTAssertEqual(application.connectedScenes.count, 1)
            XCTAssertEqual(application.openSessions.count, 1)
            let scene = application.connectedScenes.first as? UIWindowScene
            XCTAssertEqual(scene?.activationState, .foregroundActive)
            XCTAssertTrue(scene?.delegate is LoggingSceneDelegate)
            XCTAssertTrue(scene?.session.scene === scene)
            XCTAssertEqual(scene?.windows.count, 1)
            XCTAssertTrue(scene?.keyWindow?.rootViewController is UINavigationController)
            XCTAssertTrue(application.keyWindow === scene?.keyWindow)
        }
    }

    func testOpeningTheAppAgainLaunchesItFresh() {
        MainActor.assumeIsolated { () -> Void in
            let log = LaunchLog()
            let session = session(log)
            session.lines(["open myapp"])
            let first = session.window.application.delegate
            session.lines(["open myapp"])
            XCTAssertFalse(session.window.application.delegate === first, "a fresh app delegate")
            XCTAssertEqual(session.window.application.connectedScenes.count, 1)
            XCTAssertEqual(session.window.application.windows.count, 1)
            XCTAssertEqual(log.persistentIdentifier, "00000000-0000-4000-8000-000000000002")
            XCTAssertEqual(session.snapshot.screens.map(\.name), ["launchedHome"])
        }
    }

    func testAnAppWithoutScenesShowsTheWindowItsAppDelegateMade() {
        MainActor.assumeIsolated { () -> Void in
            let log = LaunchLog()
            let session = session(log, scenes: false)
            session.lines(["open myapp"])
            XCTAssertEqual(log.calls, ["didFinishLaunching", "applicationDidBecomeActive", "viewDidLoad"])
            XCTAssertEqual(session.snapshot.top?.name, "launchedHome")
            XCTAssertTrue(session.window.application.connectedScenes.isEmpty)
        }
    }

    func testAnAppThatMakesNoKeyWindowIsRefused() {
        MainActor.assumeIsolated { () -> Void in
            let log = LaunchLog()
            log.makesWindow = false
            XCTAssertEqual(session(log).error("open myapp"), """
                flow.rxs:1:6: error: app "myapp" did not launch: its scene(_:willConnectTo:options:) made no key window \
                (UIWindow(windowScene:), then makeKeyAndVisible())
                open myapp
                     ^~~~~
                """)
        }
    }

    func testAnAppWithoutScenesThatMakesNoWindowIsRefused() {
        MainActor.assumeIsolated { () -> Void in
            let log = LaunchLog()
            log.makesWindow = false
            XCTAssertEqual(session(log, scenes: false).error("open myapp"), """
                flow.rxs:1:6: error: app "myapp" did not launch: its application(_:didFinishLaunchingWithOptions:) made no key window
                open myapp
                     ^~~~~
                """)
            XCTAssertEqual(log.calls, ["didFinishLaunching", "applicationDidBecomeActive"])
        }
    }

    func testAKeyWindowWithoutARootIsRefused() {
        MainActor.assumeIsolated { () -> Void in
            let log = LaunchLog()
            log.setsRoot = false
            XCTAssertEqual(session(log).error("open myapp"), """
                flow.rxs:1:6: error: app "myapp" did not launch: its key window has no rootViewController
                open myapp
                     ^~~~~
                """)
        }
    }

    func testAKeyWindowOfNoSceneIsRefused() {
        MainActor.assumeIsolated { () -> Void in
            let log = LaunchLog()
            log.makesSceneLessWindow = true
            XCTAssertEqual(session(log).error("open myapp"), """
                flow.rxs:1:6: error: app "myapp" did not launch: its key window belongs to no scene \
                (make it with UIWindow(windowScene:))
                open myapp
                     ^~~~~
                """)
        }
    }

    func testDidFinishLaunchingReturningFalseIsRefused() {
        MainActor.assumeIsolated { () -> Void in
            let log = LaunchLog()
            log.finishes = false
            XCTAssertEqual(session(log).error("open myapp"), """
                flow.rxs:1:6: error: app "myapp" did not launch: its application(_:didFinishLaunchingWithOptions:) returned false
                open myapp
                     ^~~~~
                """)
            XCTAssertEqual(log.calls, ["willFinishLaunching nil", "didFinishLaunching"], "no scene connects")
        }
    }

    func testAConfigurationNamingAnotherDelegateClassIsRefused() {
        MainActor.assumeIsolated { () -> Void in
            let log = LaunchLog()
            log.namesOtherDelegateClass = true
            XCTAssertEqual(session(log).error("open myapp"), """
                flow.rxs:1:6: error: app "myapp" did not launch: its scene configuration's delegateClass is UIResponder, \
                not the registered LoggingSceneDelegate
                open myapp
                     ^~~~~
                """)
        }
    }

    func testEachSessionHasItsOwnDevice() {
        MainActor.assumeIsolated { () -> Void in
            let log = LaunchLog()
            let launched = session(log)
            let other = session(LaunchLog())
            launched.lines(["open myapp"])
            let device = launched.window.application.device
            XCTAssertTrue(device.isBatteryMonitoringEnabled, "the home screen turned monitoring on")
            XCTAssertEqual(device.batteryLevel, 1)
            XCTAssertFalse(other.window.application.device === device)
            XCTAssertFalse(other.window.application.device.isBatteryMonitoringEnabled)
            XCTAssertEqual(launched.snapshot.top?.element("deviceLabel")?.value(of: "text"), .string("iPhone 17.0"))
        }
    }
}
