/// Modal presentation of view controllers, as UIKit's: the controller that presents is the
/// outermost container of the one asked (a navigation controller presents for the screens it
/// stacks), a controller presents one at a time, and the window shows each presented one as a
/// layer over the others (`_Window+Presentation`).
extension UIViewController {
    /// The controller this one (or the container it is in) presents: a layer, or else the
    /// alert showing when this one presented it.
    public var presentedViewController: UIViewController? {
        if let presentedStorage { return presentedStorage }
        if let alert = _window?.presentedAlert, alert.presentingStorage === self { return alert }
        return parent?.presentedViewController
    }

    /// The controller that presented this one (or the container it is in).
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// The outermost container: the one that presents and is presented.
    var presentationContainer: UIViewController {
        var current = self
        while let parent = current.parent { current = parent }
        return current
    }

    /// Presents `controller` over this one's window: it loads, appears (and, when it is full
    /// screen, the screen under it disappears), and `completion` runs on the window's main
    /// scheduler at the same virtual instant. As UIKit, nothing happens (and `completion` never
    /// runs) when this controller is not in a window, already presents one, or `controller`
    /// is already presented. An alert is shown over everything instead (`presentAlert`).
    public func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let alert = controller as? UIAlertController {
            presentAlert(alert, completion: completion)
            return
        }
        let presenter = presentationContainer
        guard let window = _window, presenter.presentedStorage == nil, controller.presentingStorage == nil,
              controller.parent == nil, controller !== presenter, window.isShowing(presenter) else { return }
        presenter.presentedStorage = controller
        controller.presentingStorage = presenter
        let transition = CustomTransition.presenting(controller, presenter: presenter, source: self)
        window.presentLayer(controller, animated: animated, transition: transition, completion: completion)
    }

    /// Dismisses what this controller presents, or else this controller itself when it is
    /// presented, as UIKit's; the alert showing, when one is, goes first (the `Wireframe`
    /// pattern dismisses alerts this way). `completion` runs as `present`'s.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let window = _window else { return }
        if window.presentedAlert != nil {
            window.closeAlert()
            completion?()
            return
        }
        if let presented = presentedViewController {
            window.dismissLayer(presented, animated: animated, completion: completion)
        } else if presentingViewController != nil {
            window.dismissLayer(presentationContainer, animated: animated, completion: completion)
        }
    }

    /// Shows `alert` over everything in this controller's window, as rxs always did: ignored
    /// when another alert is showing or this controller is in no window (UIKit logs a warning
    /// in both cases); a layer presented meanwhile goes under it. `completion` runs at once.
    private func presentAlert(_ alert: UIAlertController, completion: (() -> Void)?) {
        guard let window = _window, alert !== self, window.present(alert) else { return }
        alert.presentingStorage = presentationContainer
        completion?()
    }
}
