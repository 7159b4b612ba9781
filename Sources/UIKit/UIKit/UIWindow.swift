import Foundation

/// A window, as `UIWindow`: the view at the top of a hierarchy, whose coordinates are the
/// screen's (`convert(_:to: nil)`). A session's screens are shown by the session's own window;
/// a `UIWindow` an app makes is a container for views and touches (`UITouch.window`) that,
/// outside a session, shows its root once visible (`UIWindow+Root`). Made
/// key, it is one of `UIApplication.shared.windows`, and the one key window.
open class UIWindow: UIView {
    open var rootViewController: UIViewController? {
        didSet { if isShown, oldValue !== rootViewController { showRootViewController() } }
    }
    public internal(set) var isKeyWindow = false
    /// The scene the window belongs to: one of its `windows` while set.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As UIKit's: a window of `windowScene`, as big as its screen.
    public init(windowScene: UIWindowScene) {
        super.init(frame: windowScene.screen.bounds)
        self.windowScene = windowScene
        windowScene.attach(self)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Outside a session, what shows `rootViewController` once the window is visible
    /// (`UIWindow+Root`); inside one, the session's window shows the screens and this stays nil.
    var rootHost: _Window?
    /// Made visible by `makeKeyAndVisible`, as UIKit's windows start hidden.
    var isShown = false

    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
        // A second call shows nothing again.
        guard !isShown else { return }
        isShown = true
        showRootViewController()
    }

    open func makeKey() {
        UIApplication.shared.windowBecameKey(self)
    }
}

extension UIApplication {
    /// The windows made key in this app (a session's own, or the process's), live ones in the
    /// order they were first made key, as `UIApplication.shared.windows` lists an app's.
    public var windows: [UIWindow] { keyedWindows.compactMap(\.window) }

    /// The window made key last, as UIKit's (deprecated) `keyWindow`.
    public var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }

    func windowBecameKey(_ window: UIWindow) {
        keyedWindows.removeAll { $0.window == nil }
        for other in windows where other !== window { other.isKeyWindow = false }
        if !keyedWindows.contains(where: { $0.window === window }) { keyedWindows.append(WeakWindow(window)) }
        window.isKeyWindow = true
    }
}

/// A window the application lists without keeping it alive.
struct WeakWindow {
    weak var window: UIWindow?
    init(_ window: UIWindow) { self.window = window }
}
