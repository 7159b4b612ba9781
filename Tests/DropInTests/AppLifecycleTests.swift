import Foundation
import UIKit
import XCTest

/// An app's delegates, scenes and device as iOS code uses them, outside any rxs session
/// (ShellTests/AppLaunchTests launches one in a session).
final class AppLifecycleTests: XCTestCase {
    private final class QuietAppDelegate: UIResponder, UIApplicationDelegate {}
    private final class QuietSceneDelegate: UIResponder, UIWindowSceneDelegate {}

    func testADelegateImplementingNothingGetsIOSsAnswers() {
        MainActor.assumeIsolated { () -> Void in
            let delegate = QuietAppDelegate()
            let application = UIApplication.shared
            XCTAssertTrue(delegate.application(application, willFinishLaunchingWithOptions: nil))
            XCTAssertTrue(delegate.application(application, didFinishLaunchingWithOptions: [.url: URL(fileURLWithPath: "/a")]))
            XCTAssertFalse(delegate.application(application, open: URL(fileURLWithPath: "/a"), options: [.openInPlace: true]))
            XCTAssertNil(delegate.window)
            let session = UISceneSession(role: .windowApplication, number: 3)
            let configuration = delegate.application(application, configurationForConnecting: session,
                                                     options: UIScene.ConnectionOptions())
            XCTAssertEqual(configuration.name, "Default Configuration")
            XCTAssertEqual(configuration.role, .windowApplication)
            XCTAssertNil(configuration.delegateClass)
            XCTAssertEqual(session.persistentIdentifier, "00000000-0000-4000-8000-000000000003")
            XCTAssertEqual(delegate.application(application, supportedInterfaceOrientationsFor: nil), .allButUpsideDown)
            var handled: Bool?
            QuietSceneDelegate().windowScene(UIWindowScene(session: session, connectionOptions: UIScene.ConnectionOptions()),
                                             performActionFor: UIApplicationShortcutItem(type: "new", localizedTitle: "New"),
                                             completionHandler: { handled = $0 })
            XCTAssertEqual(handled, false)
        }
    }

    func testBackgroundTasksRemoteNotificationsAndActivitiesAreAcceptedAndNothingComesOfThem() {
        MainActor.assumeIsolated { () -> Void in
            let application = UIApplication.shared
            var expired = false
            let first = application.beginBackgroundTask { expired = true }
            let second = application.beginBackgroundTask(withName: "save", expirationHandler: nil)
            XCTAssertNotEqual(first, .invalid)
            XCTAssertNotEqual(first, second)
            application.endBackgroundTask(first)
            XCTAssertFalse(expired, "the app never goes to the background")
            application.registerForRemoteNotifications()
            XCTAssertFalse(application.isRegisteredForRemoteNotifications, "no push service")
            let delegate = QuietAppDelegate()
            var fetched: UIBackgroundFetchResult?
            delegate.application(application, didReceiveRemoteNotification: [:]) { fetched = $0 }
            XCTAssertEqual(fetched, .noData)
            let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            var restorationCalled = false
            XCTAssertFalse(delegate.application(application, continue: activity) { _ in restorationCalled = true })
            XCTAssertFalse(restorationCalled, "a delegate that does not continue activities restores nothing")
            let restoring: any UIUserActivityRestoring = UIViewController()
            restoring.restoreUserActivityState(activity)
        }
    }

    func testAWindowMadeWithASceneIsOneOfItsWindows() {
        MainActor.assumeIsolated { () -> Void in
            let scene = UIWindowScene(session: UISceneSession(role: .windowApplication, number: 1),
                                      connectionOptions: UIScene.ConnectionOptions())
            let window = UIWindow(windowScene: scene)
            XCTAssertTrue(window.windowScene === scene)
            XCTAssertEqual(window.bounds, UIScreen.main.bounds)
            XCTAssertEqual(scene.windows, [window])
            XCTAssertNil(scene.keyWindow, "not key yet")
            window.makeKeyAndVisible()
            XCTAssertTrue(scene.keyWindow === window)
            let other = UIWindow(frame: .zero)
            other.windowScene = scene
            XCTAssertEqual(scene.windows, [window, other])
            window.windowScene = nil
            XCTAssertEqual(scene.windows, [other])
            XCTAssertEqual(scene.activationState, .unattached)
            XCTAssertEqual(scene.interfaceOrientation, .portrait)
            XCTAssertTrue(scene.screen === UIScreen.main)
        }
    }

    func testTheDeviceIsAnIPhoneOnAFixedSystem() {
        MainActor.assumeIsolated { () -> Void in
            let device = UIDevice.current
            XCTAssertTrue(device === UIDevice.current)
            XCTAssertEqual([device.name, device.model, device.systemName, device.systemVersion], ["iPhone", "iPhone", "iOS", "17.0"])
            XCTAssertEqual(device.userInterfaceIdiom, .phone)
            XCTAssertEqual(device.orientation, .portrait)
            XCTAssertTrue(device.orientation.isPortrait && device.orientation.isValidInterfaceOrientation)
            XCTAssertEqual(device.identifierForVendor?.uuidString, "00000000-0000-4000-8000-000000000001")
            let monitoring = device.isBatteryMonitoringEnabled
            defer { device.isBatteryMonitoringEnabled = monitoring }
            device.isBatteryMonitoringEnabled = false
            XCTAssertEqual(device.batteryLevel, -1)
            XCTAssertEqual(device.batteryState, .unknown)
            device.isBatteryMonitoringEnabled = true
            XCTAssertEqual(device.batteryLevel, 1)
            XCTAssertEqual(device.batteryState, .full)
        }
    }
}
