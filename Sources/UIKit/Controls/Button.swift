import Foundation
/// A button, as `UIButton`: a user tap sends `.touchUpInside` unless it is disabled.
import RxCocoa
import RxSwift

public final class UIButton: UIControl, _ViewElement {
    /// As UIKit's `init(frame:)`: a view with no id (one a screen does not list).
    public override convenience init(frame: CGRect) {
        self.init(id: "", title: "")
        self.frame = frame
    }

    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    public var title: String? {
        didSet { noteChange() }
    }
    /// Shown as the path `image` when set.
    public var image: UIImage? {
        didSet { noteChange() }
    }
    public var titleColor: UIColor? {
        didSet { noteChange() }
    }

    public init(id: String, title: String) {
        self.title = title
        super.init(id: id)
    }

    /// As `UIButton(type:)`, for code that builds its buttons without an id.
    public convenience init(type: ButtonType = .system) {
        self.init(id: "", title: "")
    }

    public enum ButtonType: Sendable { case custom, system }

    public func setTitle(_ title: String?, for state: State) {
        if state == .normal { self.title = title }
    }

    public func setTitleColor(_ color: UIColor?, for state: State) {
        if state == .normal { titleColor = color }
    }

    public func setImage(_ image: UIImage?, for state: State) {
        if state == .normal { self.image = image }
    }

    public func title(for state: State) -> String? { title }

    /// As `UIControl.State`; only `.normal` is shown.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    override var appearanceProperties: [(String, _SnapshotValue)] {
        var extras = super.appearanceProperties
        if let image { extras.append(("image", .string(image.name))) }
        if let titleColor { extras.append(("titleColor", .string(titleColor.name))) }
        return extras
    }

    /// The user's tap; refused (and said so) when the button cannot be tapped.
    func userTap() throws(_UserInputError) {
        try checkReachable(id: id, action: "tap")
        sendActions(for: .touchUpInside)
    }

    public func elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot { .button(id: id, title: title ?? "", enabled: isEnabled, hidden: isHidden) }
    }
}

extension Reactive where Base: UIButton {
    public var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }

    public var title: Binder<String?> {
        Binder(base) { button, title in button.title = title }
    }

    /// As RxCocoa's `rx.title(for:)`.
    public func title(for state: UIButton.State = []) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: state) }
    }

    public func image(for state: UIButton.State = []) -> Binder<UIImage?> {
        Binder(base) { button, image in button.setImage(image, for: state) }
    }
}
