import Foundation

/// A font's description, as UIKit's `UIFontDescriptor`: what `withSymbolicTraits(_:)` and
/// `UIFont(descriptor:size:)` build bold or italic fonts from. Its traits live in the font's
/// name (`.SFUI-BoldItalic`), so a font made from a descriptor gives the same one back.
open class UIFontDescriptor: NSObject, NSCopying, @unchecked Sendable {
    /// As `UIFontDescriptor.SymbolicTraits`.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// As `UIFontDescriptor.AttributeName`.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }

    /// As `UIFontDescriptor.TraitKey` (keys of the `.traits` dictionary).
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// As `UIFontDescriptor.SystemDesign`.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    /// The attributes it was made with (name, family, size, traits…).
    public let fontAttributes: [AttributeName: Any]

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    public convenience override init() {
        self.init(fontAttributes: [:])
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    /// At the default (large) content size category's size, as `UIFont.preferredFont`.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [.name: ".SFUI-Regular", .size: style.pointSize, .textStyle: style.rawValue])
    }

    open var pointSize: CGFloat {
        (fontAttributes[.size] as? CGFloat) ?? (fontAttributes[.size] as? Double).map { CGFloat($0) } ?? 0
    }

    /// The name a font made from it takes (its face's traits included).
    var fontName: String { (fontAttributes[.name] as? String) ?? (fontAttributes[.family] as? String) ?? ".SFUI-Regular" }

    open var symbolicTraits: SymbolicTraits {
        if let traits = fontAttributes[.traits] as? [TraitKey: Any], let raw = traits[.symbolic] as? UInt32 {
            return SymbolicTraits(rawValue: raw)
        }
        return Self.traits(ofName: fontName)
    }

    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var attributes = fontAttributes
        attributes[.name] = Self.name(fontName, with: symbolicTraits)
        attributes[.traits] = [TraitKey.symbolic: symbolicTraits.rawValue]
        return UIFontDescriptor(fontAttributes: attributes)
    }

    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        addingAttributes([.size: newPointSize])
    }

    open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }

    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    open func copy(with zone: NSZone? = nil) -> Any { UIFontDescriptor(fontAttributes: fontAttributes) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return other.fontName == fontName && other.pointSize == pointSize
    }

    open override var hash: Int { fontName.hashValue }

    /// Bold and italic as a name shows them: UIKit's system faces are `Semibold`/`Bold`…
    static func traits(ofName name: String) -> SymbolicTraits {
        var traits: SymbolicTraits = []
        if ["Bold", "Semibold", "Heavy", "Black"].contains(where: name.contains) { traits.insert(.traitBold) }
        if name.contains("Italic") { traits.insert(.traitItalic) }
        if name.contains("Mono") { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// `name`'s family with a face for `traits` (`.SFUI-Regular` → `.SFUI-BoldItalic`).
    static func name(_ name: String, with traits: SymbolicTraits) -> String {
        let family = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
        let face = (traits.contains(.traitBold) ? "Bold" : "") + (traits.contains(.traitItalic) ? "Italic" : "")
        return "\(family)-\(face.isEmpty ? "Regular" : face)"
    }
}

extension UIFont {
    /// As UIKit's: a size of 0 keeps the descriptor's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        self.init(name: descriptor.fontName, family: (descriptor.fontAttributes[.family] as? String) ?? "System Font",
                  pointSize: size)
    }

    /// As UIKit's: the font's name and size, with the traits its face has.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [.name: fontName, .family: familyName, .size: pointSize])
    }
}
