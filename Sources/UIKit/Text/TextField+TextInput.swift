import Foundation

/// A text field's positions, ranges and selection over its own text (UTF-16 offsets, as
/// UIKit's). Setting `text` puts the caret at the end, as typing does; `replace(_:withText:)`
/// and setting the selection send no events, as setting `text` in code.
extension UITextField: UITextInput {
    var document: TextDocument { TextDocument(text: text ?? "", selection: textSelection) }

    public var selectedTextRange: UITextRange? {
        get { UITextRange(range: document.selectedRange) }
        set { select(newValue?.range) }
    }
    public var markedTextRange: UITextRange? { nil }
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: document.length) }

    public func text(in range: UITextRange) -> String? { document.text(in: range) }

    public func replace(_ range: UITextRange, withText text: String) {
        guard let (replaced, caret) = document.replacing(range.range, with: text) else { return }
        self.text = replaced
        textSelection = caret
    }

    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        document.textRange(from: fromPosition, to: toPosition)
    }

    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        document.position(from: position, offset: offset)
    }

    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        document.position(from: position, in: direction, offset: offset)
    }

    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        TextDocument.compare(position, to: other)
    }

    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    /// As the keyboard's key: replaces the selection and sends `.editingChanged`.
    public func insertText(_ text: String) {
        keyEdit(document.selectedRange, text)
    }

    /// As the keyboard's delete key: removes the selection or the character before the caret.
    public func deleteBackward() {
        if let range = document.backwardDeletion { keyEdit(range, "") }
    }

    private func keyEdit(_ range: NSRange, _ replacement: String) {
        guard let (replaced, caret) = document.replacing(range, with: replacement) else { return }
        text = replaced
        textSelection = caret
        sendActions(for: .editingChanged)
    }

    /// A range outside the text is ignored (UIKit would clamp it to the text).
    private func select(_ range: NSRange?) {
        guard let range, document.contains(range) else { return }
        textSelection = range
    }
}
