import Foundation

/// What a page view controller asks for its neighbouring pages, as
/// `UIPageViewControllerDataSource`; a flow's `page next|previous` turns to them.
@preconcurrency @MainActor public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// As UIKit's default: no page indicator.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// What a page view controller tells its delegate about a person's page turn, as
/// `UIPageViewControllerDelegate` (every method optional).
@preconcurrency @MainActor public protocol UIPageViewControllerDelegate: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// Pages shown one at a time, as `UIPageViewController`: the shown page is a child controller,
/// its elements on the screen in its place; a flow's `page next|previous` swipes to the page
/// the data source gives (the delegate told as on iOS), `setViewControllers` moves silently.
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }

    /// As `UIPageViewController.OptionsKey`; accepted, not used.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public private(set) var spineLocation: SpineLocation
    open var isDoubleSided = false
    public weak var dataSource: (any UIPageViewControllerDataSource)?
    public weak var delegate: (any UIPageViewControllerDelegate)?
    /// The pages shown (one, as no spine is drawn); nil before the first `setViewControllers`.
    public private(set) var viewControllers: [UIViewController]?
    /// As UIKit's; none here: a flow's `page` stands for the swipe.
    public var gestureRecognizers: [UIGestureRecognizer] { [] }

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        spineLocation = style == .pageCurl ? .min : .none
        super.init(nibName: nil, bundle: nil)
    }

    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `viewControllers` (their first), as UIKit's; the delegate is not told, and
    /// `completion` runs with true at once.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        show(viewControllers?.first)
        self.viewControllers = viewControllers.map { Array($0.prefix(1)) }
        completion?(true)
    }

    /// Makes `page` the child shown. The page left keeps its view and bindings, as on iOS,
    /// where the data source holding it keeps it whole: it does not leave the window as a
    /// popped screen does (which would load its view afresh when shown again).
    private func show(_ page: UIViewController?) {
        let previous = viewControllers?.first
        guard page !== previous else { return }
        if let previous {
            previous.willMove(toParent: nil)
            previous.viewIfLoaded?.removeFromSuperview()
            previous.removeFromParentSilently()
            previous.didMove(toParent: nil)
        }
        guard let page else { return }
        addChild(page)
        view.addSubview(page.view)
        page.didMove(toParent: self)
    }

    /// A person's swipe to the next (`forward`) or previous page; false when the data source
    /// has none there.
    func userTurn(forward: Bool) -> Bool {
        guard let current = viewControllers?.first, let dataSource else { return false }
        let next = forward ? dataSource.pageViewController(self, viewControllerAfter: current)
            : dataSource.pageViewController(self, viewControllerBefore: current)
        guard let next else { return false }
        delegate?.pageViewController(self, willTransitionTo: [next])
        show(next)
        viewControllers = [next]
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [current],
                                     transitionCompleted: true)
        return true
    }
}
