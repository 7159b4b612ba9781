import Foundation
/// A button, as `UIButton`: a user tap sends `.touchUpInside` unless it is disabled.
import RxCocoa
import RxSwift

open class UIButton: UIControl, _ViewElement {
    /// As UIKit's: a button's trait.
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .button }

    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// As UIKit's (iOS 14): the menu a long press opens, or a tap with
    /// `showsMenuAsPrimaryAction`; a flow's `menu` command picks from it.
    open var menu: UIMenu? {
        didSet { isContextMenuInteractionEnabled = menu != nil }
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The normal state's title, image and title color (set with `setTitle(_:for:)` and the
    /// like): the snapshot shows them. Package-only, so a subclass may declare these names.
    package var title: String? {
        didSet { noteChange() }
    }
    /// Shown as the path `image` when set.
    package var image: UIImage? {
        didSet { noteChange() }
    }
    package var titleColor: UIColor? {
        didSet { noteChange() }
    }

    /// As UIKit's: the title, image and title color of the state the button is in.
    public var currentTitle: String? { title(for: currentState) }
    public var currentImage: UIImage? { image(for: currentState) }
    public var currentTitleColor: UIColor { titleColor(for: currentState) ?? tintColor ?? .systemBlue }

    /// As UIKit's: a label showing the current title; setting its font or text is accepted
    /// (the title is the button's, set with `setTitle(_:for:)`).
    public var titleLabel: UILabel? {
        let label = madeParts.titleLabel ?? UILabel(frame: .zero)
        madeParts.titleLabel = label
        let title = currentTitle
        if label.text != title { label.text = title }
        return label
    }
    /// As UIKit's: an image view showing the current image.
    public var imageView: UIImageView? {
        let view = madeParts.imageView ?? UIImageView(frame: .zero)
        madeParts.imageView = view
        let image = currentImage
        if view.image != image { view.image = image }
        return view
    }
    // Layout alone: accepted, not shown.
    public var contentEdgeInsets: UIEdgeInsets {
        get { parts?.contentEdgeInsets ?? .zero }
        set { madeParts.contentEdgeInsets = newValue }
    }
    public var titleEdgeInsets: UIEdgeInsets {
        get { parts?.titleEdgeInsets ?? .zero }
        set { madeParts.titleEdgeInsets = newValue }
    }
    public var imageEdgeInsets: UIEdgeInsets {
        get { parts?.imageEdgeInsets ?? .zero }
        set { madeParts.imageEdgeInsets = newValue }
    }
    public var adjustsImageWhenHighlighted: Bool {
        get { parts?.adjustsImageWhenHighlighted ?? true }
        set { madeParts.adjustsImageWhenHighlighted = newValue }
    }
    /// `Button+Configuration`'s storage.
    var storedConfiguration: (configuration: Configuration?, handler: ((UIButton) -> Void)?) {
        get { (parts?.configuration, parts?.configurationUpdateHandler) }
        set { (madeParts.configuration, madeParts.configurationUpdateHandler) = newValue }
    }

    /// Made when first asked for, as most buttons need none of these.
    private var parts: ButtonParts?
    private var madeParts: ButtonParts {
        if let parts { return parts }
        let made = ButtonParts()
        parts = made
        return made
    }

    private var currentState: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isHighlighted { state.insert(.highlighted) }
        if isSelected { state.insert(.selected) }
        return state
    }

    public convenience init(id: String, title: String) {
        self.init(frame: .zero)
        self.id = id
        self.title = title
    }

    /// As `UIButton(primaryAction:)` (iOS 14): the action runs on each tap; its title and image
    /// are the button's.
    public convenience init(type: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: type)
        guard let primaryAction else { return }
        title = primaryAction.title
        image = primaryAction.image
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// As `UIButton(type:)`, for code that builds its buttons without an id.
    public convenience init(type: ButtonType = .system) {
        self.init(id: "", title: "")
        title = nil
    }

    public enum ButtonType: Sendable { case custom, system }

    /// Titles, images and colors for the states other than `.normal`, as UIKit keeps them; the
    /// snapshot shows the normal ones (`title`, `image`, `titleColor`).
    private var titles: [State: String] = [:]
    private var images: [State: UIImage] = [:]
    var titleColors: [State: UIColor] = [:]
    private var backgroundImages: [State: UIImage] = [:]
    private var attributedTitles: [State: NSAttributedString] = [:]

    public func setTitle(_ title: String?, for state: State) {
        if state == .normal { self.title = title } else { titles[state] = title }
    }

    public func setTitleColor(_ color: UIColor?, for state: State) {
        if state == .normal { titleColor = color } else { titleColors[state] = color }
    }

    public func setImage(_ image: UIImage?, for state: State) {
        if state == .normal { self.image = image } else { images[state] = image }
    }

    public func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state] = image
    }

    /// An attributed title for `.normal` is also the title shown.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state] = title
        if state == .normal, let title { self.title = title.string }
    }

    /// As UIKit's: a state without its own value has the normal state's.
    public func title(for state: State) -> String? { titles[state] ?? title }
    public func titleColor(for state: State) -> UIColor? { titleColors[state] ?? titleColor }
    public func image(for state: State) -> UIImage? { images[state] ?? image }
    public func backgroundImage(for state: State) -> UIImage? { backgroundImages[state] ?? backgroundImages[.normal] }
    public func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state] ?? attributedTitles[.normal] }

    override var appearanceProperties: [(String, _SnapshotValue)] {
        var extras = super.appearanceProperties
        if let image { extras.append(("image", .string(image.name))) }
        if let titleColor { extras.append(("titleColor", .string(titleColor.name))) }
        return extras
    }

    /// The user's tap; refused (and said so) when the button cannot be tapped.
    func userTap() throws(_UserInputError) {
        try checkReachable(id: id, action: "tap")
        // A finger down, then up inside: the button's primary action, as UIKit sends them.
        sendActions(for: .touchDown)
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot { .button(id: id, title: title ?? "", enabled: isEnabled, hidden: isHidden) }
    }
}

extension Reactive where Base: UIButton {
    @preconcurrency @MainActor public var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }

    @preconcurrency @MainActor public var title: Binder<String?> {
        Binder(base as UIButton) { button, title in button.title = title }
    }

    /// As RxCocoa's `rx.title(for:)`.
    @preconcurrency @MainActor public func title(for state: UIButton.State = []) -> Binder<String?> {
        Binder(base as UIButton) { button, title in button.setTitle(title, for: state) }
    }

    @preconcurrency @MainActor public func image(for state: UIButton.State = []) -> Binder<UIImage?> {
        Binder(base as UIButton) { button, image in button.setImage(image, for: state) }
    }

    @preconcurrency @MainActor public func backgroundImage(for state: UIButton.State = []) -> Binder<UIImage?> {
        Binder(base as UIButton) { button, image in button.setBackgroundImage(image, for: state) }
    }

    @preconcurrency @MainActor public func attributedTitle(for state: UIButton.State = []) -> Binder<NSAttributedString?> {
        Binder(base as UIButton) { button, title in button.setAttributedTitle(title, for: state) }
    }
}

/// A button's title label, image view and insets, made when first asked for.
private final class ButtonParts {
    var titleLabel: UILabel?
    var imageView: UIImageView?
    var contentEdgeInsets = UIEdgeInsets.zero
    var titleEdgeInsets = UIEdgeInsets.zero
    var imageEdgeInsets = UIEdgeInsets.zero
    var adjustsImageWhenHighlighted = true
    var configuration: UIButton.Configuration?
    var configurationUpdateHandler: ((UIButton) -> Void)?
}
