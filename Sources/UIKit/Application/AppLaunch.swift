/// An app registered by its delegates, launched as iOS launches one from its icon: the app
/// delegate is made and told it launched, a window scene connects through the scene delegate,
/// and the scene comes to the foreground. The key window's root controller is the screen.
@MainActor struct AppLaunch: Sendable {
    let makeAppDelegate: @MainActor @Sendable () -> any UIApplicationDelegate
    let scene: SceneDelegateMaker?

    /// How to make the scene delegate, and its class (which a configuration's
    /// `delegateClass` must name, when it names one).
    struct SceneDelegateMaker: Sendable {
        let make: @MainActor @Sendable () -> any UISceneDelegate
        let type: ObjectIdentifier
        let typeName: String
    }

    /// Launches the app in `window`'s application, replacing an app launched there before.
    @MainActor func launch(_ name: String, in window: _Window) throws(_ScreenRegistry.Error) -> any _Screen {
        let refusal = { (reason: String) in _ScreenRegistry.Error.launchRefused(app: name, reason: reason) }
        let application = window.application
        application.beginLaunch()
        defer { application.state = .active }
        let delegate = makeAppDelegate()
        application.delegate = delegate
        _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
        guard delegate.application(application, didFinishLaunchingWithOptions: nil) else {
            throw refusal("its application(_:didFinishLaunchingWithOptions:) returned false")
        }
        guard let scene else {
            application.state = .active
            delegate.applicationDidBecomeActive(application)
            return try root(of: application.keyWindow ?? delegate.window, refusal: refusal,
                            missing: "its application(_:didFinishLaunchingWithOptions:) made no key window")
        }
        let windowScene = try connect(scene, in: application, delegate: delegate, refusal: refusal)
        let unattached = windowScene.keyWindow == nil && application.keyWindow != nil
        return try root(of: windowScene.keyWindow, refusal: refusal, missing: unattached
            ? "its key window belongs to no scene (make it with UIWindow(windowScene:))"
            : "its scene(_:willConnectTo:options:) made no key window (UIWindow(windowScene:), then makeKeyAndVisible())")
    }

    /// Connects a window scene through the scene delegate and brings it to the foreground.
    private func connect(_ maker: SceneDelegateMaker, in application: UIApplication, delegate: any UIApplicationDelegate,
                         refusal: (String) -> _ScreenRegistry.Error) throws(_ScreenRegistry.Error) -> UIWindowScene {
        application.sessionsOpened += 1
        let session = UISceneSession(role: .windowApplication, number: application.sessionsOpened)
        let options = UIScene.ConnectionOptions()
        let configuration = delegate.application(application, configurationForConnecting: session, options: options)
        if let named = configuration.delegateClass, ObjectIdentifier(named) != maker.type {
            throw refusal("its scene configuration's delegateClass is \(named), not the registered \(maker.typeName)")
        }
        session.configuration = configuration
        let scene = UIWindowScene(session: session, connectionOptions: options)
        let sceneDelegate = maker.make()
        scene.delegate = sceneDelegate
        session.scene = scene
        application.connectedScenes.insert(scene)
        application.openSessions.insert(session)
        sceneDelegate.scene(scene, willConnectTo: session, options: options)
        scene.activationState = .foregroundInactive
        sceneDelegate.sceneWillEnterForeground(scene)
        scene.activationState = .foregroundActive
        application.state = .active
        sceneDelegate.sceneDidBecomeActive(scene)
        return scene
    }

    private func root(of window: UIWindow?, refusal: (String) -> _ScreenRegistry.Error,
                      missing: String) throws(_ScreenRegistry.Error) -> any _Screen {
        guard let window else { throw refusal(missing) }
        guard let root = window.rootViewController else { throw refusal("its key window has no rootViewController") }
        return root
    }
}

extension UIApplication {
    /// A fresh launch: the scenes and sessions of an app launched before are let go.
    func beginLaunch() {
        state = .inactive
        delegate = nil
        for window in windows { window.isKeyWindow = false }
        keyedWindows = []
        connectedScenes = []
        openSessions = []
    }
}
