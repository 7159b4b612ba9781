/// Where appearance proxies reach views: as UIKit applies them when a view joins a window,
/// here when a screen is about to appear (its views, bars and bar items), when a view is
/// added to a screen that shows, and when a table or collection makes its cells. Each place
/// first reads `AppearanceRegistry.anyProxiesMade` alone, so apps without proxies pay nothing
/// more.
extension UIViewController {
    /// Applies the app's proxies to what this controller shows (its `viewWillAppear` ran).
    func applyAppearanceProxies() {
        let registry = AppearanceRegistry.current
        guard !registry.entries.isEmpty else { return }
        let outside = AppearanceApplier.containers(outside: self)
        var applier = AppearanceApplier(registry: registry, chain: outside + [self])
        if let navigation = self as? UINavigationController {
            applier.apply(toTree: navigation.navigationBar)
            if let toolbar = navigation.toolbar { applier.apply(toTree: toolbar) }
        }
        if let tabs = self as? UITabBarController { applier.apply(toTree: tabs.tabBar) }
        if let item = navigationItemIfMade {
            for barItem in (item.leftBarButtonItems ?? []) + (item.rightBarButtonItems ?? []) {
                applier.apply(toTree: barItem)
            }
        }
        for barItem in toolbarItems ?? [] { applier.apply(toTree: barItem) }
        guard let view = viewIfLoaded else { return }
        applier = AppearanceApplier(registry: registry, chain: AppearanceApplier.containers(outside: view))
        applier.apply(toTree: view)
    }
}

extension UIView {
    /// This view just joined `superview`: when that is on a screen that shows, the view and
    /// its subviews take the proxies.
    final func applyAppearanceProxiesOnJoining() {
        let registry = AppearanceRegistry.current
        guard !registry.entries.isEmpty else { return }
        let chain = AppearanceApplier.containers(outside: self)
        guard chain.contains(where: { ($0 as? UIViewController)?.appearance.isVisible == true }) else { return }
        var applier = AppearanceApplier(registry: registry, chain: chain)
        applier.apply(toTree: self)
    }

    /// This table or collection just made its cells: they take the proxies, inside it.
    final func applyAppearanceProxiesToCells() {
        let registry = AppearanceRegistry.current
        guard !registry.entries.isEmpty else { return }
        // Inside the table, and the controller it is the view of, if any.
        let owner: [AnyObject] = owningController.map { [$0] } ?? []
        var applier = AppearanceApplier(registry: registry, chain: AppearanceApplier.containers(outside: self) + owner + [self])
        applier.applyToCells(of: self)
    }

    /// The controller whose root view this is.
    var owningController: UIViewController? {
        if let root = self as? ScreenRootView { return root.owner }
        return extras?.viewController?.takeUnretainedValue()
    }
}

/// Walks views, keeping the containers around the current one (outermost first) to match
/// the proxies' containment against.
@MainActor struct AppearanceApplier {
    let registry: AppearanceRegistry
    var chain: [AnyObject]

    /// The containers around `view`, outermost first: its superviews, the controllers whose
    /// root views they are (the view's own too), then the outermost such controller's parents.
    static func containers(outside view: UIView) -> [AnyObject] {
        var inner: [AnyObject] = []
        var outermostController: UIViewController?
        var current: UIView? = view
        while let node = current {
            // The view's own controller is `apply(toTree:)`'s to add; a root view is inside its
            // controller.
            if node !== view { inner.append(node) }
            if let owner = node.owningController {
                if node !== view { inner.append(owner) }
                outermostController = owner
            }
            current = node.superview
        }
        var parent = outermostController?.parent
        while let next = parent {
            inner.append(next)
            parent = next.parent
        }
        return inner.reversed()
    }

    /// The controllers around `controller`, outermost first: its parents.
    static func containers(outside controller: UIViewController) -> [AnyObject] {
        var inner: [AnyObject] = []
        var parent = controller.parent
        while let next = parent {
            inner.append(next)
            parent = next.parent
        }
        return inner.reversed()
    }

    /// Applies the proxies to `view`, its subviews and (for a table or collection) its cells.
    mutating func apply(toTree view: UIView) {
        let owner = view.owningController
        if let owner { chain.append(owner) }
        for entry in registry.entries where entry.matches(view) && AppearanceRegistry.screenHas(entry.key.traits)
            && isContained(in: entry.key.containers) {
            AppearanceProperties.copy(from: entry.proxy, to: view)
        }
        chain.append(view)
        view.forEachSubview { apply(toTree: $0) }
        applyToCells(of: view)
        chain.removeLast(owner == nil ? 1 : 2)
    }

    /// A table's cells and section headers, a collection's cells; nothing for other views.
    mutating func applyToCells(of view: UIView) {
        if let table = view as? UITableView {
            for section in table.sections {
                for cell in section.cells { apply(toTree: cell) }
                if let header = section.headerView { apply(toTree: header) }
            }
        } else if let collection = view as? UICollectionView {
            for section in collection.sections {
                for cell in section.cells { apply(toTree: cell) }
                if let header = section.header { apply(toTree: header) }
            }
        }
    }

    /// Whether the chain holds `containers` (innermost first, as UIKit lists them) in order,
    /// from the inside out.
    private func isContained(in containers: [ObjectIdentifier]) -> Bool {
        var wanted = containers.makeIterator()
        guard var next = wanted.next() else { return true }
        for container in chain.reversed() where Self.isKind(container, of: next) {
            guard let following = wanted.next() else { return true }
            next = following
        }
        return false
    }

    private static func isKind(_ object: AnyObject, of type: ObjectIdentifier) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let checked = current {
            if ObjectIdentifier(checked) == type { return true }
            current = _getSuperclass(checked)
        }
        return false
    }
}
