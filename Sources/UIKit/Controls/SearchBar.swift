import Foundation
import RxCocoa
import RxSwift

/// A search bar, as `UISearchBar` with its delegate's callbacks as sequences.
///
/// A user edit begins editing (when not yet editing) and reports the text change; return is
/// the Search key: it reports `searchButtonClicked` and keeps the keyboard up, as UIKit does.
open class UISearchBar: UIView, _ViewElement, TextInput, @preconcurrency HasDelegate, @preconcurrency DelegateProxyStoring {
    public typealias Delegate = UISearchBarDelegate

    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        text = ""
        super.init(frame: frame)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public var text: String? {
        didSet {
            noteChange()
            if let searchField, searchField.text != text { searchField.text = text }
        }
    }
    public var placeholder: String? {
        didSet {
            noteChange()
            if let searchField, searchField.placeholder != placeholder { searchField.placeholder = placeholder }
        }
    }
    /// `searchTextField`, made when first read.
    var searchField: UISearchTextField?
    private var isEditingText = false {
        didSet { noteChange() }
    }
    public override var isFirstResponder: Bool { isEditingText }
    open override var canBecomeFirstResponder: Bool { true }

    // The delegate's callbacks, each a subject made when first observed: a screen observes
    // two or three of a bar's eight, and every bar made, completed and freed all eight. One
    // not made has no observer, so a callback sent to it reaches no one.
    var textDidChange: PublishSubject<Void> { Self.made(&textDidChangeSubject) }
    var textDidBeginEditing: PublishSubject<Void> { Self.made(&textDidBeginEditingSubject) }
    var textDidEndEditing: PublishSubject<Void> { Self.made(&textDidEndEditingSubject) }
    var searchButtonClicked: PublishSubject<Void> { Self.made(&searchButtonClickedSubject) }
    /// What RxCocoa's `cancelButtonClicked` and `selectedScopeButtonIndex` report.
    var cancelButtonClicked: PublishSubject<Void> { Self.made(&cancelButtonClickedSubject) }
    var scopeChanged: PublishSubject<Void> { Self.made(&scopeChangedSubject) }
    /// RxCocoa's `bookmarkButtonClicked` and `resultsListButtonClicked`: no command taps these
    /// buttons, so they only complete.
    var bookmarkButtonClicked: PublishSubject<Void> { Self.made(&bookmarkButtonClickedSubject) }
    var resultsListButtonClicked: PublishSubject<Void> { Self.made(&resultsListButtonClickedSubject) }
    @exclusivity(unchecked) private(set) var textDidChangeSubject: PublishSubject<Void>?
    @exclusivity(unchecked) private(set) var textDidBeginEditingSubject: PublishSubject<Void>?
    @exclusivity(unchecked) private(set) var textDidEndEditingSubject: PublishSubject<Void>?
    @exclusivity(unchecked) private(set) var searchButtonClickedSubject: PublishSubject<Void>?
    @exclusivity(unchecked) private(set) var cancelButtonClickedSubject: PublishSubject<Void>?
    @exclusivity(unchecked) private(set) var scopeChangedSubject: PublishSubject<Void>?
    @exclusivity(unchecked) private(set) var bookmarkButtonClickedSubject: PublishSubject<Void>?
    @exclusivity(unchecked) private(set) var resultsListButtonClickedSubject: PublishSubject<Void>?

    private static func made(_ subject: inout PublishSubject<Void>?) -> PublishSubject<Void> {
        if let subject { return subject }
        let made = PublishSubject<Void>()
        subject = made
        return made
    }

    public var showsCancelButton = false
    public var scopeButtonTitles: [String]?
    public var selectedScopeButtonIndex = 0
    // Input traits, as UIKit's: kept, not shown (rxs has no keyboard).
    public var keyboardType = UIKeyboardType.default
    public var returnKeyType = UIReturnKeyType.search
    public var autocapitalizationType = UITextAutocapitalizationType.sentences
    public var autocorrectionType = UITextAutocorrectionType.default
    public var spellCheckingType = UITextSpellCheckingType.default
    public var textContentType: UITextContentType?
    public var enablesReturnKeyAutomatically = true
    public var keyboardAppearance = UIKeyboardAppearance.default
    public var isSecureTextEntry = false
    public var inputAccessoryView: UIView?
    /// As UIKit's: asked before editing begins and ends and before each user edit, told of
    /// the text's changes and the search button; `rx.delegate` installs its proxy here.
    public weak var delegate: (any UISearchBarDelegate)?
    @usableFromInline package var delegateProxies = DelegateProxySlots()
    // Appearance, as UIKit's: kept, not shown.
    public var searchBarStyle = Style.default
    public var barTintColor: UIColor?
    public var prompt: String?

