import RxCocoa
import RxSwift
import UIKit

/// An app's delegates as a new Xcode project writes them (iOS 13+ scenes), with the common
/// additions: the badge cleared at launch, a deep link handed to the scene, the device asked.
class LifecycleAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        application.applicationIconBadgeNumber = 0
        application.registerForRemoteNotifications()
        if let url = launchOptions?[.url] as? URL { print("launched with \(url)") }
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = LifecycleSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        let token = deviceToken.map { String(format: "%02x", $0) }.joined()
        print("push token \(token)")
    }

    func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
        guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return false }
        print("universal link \(url)")
        restorationHandler(nil)
        return true
    }

    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(shortcutItem.type == "compose")
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        var task = UIBackgroundTaskIdentifier.invalid
        task = application.beginBackgroundTask(withName: "save") {
            application.endBackgroundTask(task)
            task = .invalid
        }
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        options[.sourceApplication] as? String != nil
    }
}

class LifecycleSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: LifecycleHomeViewController())
        window.makeKeyAndVisible()
        self.window = window
        if let url = connectionOptions.urlContexts.first?.url { print("opened with \(url)") }
    }

    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}

    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        guard let url = URLContexts.first?.url else { return }
        print("deep link \(url.absoluteString)")
    }
}

final class LifecycleHomeViewController: UIViewController {
    let deviceLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        let device = UIDevice.current
        let isPhone = device.userInterfaceIdiom == .phone
        deviceLabel.text = "\(device.model) \(device.systemName) \(device.systemVersion)\(isPhone ? "" : " (not a phone)")"
        view.addSubview(deviceLabel)
        let keyWindow = UIApplication.shared.connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first { $0.isKeyWindow }
        _ = keyWindow?.windowScene?.interfaceOrientation.isPortrait
        _ = UIApplication.shared.applicationState == .active
    }
}
