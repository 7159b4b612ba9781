import Foundation
import RxCocoa
import RxSwift

/// A tab's title and image, as `UITabBarItem`.
open class UITabBarItem: NSObject {
    public var title: String?
    public var image: UIImage?
    public var selectedImage: UIImage?
    public var badgeValue: String?
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

/// The bar of tabs a tab bar controller shows: the element `tabBar`, drawn and read like a
/// segmented control (`tabBar.selected`, `tabBar.title`, `tabBar.segments`).
public final class UITabBar: UIView, _ViewElement {
    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    var titles: [String] = [] {
        didSet { noteChange() }
    }
    var selectedIndex = 0 {
        didSet { noteChange() }
    }

    init() {
        super.init(id: "tabBar")
    }

    public func elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            let selected = titles.indices.contains(selectedIndex) ? selectedIndex : nil
            return _ElementSnapshot(id: id, kind: .segmentedControl, properties: [
                "hidden": .bool(isHidden), "segments": .string(titles.joined(separator: "|")),
                "selected": _SnapshotValue(selected), "title": _SnapshotValue(selected.map { titles[$0] }),
            ])
        }
    }
}

/// Tabs of screens, as `UITabBarController`: shows the tab bar and the selected screen's
/// elements and title; a screen loads when its tab is first shown. The `tab` command
/// selects a tab as the person's tap does (`rx.didSelect` reports it).
open class UITabBarController: UIViewController {
    public let tabBar = UITabBar()
    public var viewControllers: [UIViewController]? {
        didSet {
            tabBar.titles = (viewControllers ?? []).map { $0.tabBarItem?.title ?? $0.title ?? $0.name }
            if selectedIndex >= viewControllers?.count ?? 0 { selectedIndex = 0 }
            for child in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === child }) {
                child.didMove(to: nil)
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
    private var loadedTabs: Set<ObjectIdentifier> = []
    private var isLoaded = false
    let selections = PublishSubject<UIViewController>()

    /// As RxCocoa's: the control's events complete when it is deallocated.
    deinit {
        selections.onCompleted()
    }

    public var selectedViewController: UIViewController? {
        guard let viewControllers, viewControllers.indices.contains(selectedIndex) else { return nil }
        return viewControllers[selectedIndex]
    }

    open override var elements: [any _ViewElement] {
        [tabBar] + (selectedViewController?.elements ?? [])
    }

    /// The selected screen's title, as the navigation bar shows it.
    public override var title: String? {
        get { selectedViewController?.title ?? storedTitle }
        set { storedTitle = newValue }
    }
    private var storedTitle: String?

    open override func viewDidLoad() {
        super.viewDidLoad()
        isLoaded = true
        showSelected()
    }

    public override func didMove(to window: _Window?) {
        super.didMove(to: window)
        for child in viewControllers ?? [] where window == nil || child === selectedViewController {
            child.didMove(to: window)
        }
        if window == nil { loadedTabs = [] }
    }

    /// A tab switch, as UIKit calls it: the leaving tab's will- and did-disappear around the
    /// arriving one's will- and did-appear, while this controller is shown.
    private func switchAppearance(from previous: UIViewController?) {
        guard isLoaded, let window, let next = selectedViewController, previous !== next else { return }
        window.withSharingScheduler {
            previous?.viewWillDisappear(false)
            next.viewWillAppear(false)
            previous?.viewDidDisappear(false)
            next.viewDidAppear(false)
        }
    }

    // The selected tab appears and disappears with its tab bar controller.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectedViewController?.viewWillAppear(animated)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        selectedViewController?.viewDidAppear(animated)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        selectedViewController?.viewWillDisappear(animated)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        selectedViewController?.viewDidDisappear(animated)
    }

    /// Joins the selected screen to the window and loads it the first time it shows.
    private func showSelected() {
        guard isLoaded, let child = selectedViewController, let window else { return }
        child.didMove(to: window)
        if loadedTabs.insert(ObjectIdentifier(child)).inserted {
            window.withSharingScheduler { child.viewDidLoad() }
        }
    }

    /// The person tapped tab `index`.
    func userSelectTab(_ index: Int) throws(_UserInputError) {
        let count = viewControllers?.count ?? 0
        guard (0..<count).contains(index), let viewControllers else {
            throw .rowOutOfRange(id: "tabBar", row: index, count: count)
        }
        try tabBar.checkReachable(id: "tabBar", action: "tab")
        // UIKit ignores a tap on a disabled item.
        if viewControllers[index].tabBarItem?.isEnabled == false {
            throw .refused(action: "tab", id: "\(index)", what: "the tab bar item", reason: .disabled)
        }
        selectedIndex = index
        selections.onNext(viewControllers[index])
    }
}

extension Reactive where Base: UITabBarController {
    /// The screen of each tab the person selects.
    public var didSelect: ControlEvent<UIViewController> { ControlEvent(events: base.selections) }
}

extension _Window {
    /// Taps tab `index` of the tab bar controller on top, by index or by title.
    public func selectTab(_ index: Int) throws(_UserInputError) {
        let screen = try screenForInput()
        guard let tabs = screen as? UITabBarController else { throw .noTabBar(screen: screen.name) }
        try withSharingScheduler { () throws(_UserInputError) in try tabs.userSelectTab(index) }
    }

    public func selectTab(titled title: String) throws(_UserInputError) {
        let screen = try screenForInput()
        guard let tabs = screen as? UITabBarController else { throw .noTabBar(screen: screen.name) }
        guard let index = tabs.tabBar.titles.firstIndex(of: title) else {
            throw .unknownTitle(id: "tabBar", title: title, titles: tabs.tabBar.titles)
        }
        try withSharingScheduler { () throws(_UserInputError) in try tabs.userSelectTab(index) }
    }
}
