/// The view `loadView` makes for a controller: a plain view that knows its controller, so
/// `endEditing` reaches the controller's text inputs wherever they are listed.
final class ScreenRootView: UIView {
    weak var owner: UIViewController?

    init(owner: UIViewController) {
        self.owner = owner
        super.init(frame: .zero)
    }

    /// Not decoded from archives, as no nib or storyboard holds views here.
    required init?(coder: NSCoder) {
        return nil
    }
}

extension UIView {
    /// Resigns the text input being edited in this view or below it (and, for a controller's
    /// root view, among the controller's elements), dismissing the keyboard, as UIKit's.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        var inputs: [any TextInput] = []
        collectTextInputs(into: &inputs)
        for element in (self as? ScreenRootView)?.owner?._elements ?? [] {
            if let input = asTextInput(element) { inputs.append(input) }
        }
        for input in inputs { input.resignFirstResponder() }
        return true
    }

    private func collectTextInputs(into inputs: inout [any TextInput]) {
        if let input = asTextInput(self) { inputs.append(input) }
        for subview in subviews { subview.collectTextInputs(into: &inputs) }
    }
}
