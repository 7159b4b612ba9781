import Foundation

/// A view's `attributedText` kept beside its `text`: the attributed string set last while its
/// string is still the text, else the text without attributes.
enum AttributedText {
    static func current(_ stored: NSAttributedString?, text: String?) -> NSAttributedString? {
        if let stored, stored.string == text { return stored }
        return text.map { NSAttributedString(string: $0) }
    }
}

/// UIKit's attribute names: an attributed string carries them; a label or text field shows its
/// string alone (layout and drawing are not simulated).
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let link = NSAttributedString.Key("NSLink")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}
