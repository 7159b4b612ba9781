import Foundation
import RxUI

@testable import RxsSession

/// The built-in options with `myapp` registered by the logging delegates (with a scene
/// delegate, or an app delegate that makes its own window).
@MainActor func launchOptions(_ log: LaunchLog, scenes: Bool) -> SessionOptions {
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

/// What an app's delegates were told, in order, with what they saw of the app then.
final class LaunchLog: @unchecked Sendable {
    var calls: [String] = []
    /// Set by the app delegate's didFinishLaunching: whether `UIApplication.shared` and its
    /// `delegate` were the ones the launch passed.
    var sharedWasTheApplication = false
    var delegateWasSet = false
    /// The app's state and the scene's, as the scene delegate's willConnectTo saw them.
    var stateWhileConnecting: UIApplication.State?
    var sceneStateWhileConnecting: UIScene.ActivationState?
    var persistentIdentifier = ""
    /// How often the home screen appeared (kept out of `calls`, whose order the tests list).
    var homeAppearances = 0
    /// What the launch may get wrong, for the refusals.
    var finishes = true
    var makesWindow = true
    var setsRoot = true
    /// The scene delegate makes its window with `UIWindow(frame:)`, belonging to no scene.
    var makesSceneLessWindow = false
    var namesOtherDelegateClass = false
}

final class LoggingAppDelegate: UIResponder, UIApplicationDelegate {
    let log: LaunchLog
    var window: UIWindow?
    init(log: LaunchLog) { self.log = log }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.calls.append("willFinishLaunching \(launchOptions == nil ? "nil" : "options")")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.calls.append("didFinishLaunching")
        log.sharedWasTheApplication = UIApplication.shared === application
        log.delegateWasSet = application.delegate === self
        return log.finishes
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.calls.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = log.namesOtherDelegateClass ? UIResponder.self : LoggingSceneDelegate.self
        return configuration
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        log.calls.append("applicationDidBecomeActive")
    }
}

final class LoggingSceneDelegate: UIResponder, UIWindowSceneDelegate {
    let log: LaunchLog
    var window: UIWindow?
    init(log: LaunchLog) { self.log = log }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.calls.append("willConnectTo \(session.configuration.name ?? "-")")
        log.stateWhileConnecting = UIApplication.shared.applicationState
        log.sceneStateWhileConnecting = scene.activationState
        log.persistentIdentifier = session.persistentIdentifier
        guard log.makesWindow, let windowScene = scene as? UIWindowScene else { return }
        let window = log.makesSceneLessWindow ? UIWindow(frame: UIScreen.main.bounds) : UIWindow(windowScene: windowScene)
        if log.setsRoot {
            window.rootViewController = UINavigationController(rootViewController: LaunchedHomeViewController(log: log))
        }
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneWillEnterForeground(_ scene: UIScene) { log.calls.append("sceneWillEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.calls.append("sceneDidBecomeActive") }
}

/// An app without scenes: its app delegate makes the window in didFinishLaunching.
final class WindowAppDelegate: UIResponder, UIApplicationDelegate {
    let log: LaunchLog
    var window: UIWindow?
    init(log: LaunchLog) { self.log = log }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.calls.append("didFinishLaunching")
        guard log.makesWindow else { return true }
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = LaunchedHomeViewController(log: log)
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        log.calls.append("applicationDidBecomeActive")
    }
}

final class LaunchedHomeViewController: UIViewController {
    let log: LaunchLog
    let deviceLabel = UILabel()

    init(log: LaunchLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.calls.append("viewDidLoad")
        title = "Home"
        UIDevice.current.isBatteryMonitoringEnabled = true
        deviceLabel.text = "\(UIDevice.current.model) \(UIDevice.current.systemVersion)"
        view.addSubview(deviceLabel)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.homeAppearances += 1
    }
}
