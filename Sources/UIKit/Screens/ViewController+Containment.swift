/// Child view controllers, as UIKit's containment API: a container adds a child, shows the
/// child's view inside its own, and the child then appears, disappears and leaves the window
/// with it.
extension UIViewController {
    /// Adds `child` (moving it from its old parent); calls its `willMove(toParent:)`, as UIKit.
    public func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.willMove(toParent: self)
        child.removeFromParentSilently()
        children.append(child)
        child.parent = self
        if child._window !== _window { child._didMove(to: _window) }
    }

    /// Leaves the parent; calls `didMove(toParent: nil)`, as UIKit.
    public func removeFromParent() {
        guard parent != nil else { return }
        removeFromParentSilently()
        if _window != nil { _didMove(to: nil) }
        didMove(toParent: nil)
    }

    func removeFromParentSilently() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}
