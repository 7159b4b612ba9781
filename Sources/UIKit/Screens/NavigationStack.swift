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
        let previous = topViewController
        viewControllers.append(screen)
        window?.attach(screen)
        transition(from: previous, animated: animated)
    }

    /// Removes the top screen unless it is the root, and returns it.
    @discardableResult
    public func popViewController(animated: Bool = true) -> (any _Screen)? {
        guard viewControllers.count > 1, let top = viewControllers.popLast() else { return nil }
        transition(from: top, animated: animated) {
            window?.detach(top)
        }
        return top
    }

    /// Replaces the whole stack, as `setViewControllers(_:animated:)`.
    public func setViewControllers(_ screens: [any _Screen], animated: Bool = true) {
        let previous = topViewController
        let leaving = viewControllers.filter { old in !screens.contains { $0 === old } }
        viewControllers = screens
        screens.forEach { window?.attach($0) }
        transition(from: previous, animated: animated) {
            leaving.forEach { window?.detach($0) }
        }
    }

    /// The appearance calls of a change of the top screen, in UIKit's order: the leaving one's
    /// `viewWillDisappear`, the arriving one's `viewWillAppear`, then `viewDidDisappear` and
    /// `viewDidAppear`; `between` runs after the will-calls (a popped screen leaves there).
    private func transition(from previous: (any _Screen)?, animated: Bool, between: () -> Void = {}) {
        let next = topViewController
        guard previous !== next else {
            between()
            return
        }
        window?.withSharingScheduler {
            previous?.viewWillDisappear(animated)
            next?.viewWillAppear(animated)
        }
        between()
        window?.withSharingScheduler {
            previous?.viewDidDisappear(animated)
            next?.viewDidAppear(animated)
        }
    }
}
