import Foundation

/// A font, as `UIFont`: accepted for layout and not shown.
public struct UIFont: Hashable, Sendable {
    public let pointSize: CGFloat

    public init(pointSize: CGFloat) { self.pointSize = pointSize }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size) }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size)
    }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size) }
    /// At the default (large) content size category's sizes.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(pointSize: style.pointSize) }
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(pointSize: size) }

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

extension UIFont {
    /// As UIKit's, failable; there are no font files here, so every name makes a font of `size`.
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.init(pointSize: fontSize)
    }
}

/// As UIKit's `UIFontMetrics`: scales fonts and values for Dynamic Type. A headless screen is at
/// the default (large) content size category, where scaling leaves them as they are.
public final class UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.withSize(min(font.pointSize, maximumPointSize))
    }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
