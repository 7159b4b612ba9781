import Foundation

/// Columns of controllers, as `UISplitViewController`, on a phone: always collapsed
/// (`isCollapsed` is true), so it shows one navigation stack, the primary column's, whose top
/// is what iOS shows collapsed (see `SplitViewController+Collapse`). Its title and elements are
/// that stack's top's; `back` pops it, and `showDetailViewController(_:sender:)` and
/// `show(.secondary)` push on it, as on an iPhone.
///
/// Column style (`init(style: .doubleColumn)`) wraps the primary in a navigation controller
/// when it is set, as UIKit does (`primary.navigationController` is that one); classic style
/// (`viewControllers = [masterNav, detailNav]`) shows the primary as it is.
open class UISplitViewController: UIViewController {
    public enum Style: Int, Sendable { case unspecified, doubleColumn, tripleColumn }
    public enum Column: Int, Sendable { case primary, supplementary, secondary, compact }
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary,
             twoOverSecondary, twoDisplaceSecondary
    }
    public enum SplitBehavior: Int, Sendable { case automatic, tile, overlay, displace }
    public enum PrimaryEdge: Int, Sendable { case leading, trailing }
    public enum BackgroundStyle: Int, Sendable { case none, sidebar }

    public let style: Style
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// Kept: a collapsed split view shows one column whatever the settings.
    open var preferredDisplayMode = DisplayMode.automatic
    open var preferredSplitBehavior = SplitBehavior.automatic
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var primaryEdge = PrimaryEdge.leading
    open var primaryBackgroundStyle = BackgroundStyle.none
    open var preferredPrimaryColumnWidthFraction: CGFloat = 0.25
    open var preferredPrimaryColumnWidth: CGFloat = 0
    open var minimumPrimaryColumnWidth: CGFloat = 0
    open var maximumPrimaryColumnWidth: CGFloat = 0
    open var preferredSupplementaryColumnWidthFraction: CGFloat = 0.25
    open var preferredSupplementaryColumnWidth: CGFloat = 0
    /// True: a phone's width is compact, so the columns collapse into one stack.
    open var isCollapsed: Bool { true }
    /// Collapsed, only one column shows: the secondary-only mode, whatever was preferred.
    open var displayMode: DisplayMode { .secondaryOnly }
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }
    /// Kept and not shown: a collapsed split view has no display-mode button to tap.
    public private(set) lazy var displayModeButtonItem = UIBarButtonItem()

    /// The controllers set per column (column style), or the primary and secondary
    /// (classic style's `viewControllers`).
    var columns: [Column: UIViewController] = [:]
    /// The primary column's navigation controller: UIKit's wrapper in column style.
    var primaryNavigation: UINavigationController?
    /// The one child that shows (the primary's stack, or the compact column), once collapsed.
    var shownChild: UIViewController?
    /// Collapsing happens once, when the split view controller is first shown.
    var isCollapseDone = false

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Classic style, as UIKit's `init(nibName:bundle:)`.
    public override init(nibName: String?, bundle: Bundle?) {
        style = .unspecified
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Classic style, as `UISplitViewController()`.
    public override init(name: String, environment: _Environment) {
        style = .unspecified
        super.init(name: name, environment: environment)
    }

    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Classic style: the primary and the secondary (as set). Column style: the columns'
    /// controllers, primary, supplementary, secondary.
    open var viewControllers: [UIViewController] {
        get {
            let order: [Column] = style == .unspecified ? [.primary, .secondary] : [.primary, .supplementary, .secondary]
            return order.compactMap { columns[$0] }
        }
        set {
            guard style == .unspecified else {
                setViewController(newValue.first, for: .primary)
                setViewController(newValue.count > 1 ? newValue.last : nil, for: .secondary)
                return
            }
            columns[.secondary] = newValue.count > 1 ? newValue[1] : nil
            replacePrimary(with: newValue.first)
        }
    }

    /// Sets a column's controller (column style only; UIKit ignores it in classic style).
    /// Once collapsed, a new primary (or compact) controller shows at once; a new secondary
    /// shows when `show(.secondary)` or `showDetailViewController` asks, as on iOS.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else { return }
        columns[column] = vc
        switch column {
        case .primary: replacePrimary(with: vc)
        case .compact: if isCollapseDone { collapseAgain() }
        case .supplementary, .secondary: break
        }
    }

    open func viewController(for column: Column) -> UIViewController? {
        columns[column]
    }

    /// Collapsed: `.primary` pops back to the primary, `.secondary` (`.supplementary`) pushes
    /// its controller unless it is on the stack. The delegate hears `willShow` first.
    open func show(_ column: Column) {
        showCollapsed(column)
    }

    /// Kept: a collapsed split view shows one column, which it cannot hide.
    open func hide(_ column: Column) {}

    /// Collapsed, as iOS: the delegate may show it (`showDetail`); else it becomes the
    /// secondary and is pushed on the shown stack (presented when there is none).
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        collapseIfNeeded()
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        columns[.secondary] = vc
        pushOrPresent(vc)
    }

    /// Collapsed, as iOS: the delegate may show it (`show`); else it is pushed on the shown
    /// stack (presented when there is none).
    open override func show(_ vc: UIViewController, sender: Any?) {
        collapseIfNeeded()
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        pushOrPresent(vc)
    }

    open override var _elements: [any _ViewElement] {
        collapseIfNeeded()
        return shownChild?._elements ?? []
    }

    /// The shown stack's title, as the navigation bar shows it.
    open override var title: String? {
        get {
            collapseIfNeeded()
            return shownChild?.title ?? storedTitle
        }
        set { storedTitle = newValue }
    }
    private var storedTitle: String?

    override var appearanceChildren: [UIViewController] {
        collapseIfNeeded()
        return shownChild.map { [$0] } ?? []
    }
}

extension UIViewController {
    /// The nearest split view controller above this one, as UIKit's.
    public var splitViewController: UISplitViewController? {
        var current = parent
        while let candidate = current {
            if let split = candidate as? UISplitViewController { return split }
            current = candidate.parent
        }
        return nil
    }
}
