import Foundation

/// A font, as `UIFont` (a class, as UIKit's): accepted for layout and not shown. Its metrics are
/// the system font's proportions at its size (there is no text rendering to measure).
open class UIFont: NSObject, @unchecked Sendable {
    public let pointSize: CGFloat
    public let fontName: String
    public let familyName: String

    package init(name: String, family: String = "System Font", pointSize: CGFloat) {
        fontName = name
        familyName = family
        self.pointSize = pointSize
        super.init()
    }

    /// A font by name: any name is found here (no fonts are installed to look in).
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.init(name: fontName, family: fontName, pointSize: fontSize)
    }

    open class func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: ".SFUI-Regular", pointSize: size) }
    open class func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: ".SFUI-Semibold", pointSize: size) }
    open class func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: ".SFUI-Italic", pointSize: size) }
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.name)", pointSize: size)
    }
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUI-\(weight.name)", pointSize: size)
    }
    open class func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: ".SFUIMono-\(weight.name)", family: "System Font Mono", pointSize: size)
    }
    /// At the default (large) content size category's sizes.
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(name: ".SFUI-Regular", pointSize: style.pointSize)
    }
    open class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style)
    }
    open class var systemFontSize: CGFloat { 17 }
    open class var labelFontSize: CGFloat { 17 }
    open class var buttonFontSize: CGFloat { 18 }
    open class var smallSystemFontSize: CGFloat { 12 }
    open class var familyNames: [String] { ["System Font"] }

    public func withSize(_ size: CGFloat) -> UIFont { UIFont(name: fontName, family: familyName, pointSize: size) }

    // The system font's proportions (ascender, descender and line height of SF at its size).
    public var ascender: CGFloat { pointSize * 0.952 }
    public var descender: CGFloat { pointSize * -0.241 }
    public var lineHeight: CGFloat { ascender - descender }
    public var capHeight: CGFloat { pointSize * 0.705 }
    public var xHeight: CGFloat { pointSize * 0.528 }
    public var leading: CGFloat { 0 }

    open override var description: String { "\(fontName) \(pointSize)pt" }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let font = object as? UIFont else { return false }
        return font.fontName == fontName && font.pointSize == pointSize
    }

    open override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    /// As `UIFont.Weight`.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// The system font's face for the weight (part of `fontName`).
        var name: String {
            let names: [CGFloat: String] = [-0.8: "Ultralight", -0.6: "Thin", -0.4: "Light", 0.23: "Medium",
                                             0.3: "Semibold", 0.4: "Bold", 0.56: "Heavy", 0.62: "Black"]
            return names[rawValue] ?? "Regular"
        }
    }

    /// As `UIFont.TextStyle`.
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// UIKit's sizes at the large category.
        var pointSize: CGFloat {
            let sizes: [String: CGFloat] = [
                "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
                "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleCallout": 16,
                "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
            ]
            return sizes[rawValue] ?? 17
        }
    }
}

/// As UIKit's `UIFontMetrics`: scales fonts and values for Dynamic Type. Screens here use the
/// default (large) content size category, so a font or value scales to itself.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
