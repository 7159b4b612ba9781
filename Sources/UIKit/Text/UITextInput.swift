import Foundation

/// As UIKit's `UITextInputTraits`: the keyboard settings of a text field, text view and
/// search bar. rxs has no keyboard: they are kept, not shown.
@preconcurrency @MainActor public protocol UITextInputTraits: NSObjectProtocol {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType? { get set }
}

/// As UIKit's `UIKeyInput`.
@preconcurrency @MainActor public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// As UIKit's `UITextLayoutDirection`.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// As UIKit's `UITextStorageDirection`.
public enum UITextStorageDirection: Int, Sendable {
    case forward, backward
}

/// As UIKit's `UITextInput`: positions and ranges in the text (UTF-16 offsets, as UIKit's)
/// and the selection — what input formatters use to keep the caret in place. A text field
/// and a text view answer them on their own text; the caret is at the end after `type`.
@preconcurrency @MainActor public protocol UITextInput: UIKeyInput {
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

/// As UIKit's `UITextPosition`: a place in a text input's text (only its input makes them).
open class UITextPosition: NSObject {
    /// UTF-16 units from the start of the text.
    let offset: Int

    init(offset: Int) {
        self.offset = offset
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
    open override var hash: Int { offset }
}

/// As UIKit's `UITextRange`: from one position to another (only a text input makes them).
open class UITextRange: NSObject {
    let range: NSRange

    init(range: NSRange) {
        self.range = range
        super.init()
    }

    open var isEmpty: Bool { range.length == 0 }
    open var start: UITextPosition { UITextPosition(offset: range.location) }
    open var end: UITextPosition { UITextPosition(offset: range.location + range.length) }
}

/// A text input's answers, over its text and its selection (nil: the caret at the end).
struct TextDocument {
    let text: String
    let selection: NSRange?

    var length: Int { text.utf16.count }

    var selectedRange: NSRange {
        guard let selection, contains(selection) else { return NSRange(location: length, length: 0) }
        return selection
    }

    /// Whether `range` lies in the text (without overflowing on any range code passes).
    func contains(_ range: NSRange) -> Bool {
        let (end, overflow) = range.location.addingReportingOverflow(range.length)
        return !overflow && range.location >= 0 && range.length >= 0 && end <= length
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (moved, overflow) = position.offset.addingReportingOverflow(offset)
        return !overflow && (0...length).contains(moved) ? UITextPosition(offset: moved) : nil
    }

    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .right, .down: return self.position(from: position, offset: offset)
        case .left, .up: return offset == .min ? nil : self.position(from: position, offset: -offset)
        }
    }

    func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        let low = min(from.offset, to.offset), high = max(from.offset, to.offset)
        guard low >= 0, high <= length else { return nil }
        return UITextRange(range: NSRange(location: low, length: high - low))
    }

    func text(in range: UITextRange) -> String? {
        guard contains(range.range) else { return nil }
        let utf16 = Array(text.utf16)
        return String(decoding: utf16[range.range.location..<(range.range.location + range.range.length)], as: UTF16.self)
    }

    /// The text with `range` replaced and the caret after the inserted text, or nil when the
    /// range is not in the text.
    func replacing(_ range: NSRange, with replacement: String) -> (text: String, caret: NSRange)? {
        guard contains(range) else { return nil }
        let utf16 = Array(text.utf16)
        let head = String(decoding: utf16[..<range.location], as: UTF16.self)
        let tail = String(decoding: utf16[(range.location + range.length)...], as: UTF16.self)
        let caret = range.location + replacement.utf16.count
        return (head + replacement + tail, NSRange(location: caret, length: 0))
    }

    /// The range before the caret `deleteBackward()` removes (one character), or the selection.
    var backwardDeletion: NSRange? {
        let selected = selectedRange
        if selected.length > 0 { return selected }
        guard selected.location > 0 else { return nil }
        let prefix = String(decoding: Array(text.utf16)[..<selected.location], as: UTF16.self)
        let last = prefix.last.map { String($0).utf16.count } ?? 1
        return NSRange(location: selected.location - last, length: last)
    }

    static func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
}
