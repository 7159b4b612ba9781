extension _ScreenRegistry {
    /// Registers (or replaces) an app by its delegates: `open <name>` launches it as iOS does —
    /// the app delegate's `willFinishLaunching`/`didFinishLaunching`, its
    /// `configurationForConnecting`, the scene delegate's `scene(_:willConnectTo:options:)`,
    /// `sceneWillEnterForeground` and `sceneDidBecomeActive` — and shows the key window's
    /// `rootViewController`. Each `open` makes fresh delegates with the closures given:
    ///
    ///     screens.register("myapp", appDelegate: { AppDelegate() }, sceneDelegate: { SceneDelegate() })
    public mutating func register<AppDelegate: UIApplicationDelegate, SceneDelegate: UISceneDelegate>(
        _ name: String, appDelegate: @escaping @MainActor @Sendable () -> AppDelegate,
        sceneDelegate: @escaping @MainActor @Sendable () -> SceneDelegate
    ) {
        let scene = AppLaunch.SceneDelegateMaker(make: sceneDelegate, type: ObjectIdentifier(SceneDelegate.self),
                                                 typeName: String(describing: SceneDelegate.self))
        register(name, .app(AppLaunch(makeAppDelegate: appDelegate, scene: scene)))
    }

    /// Registers (or replaces) an app without scenes: its app delegate makes the key window in
    /// `didFinishLaunching` (or sets its `window`), and `applicationDidBecomeActive` follows.
    public mutating func register<AppDelegate: UIApplicationDelegate>(
        _ name: String, appDelegate: @escaping @MainActor @Sendable () -> AppDelegate
    ) {
        register(name, .app(AppLaunch(makeAppDelegate: appDelegate, scene: nil)))
    }
}
