import Foundation
/// A navigation bar button, as `UIBarButtonItem`: shown as a button; the `tap` command
/// taps it unless disabled.
import RxCocoa
import RxSwift

public final class UIBarButtonItem: UIControl, _ViewElement {
    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    public enum Style: Sendable { case plain, done }

    public enum SystemItem: String, Sendable {
        case done, cancel, edit, save, add, refresh, action, compose, trash, search
    }

    public var title: String? {
        didSet { noteChange() }
    }
    public var style = Style.plain

    public init(id: String = "", title: String?, style: Style = .plain) {
        self.title = title
        self.style = style
        super.init(id: id)
    }

    /// As `UIBarButtonItem()`: no title, no id.
    public convenience init() {
        self.init(id: "", title: nil)
    }

    public convenience init(id: String = "", barButtonSystemItem: SystemItem) {
        self.init(id: id, title: barButtonSystemItem.rawValue.capitalized)
    }

    public func elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot { .button(id: id, title: title ?? "", enabled: isEnabled, hidden: isHidden) }
    }
}

extension Reactive where Base: UIBarButtonItem {
    public var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }

    public var title: Binder<String?> {
        Binder(base) { item, title in item.title = title }
    }
}

/// A screen's navigation bar contents, as `UINavigationItem`: its title is the screen's
/// (`nav.title`); bar button items are listed among the screen's elements.
open class UINavigationItem: NSObject {
    weak var owner: UIViewController?
    /// A view controller's item is its title; one made alone keeps its own.
    open var title: String? {
        get { owner == nil ? ownTitle : owner?.title }
        set {
            if let owner { owner.title = newValue } else { ownTitle = newValue }
        }
    }
    private var ownTitle: String?
    public var rightBarButtonItem: UIBarButtonItem?
    public var leftBarButtonItem: UIBarButtonItem?
    public var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightBarButtonItem.map { [$0] } }
        set { rightBarButtonItem = newValue?.first }
    }
    public var hidesBackButton = false

    public override init() {
        super.init()
    }

    public init(title: String) {
        super.init()
        ownTitle = title
    }
}

extension Reactive where Base: UINavigationItem {
    public var title: Binder<String?> {
        Binder(base) { item, title in item.title = title }
    }
}
