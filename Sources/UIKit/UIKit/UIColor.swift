import RxCocoa
import RxSwift
import Foundation

/// A colour, as `UIColor` (a class, so iOS code's `convenience init(hex:)` extensions compile):
/// headless, so a colour is its name. Snapshots show the name (`red`, `systemBlue`) or, for a
/// colour made from components, `#RRGGBB` (`#RRGGBBAA` when not opaque). Two colours are equal
/// when their names are.
open class UIColor: NSObject, @unchecked Sendable {
    /// The name snapshots show.
    package let name: String
    /// Red, green, blue and alpha (0...1) where known: a colour made from components, or one of
    /// UIKit's fixed colours (`black`, `red`, …). System and named colours have none here.
    private let components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)?
    /// A dynamic colour's provider, asked again by `resolvedColor(with:)`.
    private let provider: ((UITraitCollection) -> UIColor)?

    package init(_ name: String, components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? = nil) {
        self.name = name
        self.components = components
        provider = nil
        super.init()
    }

    /// As UIKit's, failable; there is no asset catalog here, so every name makes a colour
    /// shown by that name.
    public convenience init?(named name: String) {
        self.init(name)
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(name)
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = CGColor._hexName(red: red, green: green, blue: blue, alpha: alpha)
        components = (red, green, blue, alpha)
        provider = nil
        super.init()
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// As UIKit's: the colour for the traits; screens here are light, so it is the light one
    /// unless `resolvedColor(with:)` is asked for other traits.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection.current)
        name = resolved.name
        components = resolved.components
        provider = dynamicProvider
        super.init()
    }

    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider?(traitCollection) ?? self
    }

    /// A colour made from components is shown by its new `#RRGGBBAA`; a named one as
    /// `name@alpha` (`red@0.5`), keeping its components where they are known.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let components, name.hasPrefix("#") {
            return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: alpha)
        }
        let named = "\(name)@\(_SnapshotValue.numeric(Double(alpha)))"
        return UIColor(named, components: components.map { ($0.red, $0.green, $0.blue, alpha) })
    }

    /// As UIKit's: the components, and true, for a colour whose components are known.
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components else { return false }
        red?.pointee = components.red
        green?.pointee = components.green
        blue?.pointee = components.blue
        alpha?.pointee = components.alpha
        return true
    }

    /// As UIKit's, for a grey whose components are known.
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components, components.red == components.green, components.green == components.blue else { return false }
        white?.pointee = components.red
        alpha?.pointee = components.alpha
        return true
    }

    open override var description: String { name }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIColor)?.name == name
    }

    open override var hash: Int { name.hashValue }

    public static let black = UIColor("black", components: (0, 0, 0, 1))
    public static let darkGray = UIColor("darkGray", components: (1.0 / 3, 1.0 / 3, 1.0 / 3, 1))
    public static let lightGray = UIColor("lightGray", components: (2.0 / 3, 2.0 / 3, 2.0 / 3, 1))
    public static let white = UIColor("white", components: (1, 1, 1, 1))
    public static let gray = UIColor("gray", components: (0.5, 0.5, 0.5, 1))
    public static let red = UIColor("red", components: (1, 0, 0, 1))
    public static let green = UIColor("green", components: (0, 1, 0, 1))
    public static let blue = UIColor("blue", components: (0, 0, 1, 1))
    public static let cyan = UIColor("cyan", components: (0, 1, 1, 1))
    public static let yellow = UIColor("yellow", components: (1, 1, 0, 1))
    public static let magenta = UIColor("magenta", components: (1, 0, 1, 1))
    public static let orange = UIColor("orange", components: (1, 0.5, 0, 1))
    public static let purple = UIColor("purple", components: (0.5, 0, 0.5, 1))
    public static let brown = UIColor("brown", components: (0.6, 0.4, 0.2, 1))
    public static let clear = UIColor("clear", components: (0, 0, 0, 0))
    public static let systemRed = UIColor("systemRed")
    public static let systemGreen = UIColor("systemGreen")
    public static let systemBlue = UIColor("systemBlue")
    public static let systemOrange = UIColor("systemOrange")
    public static let systemYellow = UIColor("systemYellow")
    public static let systemGray = UIColor("systemGray")
    public static let systemBackground = UIColor("systemBackground")
    public static let label = UIColor("label")
    public static let secondaryLabel = UIColor("secondaryLabel")
    public static let tertiaryLabel = UIColor("tertiaryLabel")
    public static let quaternaryLabel = UIColor("quaternaryLabel")
    public static let placeholderText = UIColor("placeholderText")
    public static let link = UIColor("link")
    public static let separator = UIColor("separator")
    public static let opaqueSeparator = UIColor("opaqueSeparator")
    public static let secondarySystemBackground = UIColor("secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor("tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor("systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor("secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor("tertiarySystemGroupedBackground")
    public static let systemFill = UIColor("systemFill")
    public static let secondarySystemFill = UIColor("secondarySystemFill")
    public static let systemPink = UIColor("systemPink")
    public static let systemPurple = UIColor("systemPurple")
    public static let systemTeal = UIColor("systemTeal")
    public static let systemIndigo = UIColor("systemIndigo")
    public static let systemBrown = UIColor("systemBrown")
    public static let systemMint = UIColor("systemMint")
    public static let systemCyan = UIColor("systemCyan")
    public static let systemGray2 = UIColor("systemGray2")
    public static let systemGray3 = UIColor("systemGray3")
    public static let systemGray4 = UIColor("systemGray4")
    public static let systemGray5 = UIColor("systemGray5")
    public static let systemGray6 = UIColor("systemGray6")
}

/// As UIKit's `NSTextAlignment`; layout only.
public enum NSTextAlignment: Sendable {
    case left, center, right, justified, natural
}
