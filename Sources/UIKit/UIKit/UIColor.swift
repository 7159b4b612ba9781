import RxCocoa
import RxSwift
import Foundation

/// A color, as `UIColor`: headless, so only its name matters. Snapshots show the name
/// (`red`, `systemBlue`) or, for a color made from components, `#RRGGBB` (`#RRGGBBAA` when
/// not opaque).
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    /// As UIKit's, failable; there is no asset catalog here, so every name makes a colour
    /// shown by that name.
    public init?(named name: String) {
        self.init(name)
    }

    init(_ name: String) {
        self.name = name
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = CGColor._hexName(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor("\(name)@\(_SnapshotValue.numeric(Double(alpha)))")
    }

    public var description: String { name }

    public static let black = UIColor("black")
    public static let darkGray = UIColor("darkGray")
    public static let lightGray = UIColor("lightGray")
    public static let white = UIColor("white")
    public static let gray = UIColor("gray")
    public static let red = UIColor("red")
    public static let green = UIColor("green")
    public static let blue = UIColor("blue")
    public static let cyan = UIColor("cyan")
    public static let yellow = UIColor("yellow")
    public static let magenta = UIColor("magenta")
    public static let orange = UIColor("orange")
    public static let purple = UIColor("purple")
    public static let brown = UIColor("brown")
    public static let clear = UIColor("clear")
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

/// An image, as `UIImage`: headless, so only its name matters.
public struct UIImage: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
    }

    public init(systemName name: String) {
        self.name = name
    }

    /// As `UIImage()`: an image with no name (shown as "").
    public init() {
        name = ""
    }

    public var description: String { name }
}

/// As UIKit's `NSTextAlignment`; layout only.
public enum NSTextAlignment: Sendable {
    case left, center, right, justified, natural
}
