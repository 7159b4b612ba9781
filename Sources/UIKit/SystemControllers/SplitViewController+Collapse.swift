/// How a split view controller collapses on a phone, as iOS collapses one in a compact width:
/// once, when it is first shown (its view loaded, so a subclass's `viewDidLoad` may set the
/// columns first), into one stack.
///
/// - Column style: the compact column's controller when one is set; else the primary's
///   navigation controller, with the supplementary and secondary pushed on it when the
///   delegate's `topColumnForCollapsingToProposedTopColumn` keeps the proposed `.secondary`
///   (returning `.primary` shows the primary, as iPhone apps do to open on their list).
/// - Classic style: the primary, with the secondary pushed on it when the primary is a
///   navigation controller and the delegate's `collapseSecondary:onto:` does not return true.
///
/// A navigation controller pushed on the stack gives its controllers (UIKit does not nest one
/// navigation controller in another's stack).
extension UISplitViewController {
    /// The collapsed stack a person sees, `back` pops.
    var shownStack: UIViewController? {
        collapseIfNeeded()
        return shownChild
    }

    func collapseIfNeeded() {
        guard !isCollapseDone, isViewLoaded else { return }
        isCollapseDone = true
        let shown = style == .unspecified ? collapsedClassic() : collapsedColumns()
        if let shown { adoptChild(shown) }
        shownChild = shown
        delegate?.splitViewControllerDidCollapse(self)
    }

    private func collapsedColumns() -> UIViewController? {
        if let compact = columns[.compact] { return compact as? UINavigationController ?? UINavigationController(rootViewController: compact) }
        guard let primaryNavigation else { return nil }
        let proposed: Column = columns[.secondary] != nil ? .secondary : columns[.supplementary] != nil ? .supplementary : .primary
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: proposed) ?? proposed
        var pushed: [UIViewController] = []
        if top == .supplementary || top == .secondary, style == .tripleColumn, let supplementary = columns[.supplementary] {
            pushed += Self.stacked(supplementary)
        }
        if top == .secondary, let secondary = columns[.secondary] { pushed += Self.stacked(secondary) }
        if !pushed.isEmpty { primaryNavigation.setViewControllers(primaryNavigation.viewControllers + pushed, animated: false) }
        return primaryNavigation
    }

    private func collapsedClassic() -> UIViewController? {
        guard let primary = columns[.primary] else { return nil }
        if let secondary = columns[.secondary], let navigation = primary as? UINavigationController,
           delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) != true {
            navigation.setViewControllers(navigation.viewControllers + Self.stacked(secondary), animated: false)
        }
        return primary
    }

    /// The controllers `controller` puts on a stack: a navigation controller's own (which it
    /// gives up), or itself.
    static func stacked(_ controller: UIViewController) -> [UIViewController] {
        guard let navigation = controller as? UINavigationController else { return [controller] }
        let controllers = navigation.viewControllers
        navigation.setViewControllers([], animated: false)
        return controllers
    }

    /// A new primary: column style wraps it in a navigation controller at once, as UIKit does;
    /// once collapsed, the stack is made again from the columns.
    func replacePrimary(with controller: UIViewController?) {
        let old = style == .unspecified ? columns[.primary] : primaryNavigation
        if style == .unspecified {
            columns[.primary] = controller
        } else {
            primaryNavigation = controller.map { $0 as? UINavigationController ?? UINavigationController(rootViewController: $0) }
        }
        let new = style == .unspecified ? columns[.primary] : primaryNavigation
        if let old, old !== new { releaseChild(old) }
        if let new { adoptChild(new) }
        if isCollapseDone { collapseAgain() }
    }

    /// Makes the shown stack again (a new primary or compact controller after the first
    /// collapse); the new one appears when the split view controller is on screen.
    func collapseAgain() {
        let old = shownChild
        shownChild = nil
        isCollapseDone = false
        collapseIfNeeded()
        guard let new = shownChild, new !== old else { return }
        let visible = appearance.isVisible
        let run = { (body: () -> Void) in if let window = self._window { window.withSharingScheduler(body) } else { body() } }
        run {
            if visible { old?.send(.viewWillDisappear) }
            if visible { new.loadViewIfNeeded(); new.send(.viewWillAppear) }
            if let old { self.releaseChild(old) }
            if visible { old?.send(.viewDidDisappear); new.send(.viewDidAppear) }
        }
    }

    func adoptChild(_ controller: UIViewController) {
        guard controller.parent !== self else { return }
        addChild(controller)
        controller.didMove(toParent: self)
    }

    func releaseChild(_ controller: UIViewController) {
        guard controller.parent === self else { return }
        controller.willMove(toParent: nil)
        controller.removeFromParent()
    }

    /// Pushes `controller` (a navigation controller's controllers) on the shown stack unless
    /// it is there; presents it when nothing shows a stack.
    func pushOrPresent(_ controller: UIViewController) {
        guard let stack = shownChild as? UINavigationController else {
            present(controller, animated: true)
            return
        }
        Self.stackedIfNotShown(controller, in: stack).forEach { stack.pushViewController($0, animated: true) }
    }

    func showCollapsed(_ column: Column) {
        collapseIfNeeded()
        delegate?.splitViewController(self, willShow: column)
        guard let stack = shownChild as? UINavigationController else { return }
        switch column {
        case .primary:
            stack.popToRootViewController(animated: true)
        case .secondary, .supplementary:
            guard let controller = columns[column] else { return }
            Self.stackedIfNotShown(controller, in: stack).forEach { stack.pushViewController($0, animated: true) }
        case .compact:
            break
        }
    }

    private static func stackedIfNotShown(_ controller: UIViewController, in stack: UINavigationController) -> [UIViewController] {
        if stack.viewControllers.contains(where: { $0 === controller }) { return [] }
        return stacked(controller)
    }
}
