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

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open var text: String? {
        didSet {
            textSelection = nil
            noteChange()
        }
    }
    /// The selection (`UITextInput`); nil puts the caret at the end of the text.
    var textSelection: NSRange?
    /// The text with attributes; its string is `text` (attributes are not shown).
    open var attributedText: NSAttributedString? {
        get { AttributedText.current(attributed, text: text) }
        set {
            attributed = newValue
            if text != newValue?.string { text = newValue?.string }
        }
    }
    private var attributed: NSAttributedString?
    /// The placeholder with attributes; its string is `placeholder` (attributes are not shown).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// As UIKit's `UIKeyInput.hasText`.
    public var hasText: Bool { !(text ?? "").isEmpty }
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

    /// As UIKit's: asked before editing begins and ends, before each user edit and on return.
    public weak var delegate: (any UITextFieldDelegate)?

    // Input traits and decoration, as UIKit's: kept, not shown (rxs has no keyboard).
    public var keyboardType = UIKeyboardType.default
    public var keyboardAppearance = UIKeyboardAppearance.default
    public var returnKeyType = UIReturnKeyType.default
    public var autocapitalizationType = UITextAutocapitalizationType.sentences
    public var autocorrectionType = UITextAutocorrectionType.default
    public var spellCheckingType = UITextSpellCheckingType.default
    public var textContentType: UITextContentType?
    public var enablesReturnKeyAutomatically = false
    public var borderStyle = BorderStyle.none
    public var clearButtonMode = ViewMode.never
    public var clearsOnBeginEditing = false
    public var leftView: UIView?
    public var leftViewMode = ViewMode.never
    public var rightView: UIView?
    public var rightViewMode = ViewMode.never
    public var inputView: UIView?
    public var inputAccessoryView: UIView?
    public var adjustsFontSizeToFitWidth = false
    public var minimumFontSize: CGFloat = 0
    public var textAlignment = NSTextAlignment.natural
    public var font: UIFont?
    public var textColor: UIColor?

    /// As UIKit's: the delegate may decline (`textFieldShouldBeginEditing(_:)`).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        isEditingText = true
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    /// As UIKit's: the delegate may decline (`textFieldShouldEndEditing(_:)`).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        isEditingText = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        return true
    }

    func inputRefusal(action: String) -> _UserInputError? {
        interactionRefusal(id: id, action: action)
    }

    @discardableResult
    func userEdit(_ text: String) -> _UserInputError.Refusal? {
        guard becomeFirstResponder() else { return .beginEditingDeclined }
        if let delegate {
            let whole = NSRange(location: 0, length: (self.text ?? "").utf16.count)
            let before = self.text
            guard delegate.textField(self, shouldChangeCharactersIn: whole, replacementString: text) else {
                // A formatter that set the text itself took the edit over, as on iOS: no refusal.
                return self.text == before ? .editDeclined : nil
            }
        }
        self.text = text
        sendActions(for: .editingChanged)
        return nil
    }

    /// As UIKit's: a delegate's `false` from `textFieldShouldReturn(_:)` keeps the field
    /// editing and sends nothing.
    func userReturn() {
        guard becomeFirstResponder() else { return }
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
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
    @preconcurrency @MainActor public var text: ControlProperty<String?> { value }

    @preconcurrency @MainActor public var value: ControlProperty<String?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { $0.text },
            setter: { field, text in if field.text != text { field.text = text } }
        )
    }

    /// As RxCocoa's: set only when it differs, so marked text is not cleared.
    @preconcurrency @MainActor public var attributedText: ControlProperty<NSAttributedString?> {
        controlProperty(
            editingEvents: [.allEditingEvents, .valueChanged],
            getter: { $0.attributedText },
            setter: { field, text in if field.attributedText != text { field.attributedText = text } }
        )
    }
}
