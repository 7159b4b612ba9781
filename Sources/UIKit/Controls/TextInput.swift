/// A view that takes typed text: what the window's `type` and `pressReturn` drive.
import RxCocoa
import RxSwift

@preconcurrency @MainActor protocol TextInput: _ViewElement {
    var isFirstResponder: Bool { get }
    /// Refuses input the user could not give with the command `action` (a disabled or
    /// hidden field), else nil.
    func inputRefusal(action: String) -> _UserInputError?
    /// The user replaced the whole text, as typing or pasting does; the delegate's refusal, if
    /// it declined.
    @discardableResult func userEdit(_ text: String) -> _UserInputError.Refusal?
    /// The user pressed the keyboard's return (or search) key.
    func userReturn()
    @discardableResult func resignFirstResponder() -> Bool
}

/// `object` as a text input, found by class: text fields, text views and search bars (and
/// their subclasses) are the text inputs, and a class check walks the class chain once where
/// the protocol cast looks up a conformance for each class of it (as `type` and
/// `endEditing` do of every element and subview of a screen).
func asTextInput(_ object: AnyObject) -> (any TextInput)? {
    if let searchBar = object as? UISearchBar { return searchBar }
    if let field = object as? UITextField { return field }
    if let textView = object as? UITextView { return textView }
    return nil
}
