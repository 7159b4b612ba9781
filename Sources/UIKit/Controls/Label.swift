import RxCocoa
import RxSwift
import Foundation

/// A label, as `UILabel`.
open class UILabel: UIView, _ViewElement {
    /// A label is an accessibility element of static text, as UIKit's.
    override var isAccessibilityElementByDefault: Bool { true }
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .staticText }

    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @exclusivity(unchecked) open var text: String? {
        didSet { noteChange() }
    }
    // The attributed text, colour and font are kept in the view's side storage
    // (`ViewExtras`), made when the first is set: most labels (every cell's) set none, and
    // each stored field was one more release for every label freed.

    /// The text with attributes; its string is `text` (attributes are not shown).
    open var attributedText: NSAttributedString? {
        get { AttributedText.current(extras?.attributedText, text: text) }
        set {
            if newValue != nil || extras != nil { extrasMade.attributedText = newValue }
            text = newValue?.string
        }
    }
    /// Shown as the path `textColor` when set. As UIKit's, never nil when read: UIKit's default
    /// (`.label`) until set, and again after setting nil.
    open var textColor: UIColor! {
        get { extras?.textColor ?? .label }
        set {
            if newValue != nil || extras != nil { extrasMade.textColor = newValue }
            noteChange()
        }
    }
    /// Accepted and not shown: layout alone. As UIKit's, never nil when read (the system font
    /// at 17 points until set).
    open var font: UIFont! {
        get { extras?.font ?? .systemFont(ofSize: 17) }
        set { if newValue != nil || extras != nil { extrasMade.font = newValue } }
    }
    public var numberOfLines = 1
    // Layout alone, kept in the side storage: accepted, not shown.
    public var lineBreakMode: NSLineBreakMode {
        get { extras?.labelLayout.lineBreakMode ?? .byTruncatingTail }
        set { extrasMade.labelLayout.lineBreakMode = newValue }
    }
    public var adjustsFontSizeToFitWidth: Bool {
        get { extras?.labelLayout.adjustsFontSizeToFitWidth ?? false }
        set { extrasMade.labelLayout.adjustsFontSizeToFitWidth = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { extras?.labelLayout.minimumScaleFactor ?? 0 }
        set { extrasMade.labelLayout.minimumScaleFactor = newValue }
    }
    public var preferredMaxLayoutWidth: CGFloat {
        get { extras?.labelLayout.preferredMaxLayoutWidth ?? 0 }
        set { extrasMade.labelLayout.preferredMaxLayoutWidth = newValue }
    }
    public var baselineAdjustment: UIBaselineAdjustment {
        get { extras?.labelLayout.baselineAdjustment ?? .alignBaselines }
        set { extrasMade.labelLayout.baselineAdjustment = newValue }
    }
    public var allowsDefaultTighteningForTruncation: Bool {
        get { extras?.labelLayout.allowsDefaultTighteningForTruncation ?? false }
        set { extrasMade.labelLayout.allowsDefaultTighteningForTruncation = newValue }
    }
    public var adjustsFontForContentSizeCategory: Bool {
        get { extras?.labelLayout.adjustsFontForContentSizeCategory ?? false }
        set { extrasMade.labelLayout.adjustsFontForContentSizeCategory = newValue }
    }
    public var isHighlighted: Bool {
        get { extras?.labelLayout.isHighlighted ?? false }
        set { extrasMade.labelLayout.isHighlighted = newValue }
    }
    public var highlightedTextColor: UIColor? {
        get { extras?.labelLayout.highlightedTextColor }
        set { extrasMade.labelLayout.highlightedTextColor = newValue }
    }
    public var shadowColor: UIColor? {
        get { extras?.labelLayout.shadowColor }
        set { extrasMade.labelLayout.shadowColor = newValue }
    }
    public var shadowOffset: CGSize {
        get { extras?.labelLayout.shadowOffset ?? CGSize(width: 0, height: -1) }
        set { extrasMade.labelLayout.shadowOffset = newValue }
    }
    public var textAlignment = NSTextAlignment.natural
    @exclusivity(unchecked) public var isEnabled = true {
        didSet { noteChange() }
    }

    /// As UIKit's, a label takes no touches until `isUserInteractionEnabled` is set: a
    /// gesture recognizer on it needs that.
    public convenience init(id: String = "", text: String? = nil) {
        self.init(frame: .zero)
        self.id = id
        self.text = text
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot { .label(id: id, text: text, hidden: isHidden) }
    }

    override var appearanceProperties: [(String, _SnapshotValue)] {
        var extras = super.appearanceProperties
        if let textColor = self.extras?.textColor { extras.append(("textColor", .string(textColor.name))) }
        if !isEnabled { extras.append(("enabled", .bool(false))) }
        return extras
    }
}

extension Reactive where Base: UILabel {
    @preconcurrency @MainActor public var text: Binder<String?> {
        Binder(base as UILabel) { label, text in label.text = text }
    }

    @preconcurrency @MainActor public var attributedText: Binder<NSAttributedString?> {
        Binder(base as UILabel) { label, text in label.attributedText = text }
    }

    @preconcurrency @MainActor public var textColor: Binder<UIColor?> {
        Binder(base as UILabel) { label, color in label.textColor = color }
    }
}