    /// As UIKit's; not animated.
    public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// As RxCocoa's: the control's events complete when it is deallocated.
    deinit {
        textDidChangeSubject?.onCompleted()
        textDidBeginEditingSubject?.onCompleted()
        textDidEndEditingSubject?.onCompleted()
        searchButtonClickedSubject?.onCompleted()
        cancelButtonClickedSubject?.onCompleted()
        scopeChangedSubject?.onCompleted()
        bookmarkButtonClickedSubject?.onCompleted()
        resultsListButtonClickedSubject?.onCompleted()
    }

    public convenience init(id: String = "", text: String = "", placeholder: String? = nil) {
        self.init(frame: .zero)
        self.id = id
        self.text = text
        self.placeholder = placeholder
    }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard !isFirstResponder else { return true }
        if let delegate, !delegate.searchBarShouldBeginEditing(self) { return false }
        isEditingText = true
        delegate?.searchBarTextDidBeginEditing(self)
        textDidBeginEditingSubject?.onNext(())
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if let delegate, !delegate.searchBarShouldEndEditing(self) { return false }
        isEditingText = false
        delegate?.searchBarTextDidEndEditing(self)
        textDidEndEditingSubject?.onNext(())
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
            guard delegate.searchBar(self, shouldChangeTextIn: whole, replacementText: text) else { return .editDeclined }
        }
        self.text = text
        delegate?.searchBar(self, textDidChange: text)
        textDidChangeSubject?.onNext(())
        return nil
    }

    func userReturn() {
        guard becomeFirstResponder() else { return }
        delegate?.searchBarSearchButtonClicked(self)
        searchButtonClickedSubject?.onNext(())
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            .searchBar(id: id, text: text ?? "", placeholder: placeholder, editing: isFirstResponder, hidden: isHidden)
        }
    }
}

extension Reactive where Base: UISearchBar {
    /// The text: now, then after each change and when editing ends (as RxCocoa's).
    @preconcurrency @MainActor public var text: ControlProperty<String?> { value }

    @preconcurrency @MainActor public var value: ControlProperty<String?> {
        let bar = base
        let values = Observable<String?>.create { [weak bar] observer in
            guard let bar else {
                observer.onCompleted()
                return Disposables.create()
            }
            observer.onNext(bar.text)
            let report: () -> Void = { [weak bar] in if let bar { observer.onNext(bar.text) } }
            // Both complete when the bar is deallocated; the first completion ends the property.
            return Disposables.create(
                bar.textDidChange.subscribe(onNext: report, onCompleted: observer.onCompleted),
                bar.textDidEndEditing.subscribe(onNext: report)
            )
        }
        return ControlProperty(values: values, valueSink: Binder(bar) { bar, text in bar.text = text })
    }

    @preconcurrency @MainActor public var searchButtonClicked: ControlEvent<Void> { ControlEvent(events: base.searchButtonClicked) }

    @preconcurrency @MainActor public var cancelButtonClicked: ControlEvent<Void> { ControlEvent(events: base.cancelButtonClicked) }
    @preconcurrency @MainActor public var bookmarkButtonClicked: ControlEvent<Void> { ControlEvent(events: base.bookmarkButtonClicked) }
    @preconcurrency @MainActor public var resultsListButtonClicked: ControlEvent<Void> { ControlEvent(events: base.resultsListButtonClicked) }

    /// The selected scope button, as RxCocoa's: the current index, then each the user picks.
    @preconcurrency @MainActor public var selectedScopeButtonIndex: ControlProperty<Int> {
        let bar = base
        let values = Observable<Int>.create { [weak bar] observer in
            guard let bar else {
                observer.onCompleted()
                return Disposables.create()
            }
            observer.onNext(bar.selectedScopeButtonIndex)
            return bar.scopeChanged.subscribe(onNext: { [weak bar] in
                if let bar { observer.onNext(bar.selectedScopeButtonIndex) }
            }, onCompleted: observer.onCompleted)
        }
        return ControlProperty(values: values, valueSink: Binder(bar) { $0.selectedScopeButtonIndex = $1 })
    }
    @preconcurrency @MainActor public var textDidBeginEditing: ControlEvent<Void> { ControlEvent(events: base.textDidBeginEditing) }
    @preconcurrency @MainActor public var textDidEndEditing: ControlEvent<Void> { ControlEvent(events: base.textDidEndEditing) }
}
