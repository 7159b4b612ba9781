/// A navigation stack, as `UINavigationController`: the last controller is visible. The
/// window has one (`_Window.navigationStack`) for the screens `open` shows; an app makes its
/// own with `init(rootViewController:)` to open, present or put in a tab.
import RxCocoa
import RxSwift

open class UINavigationController: UIViewController, @preconcurrency HasDelegate, @preconcurrency DelegateProxyStoring {
    public typealias Delegate = UINavigationControllerDelegate

    /// Read by every snapshot and lifecycle step: unchecked exclusivity, as a view's state (one
    /// thread; no access calls out).
    @exclusivity(unchecked) private var stack: [UIViewController] = []
    /// Setting it does what `setViewControllers(_:animated: false)` does, as UIKit's.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Read at every change of the top controller: unchecked, as the stack. `rx.delegate`
    /// (and `rx.willShow`/`rx.didShow`) installs its proxy here.
    @exclusivity(unchecked) public weak var delegate: (any UINavigationControllerDelegate)?
    @usableFromInline package var delegateProxies = DelegateProxySlots()

    public override init(name: String, environment: _Environment) {
        super.init(name: name, environment: environment)
    }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// As UIKit's designated initializer: a stack holding `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(name: Self.screenName(of: Self.self), environment: Self.currentEnvironment)
        setViewControllers([rootViewController], animated: false)
    }

    open var topViewController: UIViewController? { stack.last }

    /// The top controller, or what the navigation controller presents, as UIKit's.
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    /// The bar and toolbar, made when first asked for: their settings are kept, not shown (a
    /// screen's title and bar buttons are, through its `navigationItem`).
    public private(set) lazy var navigationBar = UINavigationBar()
    open var isNavigationBarHidden = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    public private(set) lazy var toolbar: UIToolbar! = UIToolbar()
    open var isToolbarHidden = true
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
    /// Kept, never recognizing: there is no edge swipe here (the `back` command pops).
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = {
        let made = UIScreenEdgePanGestureRecognizer()
        made.edges = .left
        return made
    }()

    /// The title and elements of the top controller (a navigation controller in a tab shows
    /// its top screen there).
    open override var title: String? {
        get { topViewController?.title ?? storedTitle }
        set { storedTitle = newValue }
    }
    private var storedTitle: String?

    open override var _elements: [any _ViewElement] { topViewController?._elements ?? [] }

    override var appearanceChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// Shows `controller` on top, loading it first if it was never shown.
    open func pushViewController(_ controller: UIViewController, animated: Bool = true) {
        guard !stack.contains(where: { $0 === controller }) else { return }
        let previous = topViewController
        stack.append(controller)
        adopt(controller)
        controller.isMovingToParent = true
        transition(from: previous, animated: animated, operation: .push)
        controller.isMovingToParent = false
        controller.didMove(toParent: self)
    }

    /// Removes the top controller unless it is the root, and returns it.
    @discardableResult
    open func popViewController(animated: Bool = true) -> UIViewController? {
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.isMovingFromParent = true
        transition(from: top, animated: animated, operation: .pop) { release(top) }
        top.isMovingFromParent = false
        top.didMove(toParent: nil)
        return top
    }

    /// Pops every controller above the root; returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool = true) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops every controller above `controller`; returns them (nil when it is not stacked).
    @discardableResult
    open func popToViewController(_ controller: UIViewController, animated: Bool = true) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === controller }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard let top = popped.last else { return [] }
        stack.removeSubrange((index + 1)...)
        popped.forEach { $0.willMove(toParent: nil) }
        transition(from: top, animated: animated, operation: .pop) { popped.forEach(release) }
        popped.forEach { $0.didMove(toParent: nil) }
        return popped
    }

    /// Replaces the whole stack, as `setViewControllers(_:animated:)`.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool = true) {
        let previous = topViewController
        let leaving = stack.filter { old in !controllers.contains { $0 === old } }
        let arriving = controllers.filter { $0.parent !== self }
        // As UIKit's: a pop when the new top was stacked already, else a push.
        let isPop = controllers.last.map { top in stack.contains { $0 === top } } ?? false
        leaving.forEach { $0.willMove(toParent: nil) }
        stack = controllers
        controllers.forEach(adopt)
        transition(from: previous, animated: animated, operation: isPop ? .pop : .push) { leaving.forEach(release) }
        leaving.forEach { $0.didMove(toParent: nil) }
        arriving.forEach { $0.didMove(toParent: self) }
    }

    /// `controller` joins this stack: a child (told by `willMove(toParent:)`), in this window
    /// when this is in one.
    private func adopt(_ controller: UIViewController) {
        guard controller.parent !== self else { return }
        controller.willMove(toParent: self)
        controller.removeFromParentSilently()
        children.append(controller)
        controller.parent = self
        if controller._window !== _window { controller._didMove(to: _window) }
    }

    /// `controller` left the stack: it leaves the window and lets go of its bindings (its
    /// `didMove(toParent: nil)` comes after the transition).
    private func release(_ controller: UIViewController) {
        guard !stack.contains(where: { $0 === controller }) else { return }
        controller.removeFromParentSilently()
        if controller._window != nil { controller._didMove(to: nil) }
    }

    /// The appearance calls of a change of the top controller while this one is on screen, in
    /// UIKit's order: the leaving one's `viewWillDisappear`, the arriving one's
    /// `viewWillAppear` (after its `viewDidLoad` the first time), then `viewDidDisappear` and
    /// `viewDidAppear`, the delegate and `rx` told after each pair; `between` runs after the
    /// will-calls (a popped controller leaves there). The delegate's animator for `operation`,
    /// if it gives one, runs after the will-calls.
    /// Off screen nothing is called: the new top appears when this controller does.
    private func transition(from previous: UIViewController?, animated: Bool, operation: Operation,
                            between: () -> Void = {}) {
        let next = topViewController
        guard previous !== next, appearance.isVisible else {
            between()
            return
        }
        run {
            next?.loadViewIfNeeded()
            previous?.send(.viewWillDisappear, animated: animated)
            next?.send(.viewWillAppear, animated: animated)
            if let next {
                delegate?.navigationController(self, willShow: next, animated: animated)
                if let previous, let custom = CustomTransition.navigating(self, operation, from: previous, to: next) {
                    custom.run(from: previous, to: next, animated: animated)
                }
            }
        }
        between()
        run {
            previous?.send(.viewDidDisappear, animated: animated)
            next?.send(.viewDidAppear, animated: animated)
            if let next {
                delegate?.navigationController(self, didShow: next, animated: animated)
            }
        }
    }

    private func run(_ body: () -> Void) {
        if let window = _window { window.withSharingScheduler(body) } else { body() }
    }
}
