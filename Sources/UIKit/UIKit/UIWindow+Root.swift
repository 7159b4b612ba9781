/// A window an app (or a unit test) makes outside any rxs session shows its root view
/// controller as UIKit's does once it is visible: the root loads and appears, and it can
/// present (`present` needs a window) — the way iOS teams host a controller in a test,
/// `window.rootViewController = vc; window.makeKeyAndVisible()`. The showing is done by a
/// headless `_Window` on `MainScheduler.instance`, as a session's screens are shown; inside a
/// session the session's window shows the screens and an app's own window stays a container.
extension UIWindow {
    func showRootViewController() {
        guard UIApplication.shared.environment == nil else { return }
        guard let root = rootViewController else {
            rootHost = nil
            return
        }
        let host = rootHost ?? _Window(environment: UIViewController.currentEnvironment)
        rootHost = host
        host.setRoot(root)
    }
}
