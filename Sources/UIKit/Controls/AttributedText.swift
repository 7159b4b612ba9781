import Foundation

/// A view's `attributedText` kept beside its `text`: the attributed string set last while its
/// string is still the text, else the text without attributes.
enum AttributedText {
    static func current(_ stored: NSAttributedString?, text: String?) -> NSAttributedString? {
        if let stored, stored.string == text { return stored }
        return text.map { NSAttributedString(string: $0) }
    }
}
