import Foundation
/// A navigation bar button, as `UIBarButtonItem`: shown as a button; the `tap` command
/// taps it unless disabled.
import RxCocoa
import RxSwift

open class UIBarButtonItem: UIControl, _ViewElement {
    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public enum Style: Sendable { case plain, done }


    public var title: String? {
        didSet { noteChange() }
    }
    public var style = Style.plain

    public convenience init(id: String = "", title: String?, style: Style = .plain) {
        self.init()
        self.id = id
        self.title = title
        self.style = style
    }

    /// As UIKit's designated `UIBarButtonItem()`, so a subclass can override it: no title, no id.
    public init() {
        title = nil
        super.init(frame: .zero)
    }

    /// A system item shows its name as its title (`Add`, `Fast Forward`); the spaces show
    /// nothing and are not listed (UIBarButtonItem+SystemItem.swift).
    public convenience init(id: String = "", barButtonSystemItem: SystemItem) {
        self.init(id: id, title: barButtonSystemItem.title)
        isSpace = barButtonSystemItem == .flexibleSpace || barButtonSystemItem == .fixedSpace
    }

    /// A flexible or fixed space, which a toolbar lays out and no screen lists.
    package internal(set) var isSpace = false
    /// As UIKit's: a fixed space's width; kept, not applied.
    open var width: CGFloat = 0

    /// As UIKit's (iOS 14): a tap performs the primary action when there is one, else opens
    /// the menu (a flow's `menu` command picks from it).
    open var menu: UIMenu?
    /// As UIKit's (iOS 14): performed on a tap; its title and image are the item's.
    open var primaryAction: UIAction? {
        didSet {
            guard let primaryAction, !primaryAction.title.isEmpty else { return }
            title = primaryAction.title
            image = primaryAction.image
        }
    }

    /// As `UIBarButtonItem(title:image:primaryAction:menu:)` (iOS 14): the action's title and
    /// image when none are given.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil,
                            menu: UIMenu? = nil) {
        self.init(id: "", title: title ?? primaryAction?.title)
        self.image = image ?? primaryAction?.image
        self.menu = menu
        self.primaryAction = primaryAction
    }

    /// As `UIBarButtonItem(systemItem:primaryAction:menu:)` (iOS 14): the system item's title.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem)
        self.menu = menu
        self.primaryAction = primaryAction
    }

    /// Accepted and not shown: a snapshot shows the item as a button with its title.
    public var customView: UIView?
    public var image: UIImage?
    /// `setTitleTextAttributes(_:for:)`'s, by state: kept, not shown.
    var titleTextAttributesByState: [UIControl.State: [NSAttributedString.Key: Any]] = [:]

    /// As UIKit's (`UIBarItem`'s): kept, not shown.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleTextAttributesByState[state] = attributes
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state]
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot { .button(id: id, title: title ?? "", enabled: isEnabled, hidden: isHidden) }
    }
}

extension Reactive where Base: UIBarButtonItem {
    @preconcurrency @MainActor public var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }

    @preconcurrency @MainActor public var title: Binder<String?> {
        Binder(base as UIBarButtonItem) { item, title in item.title = title }
    }
}

/// A screen's navigation bar contents, as `UINavigationItem`: its title is the screen's
/// (`nav.title`); bar button items are listed among the screen's elements.
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    weak var owner: UIViewController?
    /// A view controller's item is its title; one made alone keeps its own.
    open var title: String? {
        get { owner == nil ? ownTitle : owner?.title }
        set {
            if let owner { owner.title = newValue } else { ownTitle = newValue }
        }
    }
    private var ownTitle: String?
    /// The first of the right items (the outermost), as UIKit's.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    public var rightBarButtonItems: [UIBarButtonItem]?
    public var leftBarButtonItems: [UIBarButtonItem]?
    /// As UIKit's (iOS 16): setting them sets the left items to the visible groups' items.
    public var leadingItemGroups: [UIBarButtonItemGroup] = [] {
        didSet { leftBarButtonItems = Self.items(of: leadingItemGroups) }
    }
    /// As UIKit's (iOS 16): setting them sets the right items to the visible groups' items.
    public var trailingItemGroups: [UIBarButtonItemGroup] = [] {
        didSet { rightBarButtonItems = Self.items(of: trailingItemGroups) }
    }
    /// As UIKit's (iPadOS 16): kept, not shown.
    public var centerItemGroups: [UIBarButtonItemGroup] = []

    private static func items(of groups: [UIBarButtonItemGroup]) -> [UIBarButtonItem]? {
        let items = groups.filter { !$0.isHidden }.flatMap(\.barButtonItems)
        return items.isEmpty ? nil : items
    }
    public var hidesBackButton = false
    public var prompt: String?
    /// Accepted and not shown: a headless navigation bar draws nothing; the search controller's
    /// bar is reached through the controller itself.
    public var searchController: UISearchController?
    public var hidesSearchBarWhenScrolling = true
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    public var backBarButtonItem: UIBarButtonItem?
    public var backButtonTitle: String?
    public var titleView: UIView?
    /// As UIKit's (iOS 13): this screen's bar looks, kept and not shown.
    public var standardAppearance: UINavigationBarAppearance?
    public var compactAppearance: UINavigationBarAppearance?
    public var scrollEdgeAppearance: UINavigationBarAppearance?
    public var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// As `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never
    }

    public override init() {
        super.init()
    }

    /// As UIKit's `init(title:)`; an item of no controller keeps its own title.
    public init(title: String) {
        super.init()
        ownTitle = title
    }

    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }
}

extension Reactive where Base: UINavigationItem {
    @preconcurrency @MainActor public var title: Binder<String?> {
        Binder(base as UINavigationItem) { item, title in item.title = title }
    }
}
