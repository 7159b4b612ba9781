import Foundation
import RxCocoa
import RxSwift

/// A multi-line text view, as `UITextView`: the `type` command replaces its text (sending
/// `.editingDidBegin` then `.editingChanged`, as `rx.didBeginEditing`/`rx.didChange`).
open class UITextView: UIControl, _ViewElement, TextInput, @preconcurrency HasDelegate, @preconcurrency DelegateProxyStoring {
    public typealias Delegate = UITextViewDelegate

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
    /// Typing moves the caret: RxCocoa's `didChangeSelection`.
    let selectionChanged = PublishSubject<Void>()

    /// As RxCocoa's: the control's events complete when it is deallocated.
    deinit {
        selectionChanged.onCompleted()
    }
    public var isEditable = true {
        didSet { noteChange() }
    }
    public var textColor: UIColor? {
        didSet { noteChange() }
    }
    public var font: UIFont?
    /// As UIKit's: asked before editing begins and ends and before each user edit; `rx.delegate`
    /// installs its proxy here.
    public weak var delegate: (any UITextViewDelegate)?
    @usableFromInline package var delegateProxies = DelegateProxySlots()
    // Input traits, as UIKit's: kept, not shown (rxs has no keyboard).
    public var keyboardType = UIKeyboardType.default
    public var returnKeyType = UIReturnKeyType.default
    public var autocapitalizationType = UITextAutocapitalizationType.sentences
    public var autocorrectionType = UITextAutocorrectionType.default
    public var spellCheckingType = UITextSpellCheckingType.default
    public var textContentType: UITextContentType?
    public var isSecureTextEntry = false
    public var keyboardAppearance = UIKeyboardAppearance.default
    public var enablesReturnKeyAutomatically = false
    public var textAlignment = NSTextAlignment.natural
    public var inputView: UIView?
    public var inputAccessoryView: UIView?
    // A scroll view's and text container's settings, as UIKit's: kept, not shown.
    public var isSelectable = true
    public var isScrollEnabled = true
    public var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    public var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none
    /// As UIKit's `UIKeyInput.hasText`.
    public var hasText: Bool { !(text ?? "").isEmpty }
    private var isEditingText = false {
        didSet { noteChange() }
    }
    public override var isFirstResponder: Bool { isEditingText }
    public override var canBecomeFirstResponder: Bool { true }

    public convenience init(id: String = "", text: String = "") {
        self.init(frame: .zero)
        self.id = id
        self.text = text
    }

    @discardableResult
    public override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
        isEditingText = true
        delegate?.textViewDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        return true
    }

    @discardableResult
    public override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if let delegate, !delegate.textViewShouldEndEditing(self) { return false }
        isEditingText = false
        delegate?.textViewDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        return true
    }

    /// A text view that is not editable takes no typing, as UIKit shows no keyboard for it.
    func inputRefusal(action: String) -> _UserInputError? {
        if let refusal = interactionRefusal(id: id, action: action) { return refusal }
        return isEditable ? nil : .refused(action: action, id: id, what: "the text view", reason: .notEditable)
    }

    @discardableResult
    func userEdit(_ text: String) -> _UserInputError.Refusal? {
        guard becomeFirstResponder() else { return .beginEditingDeclined }
        let old = self.text ?? ""
        if let delegate, !delegate.textView(self, shouldChangeTextIn: NSRange(location: 0, length: old.utf16.count),
                                            replacementText: text) {
            return .editDeclined
        }
        self.text = text
        edited()
        return nil
    }

    /// Return adds a line, as in a text view (a delegate may decline it).
    func userReturn() {
        guard becomeFirstResponder() else { return }
        let old = text ?? ""
        if let delegate, !delegate.textView(self, shouldChangeTextIn: NSRange(location: old.utf16.count, length: 0),
                                            replacementText: "\n") {
            return
        }
        text = old + "\n"
        edited()
    }

    func edited() {
        sendActions(for: .editingChanged)
        delegate?.textViewDidChange(self)
        selectionChanged.onNext(())
        delegate?.textViewDidChangeSelection(self)
    }

    override var appearanceProperties: [(String, _SnapshotValue)] {
        var extras = super.appearanceProperties
        if let textColor { extras.append(("textColor", .string(textColor.name))) }
        if !isEditable { extras.append(("editable", .bool(false))) }
        return extras
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            _ElementSnapshot(id: id, kind: .textView, properties: [
                "editing": .bool(isFirstResponder), "hidden": .bool(isHidden), "text": .string(text ?? ""),
            ])
        }
    }
}

extension Reactive where Base: UITextView {
    @preconcurrency @MainActor public var text: ControlProperty<String?> { value }

    @preconcurrency @MainActor public var value: ControlProperty<String?> {
        controlProperty(editingEvents: [.allEditingEvents, .valueChanged], getter: { $0.text },
                        setter: { view, text in if view.text != text { view.text = text } })
    }

    @preconcurrency @MainActor public var didBeginEditing: ControlEvent<Void> { controlEvent(.editingDidBegin) }
    @preconcurrency @MainActor public var didEndEditing: ControlEvent<Void> { controlEvent(.editingDidEnd) }
    @preconcurrency @MainActor public var didChange: ControlEvent<Void> { controlEvent(.editingChanged) }
    @preconcurrency @MainActor public var didChangeSelection: ControlEvent<Void> { ControlEvent(events: base.selectionChanged) }

    @preconcurrency @MainActor public var attributedText: ControlProperty<NSAttributedString?> {
        controlProperty(editingEvents: [.allEditingEvents, .valueChanged], getter: { $0.attributedText },
                        setter: { view, text in if view.attributedText != text { view.attributedText = text } })
    }

    @preconcurrency @MainActor public var textColor: Binder<UIColor?> {
        Binder(base as UITextView) { view, color in view.textColor = color }
    }
}
