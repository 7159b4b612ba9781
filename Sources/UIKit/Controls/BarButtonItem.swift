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
public final class UINavigationItem: ReactiveCompatible {
    weak var owner: UIViewController?
    public var title: String? {
        get { owner?.title }
        set { owner?.title = newValue }
    }
    public var rightBarButtonItem: UIBarButtonItem?
    public var leftBarButtonItem: UIBarButtonItem?
    public var rightBarButtonItems: [UIBarButtonItem]? {
        get { rightBarButtonItem.map { [$0] } }
        set { rightBarButtonItem = newValue?.first }
    }
    public var hidesBackButton = false

    init() {}
}

extension Reactive where Base: UINavigationItem {
    public var title: Binder<String?> {
        Binder(base) { item, title in item.title = title }
    }
}
