import Foundation
import RxCocoa
import RxSwift

/// What a tab bar tells its delegate, as `UITabBarDelegate`; every method has UIKit's
/// default (nothing).
@preconcurrency @MainActor public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
    public func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem]) {}
    public func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool) {}
    public func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool) {}
}

/// A bar of tabs, as `UITabBar`: a tab bar controller's (the element `tabBar`) or one of the
/// app's own. Drawn and read like a segmented control (`tabBar.selected`, `tabBar.title`,
/// `tabBar.segments`). A tab the person selects through the controller is told to the
/// delegate (`rx.didSelectItem`).
open class UITabBar: UIView, _ViewElement, @preconcurrency HasDelegate, @preconcurrency DelegateProxyStoring {
    public typealias Delegate = UITabBarDelegate

    /// As UIKit's `init(frame:)`: a tab bar with no items and none selected.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Held weakly, as UIKit does; `rx` installs its proxy here.
    public weak var delegate: (any UITabBarDelegate)?
    @usableFromInline package var delegateProxies = DelegateProxySlots()
    /// Kept, not shown.
    public var barTintColor: UIColor?
    public var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    public var itemPositioning = ItemPositioning.automatic
    /// As UIKit's (iOS 13): kept, not shown; made when first read. Held as an optional, so
    /// an appearance proxy can tell whether it was set or read (`AppearanceProperties`).
    open var standardAppearance: UITabBarAppearance {
        get { madeOnFirstRead(&standardAppearanceIfMade, UITabBarAppearance.init) }
        set { standardAppearanceIfMade = newValue }
    }
    var standardAppearanceIfMade: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?

    public var items: [UITabBarItem]? {
        didSet { titles = (items ?? []).map { $0.title ?? "" } }
    }

    public func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        self.items = items
    }

    /// The highlighted item; one not in `items` selects none.
    public var selectedItem: UITabBarItem? {
        get {
            guard let selectedIndex, let items, items.indices.contains(selectedIndex) else { return nil }
            return items[selectedIndex]
        }
        set { selectedIndex = newValue.flatMap { item in items?.firstIndex { $0 === item } } }
    }

    /// The tabs' titles as drawn: the items' titles, or the controller's screens' names.
    var titles: [String] = [] {
        didSet { noteChange() }
    }
    var selectedIndex: Int? {
        didSet { noteChange() }
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            let selected = selectedIndex.flatMap { titles.indices.contains($0) ? $0 : nil }
            return _ElementSnapshot(id: id, kind: .segmentedControl, properties: [
                "hidden": .bool(isHidden), "segments": .string(titles.joined(separator: "|")),
                "selected": _SnapshotValue(selected), "title": _SnapshotValue(selected.map { titles[$0] }),
            ])
        }
    }
}
