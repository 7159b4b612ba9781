/// The navigation stack, as `UINavigationController`: the last screen is visible.
public final class NavigationStack {
    public private(set) var viewControllers: [any Screen] = []
    weak var window: Window?

    init() {}

    public var topViewController: (any Screen)? { viewControllers.last }

    /// Shows `screen` on top, loading it first if it was never shown.
    public func pushViewController(_ screen: any Screen, animated: Bool = true) {
        viewControllers.append(screen)
        window?.attach(screen)
    }

    /// Removes the top screen unless it is the root, and returns it.
    @discardableResult
    public func popViewController(animated: Bool = true) -> (any Screen)? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        window?.detach(top)
        return top
    }

    /// Replaces the whole stack, as `setViewControllers(_:animated:)`.
    public func setViewControllers(_ screens: [any Screen], animated: Bool = true) {
        let leaving = viewControllers.filter { old in !screens.contains { $0 === old } }
        viewControllers = screens
        leaving.forEach { window?.detach($0) }
        screens.forEach { window?.attach($0) }
    }
}
