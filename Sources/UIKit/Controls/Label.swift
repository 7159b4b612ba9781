import RxCocoa
import RxSwift
import Foundation

/// A label, as `UILabel`.
open class UILabel: UIView, _ViewElement {
    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    @exclusivity(unchecked) open var text: String? {
        didSet { noteChange() }
    }
    /// The text with attributes; its string is `text` (attributes are not shown).
    public var attributedText: NSAttributedString? {
        get { AttributedText.current(attributed, text: text) }
        set {
            attributed = newValue
            text = newValue?.string
        }
    }
    @exclusivity(unchecked) private var attributed: NSAttributedString?
    /// Shown as the path `textColor` when set.
    @exclusivity(unchecked) public var textColor: UIColor? {
        didSet { noteChange() }
    }
    /// Accepted and not shown: layout alone.
    public var font: UIFont?
    public var numberOfLines = 1
    public var textAlignment = NSTextAlignment.natural
    @exclusivity(unchecked) public var isEnabled = true {
        didSet { noteChange() }
    }

    /// As UIKit's, a label takes no touches until `isUserInteractionEnabled` is set: a
    /// gesture recognizer on it needs that.
    public init(id: String = "", text: String? = nil) {
        self.text = text
        super.init(id: id)
        isUserInteractionEnabled = false
    }

    public func elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot { .label(id: id, text: text, hidden: isHidden) }
    }

    override var appearanceProperties: [(String, _SnapshotValue)] {
        var extras = super.appearanceProperties
        if let textColor { extras.append(("textColor", .string(textColor.name))) }
        if !isEnabled { extras.append(("enabled", .bool(false))) }
        return extras
    }
}

extension Reactive where Base: UILabel {
    public var text: Binder<String?> {
        Binder(base as UILabel) { label, text in label.text = text }
    }

    public var attributedText: Binder<NSAttributedString?> {
        Binder(base as UILabel) { label, text in label.attributedText = text }
    }

    public var textColor: Binder<UIColor?> {
        Binder(base as UILabel) { label, color in label.textColor = color }
    }
}
