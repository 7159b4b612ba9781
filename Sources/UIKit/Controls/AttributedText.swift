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
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `NSShadow`.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// An `NSTextAttachment` (on U+FFFC, see `NSAttributedString(attachment:)`).
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
}

/// As UIKit's `NSUnderlineStyle`: the value of `.underlineStyle` and `.strikethroughStyle`
/// (UIKit code passes its `rawValue`).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternSolid = NSUnderlineStyle([])
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

extension NSAttributedString {
    /// As UIKit's `NSAttributedString.TextEffectStyle`: the value of `.textEffect`.
    public struct TextEffectStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let letterpressStyle = TextEffectStyle(rawValue: "_UIKitNewLetterpressStyle")
    }
}
