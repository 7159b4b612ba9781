/// The navigation stack, as `UINavigationController`: the last screen is visible.
import RxCocoa
import RxSwift

public final class UINavigationController {
    public private(set) var viewControllers: [any _Screen] = []
    weak var window: _Window?

    init() {}

    public var topViewController: (any _Screen)? { viewControllers.last }

    /// Shows `screen` on top, loading it first if it was never shown.
    public func pushViewController(_ screen: any _Screen, animated: Bool = true) {
        viewControllers.append(screen)
        window?.attach(screen)
    }

    /// Removes the top screen unless it is the root, and returns it.
    @discardableResult
    public func popViewController(animated: Bool = true) -> (any _Screen)? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        window?.detach(top)
        return top
    }

    /// Replaces the whole stack, as `setViewControllers(_:animated:)`.
    public func setViewControllers(_ screens: [any _Screen], animated: Bool = true) {
        let leaving = viewControllers.filter { old in !screens.contains { $0 === old } }
        viewControllers = screens
        leaving.forEach { window?.detach($0) }
        screens.forEach { window?.attach($0) }
    }
}
