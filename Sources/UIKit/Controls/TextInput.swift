/// A view that takes typed text: what the window's `type` and `pressReturn` drive.
import RxCocoa
import RxSwift

protocol TextInput: _ViewElement {
    var isFirstResponder: Bool { get }
    /// Refuses input the user could not give with the command `action` (a disabled or
    /// hidden field), else nil.
    func inputRefusal(action: String) -> _UserInputError?
    /// The user replaced the whole text, as typing or pasting does.
    func userEdit(_ text: String)
    /// The user pressed the keyboard's return (or search) key.
    func userReturn()
    @discardableResult func resignFirstResponder() -> Bool
}
