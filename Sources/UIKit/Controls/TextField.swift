import Foundation
import RxCocoa
import RxSwift

/// A one-line text field, as `UITextField`.
///
/// A user edit sends `.editingDidBegin` (when the field was not yet editing) and then
/// `.editingChanged`; return sends `.editingDidEndOnExit` and then `.editingDidEnd`. Setting
/// `text` in code sends nothing, as in UIKit.
open class UITextField: UIControl, _ViewElement, TextInput {
    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        text = ""
    }

    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    open var text: String? {
        didSet { noteChange() }
    }
    /// The text with attributes; its string is `text` (attributes are not shown).
    open var attributedText: NSAttributedString? {
        get { AttributedText.current(attributed, text: text) }
        set {
            attributed = newValue
            if text != newValue?.string { text = newValue?.string }
        }
    }
    private var attributed: NSAttributedString?
    open var placeholder: String? {
        didSet { noteChange() }
    }
    /// As UIKit's: a secure field's text never appears in any output, only its length (as `•`).
    public var isSecureTextEntry = false {
        didSet { noteChange() }
    }
    private var isEditingText = false {
        didSet { noteChange() }
    }
    public override var isFirstResponder: Bool { isEditingText }
    open override var canBecomeFirstResponder: Bool { true }

    public convenience init(id: String = "", text: String = "", placeholder: String? = nil) {
        self.init(frame: .zero)
        self.id = id
        self.text = text
        self.placeholder = placeholder
    }

    public var isEditing: Bool { isFirstResponder }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        isEditingText = true
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        isEditingText = false
        sendActions(for: .editingDidEnd)
        return true
    }

    func inputRefusal(action: String) -> _UserInputError? {
        interactionRefusal(id: id, action: action)
    }

    func userEdit(_ text: String) {
        becomeFirstResponder()
        self.text = text
        sendActions(for: .editingChanged)
    }

    func userReturn() {
        becomeFirstResponder()
        sendActions(for: .editingDidEndOnExit)
        resignFirstResponder()
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            .textField(id: id, text: text ?? "", placeholder: placeholder, editing: isFirstResponder, hidden: isHidden,
                       secure: isSecureTextEntry)
        }
    }
}

extension Reactive where Base: UITextField {
    /// The text: now, then after every editing event or value change (RxCocoa's default
    /// events, so beginning to edit sends the current text again).
    public var text: ControlProperty<String?> { value }

    public var value: ControlProperty<String?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { $0.text },
            setter: { field, text in if field.text != text { field.text = text } }
        )
    }

    /// As RxCocoa's: set only when it differs, so marked text is not cleared.
    public var attributedText: ControlProperty<NSAttributedString?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { $0.attributedText },
            setter: { field, text in if field.attributedText != text { field.attributedText = text } }
        )
    }
}
