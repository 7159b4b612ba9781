import Foundation
import RxCocoa
import RxSwift

/// A tab's title and image, as `UITabBarItem`.
open class UITabBarItem: NSObject {
    public var title: String?
    public var image: UIImage?
    public var selectedImage: UIImage?
    /// Kept, not shown: a tab bar shows its tabs' titles.
    public var badgeValue: String?
    public var badgeColor: UIColor?
    /// As UIKit's (iOS 13): this tab's bar looks when selected; kept, not shown.
    public var standardAppearance: UITabBarAppearance?
    public var scrollEdgeAppearance: UITabBarAppearance?
    public var tag: Int
    public var isEnabled = true

    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init(title: title, image: image, tag: 0)
        self.selectedImage = selectedImage
    }

    /// As UIKit's system items; the title is the item's name, as the tab bar shows it.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: nil, tag: tag)
    }

    public override convenience init() {
        self.init(title: nil, image: nil, tag: 0)
    }

    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }
}

/// Tabs of screens, as `UITabBarController`: shows the tab bar and the selected screen's
/// elements and title; a screen loads when its tab is first shown. The `tab` command
/// selects a tab as the person's tap does: the delegate may refuse it (`shouldSelect`), is told
/// of it (`rx.didSelect`), and so is the tab bar's delegate (`tabBar.rx.didSelectItem`).
open class UITabBarController: UIViewController, @preconcurrency HasDelegate, @preconcurrency DelegateProxyStoring {
    public typealias Delegate = UITabBarControllerDelegate

    public let tabBar: UITabBar = {
        let bar = UITabBar(id: "tabBar")
        bar.selectedIndex = 0
        return bar
    }()
    /// Held weakly, as UIKit does; `rx` installs its proxy here.
    public weak var delegate: (any UITabBarControllerDelegate)?
    @usableFromInline package var delegateProxies = DelegateProxySlots()

    public var viewControllers: [UIViewController]? {
        didSet {
            // Each screen's item, or one titled by the screen (UIKit makes every screen one).
            tabBar.items = (viewControllers ?? []).map { $0.tabBarItemIfMade ?? UITabBarItem(title: $0.title ?? $0._name, image: nil, tag: 0) }
            tabBar.titles = (viewControllers ?? []).map { $0.tabBarItemIfMade?.title ?? $0.title ?? $0._name }
            if selectedIndex >= viewControllers?.count ?? 0 { selectedIndex = 0 }
            let tabs = viewControllers ?? []
            for child in oldValue ?? [] where !tabs.contains(where: { $0 === child }) {
                child.removeFromParentSilently()
                if child._window != nil { child._didMove(to: nil) }
            }
            for child in tabs where child.parent !== self {
                child.removeFromParentSilently()
                children.append(child)
                child.parent = self
                if child._window !== _window { child._didMove(to: _window) }
            }
            showSelected()
        }
    }
    public var selectedIndex = 0 {
        didSet {
            tabBar.selectedIndex = selectedIndex
            let previous = viewControllers.flatMap { $0.indices.contains(oldValue) ? $0[oldValue] : nil }
            showSelected()
            switchAppearance(from: previous)
        }
    }
    public var selectedViewController: UIViewController? {
        get {
            guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
            return viewControllers[selectedIndex]
        }
        set {
            guard let newValue, let index = viewControllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    public func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        self.viewControllers = viewControllers
    }

    /// The tab bar, then the selected screen's. Put in front of the screen's own list, which is
    /// usually made for this call: its elements move into the larger array as they are, where
    /// `+` copied each one (retained) into a new array and freed the list (releasing each),
    /// about 4,000 instructions for a screen of 18 elements, on every snapshot.
    open override var _elements: [any _ViewElement] {
        var listed = selectedViewController?._elements ?? []
        listed.insert(tabBar, at: 0)
        return listed
    }

    /// The selected screen's title, as the navigation bar shows it.
    open override var title: String? {
        get { selectedViewController?.title ?? storedTitle }
        set { storedTitle = newValue }
    }
    private var storedTitle: String?

    // The selected tab appears and disappears with its tab bar controller.
    override var appearanceChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showSelected()
    }

    /// A tab switch, as UIKit calls it: the leaving tab's will- and did-disappear around the
    /// arriving one's will- and did-appear, while this controller is shown.
    private func switchAppearance(from previous: UIViewController?) {
        guard appearance.isVisible, let window = _window, let next = selectedViewController, previous !== next else { return }
        window.withSharingScheduler {
            previous?.send(.viewWillDisappear)
            next.send(.viewWillAppear)
            if let previous, let custom = CustomTransition.switchingTabs(self, from: previous, to: next) {
                custom.run(from: previous, to: next, animated: true)
            }
            previous?.send(.viewDidDisappear)
            next.send(.viewDidAppear)
        }
    }

    /// Loads the selected screen the first time it shows, while this controller is loaded and
    /// in a window.
    private func showSelected() {
        guard isViewLoaded, let child = selectedViewController, let window = _window else { return }
        window.attach(child)
    }

    /// The person tapped tab `index`.
    func userSelectTab(_ index: Int) throws(_UserInputError) {
        let count = viewControllers?.count ?? 0
        guard (0..<count).contains(index), let viewControllers else {
            throw .rowOutOfRange(id: "tabBar", row: index, count: count)
        }
        try tabBar.checkReachable(id: "tabBar", action: "tab")
        // UIKit ignores a tap on a disabled item.
        if viewControllers[index].tabBarItemIfMade?.isEnabled == false {
            throw .refused(action: "tab", id: "\(index)", what: "the tab bar item", reason: .disabled)
        }
        let screen = viewControllers[index]
        if delegate?.tabBarController(self, shouldSelect: screen) == false {
            throw .refused(action: "tab", id: "\(index)", what: "the tab bar controller's delegate", reason: .tabSelectionDeclined)
        }
        selectedIndex = index
        if let item = tabBar.selectedItem { tabBar.delegate?.tabBar(tabBar, didSelect: item) }
        delegate?.tabBarController(self, didSelect: screen)
    }
}

extension _Window {
    /// Taps tab `index` of the tab bar controller on top, by index or by title.
    public func selectTab(_ index: Int) throws(_UserInputError) {
        let screen = try screenForInput()
        guard let tabs = screen as? UITabBarController else { throw .noTabBar(screen: screen._name) }
        try withSharingScheduler { () throws(_UserInputError) in try tabs.userSelectTab(index) }
    }

    public func selectTab(titled title: String) throws(_UserInputError) {
        let screen = try screenForInput()
        guard let tabs = screen as? UITabBarController else { throw .noTabBar(screen: screen._name) }
        guard let index = tabs.tabBar.titles.firstIndex(of: title) else {
            throw .unknownTitle(id: "tabBar", title: title, titles: tabs.tabBar.titles)
        }
        try withSharingScheduler { () throws(_UserInputError) in try tabs.userSelectTab(index) }
    }
}
