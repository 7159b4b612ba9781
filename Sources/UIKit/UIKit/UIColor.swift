import RxCocoa
import RxSwift
import Foundation

/// A color, as `UIColor`: headless, so only its name matters. Snapshots show the name
/// (`red`, `systemBlue`) or, for a color made from components, `#RRGGBB` (`#RRGGBBAA` when
/// not opaque).
public struct UIColor: Hashable, Sendable, CustomStringConvertible {
    public let name: String

    public init(named name: String) {
        self.name = name
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = CGColor._hexName(red: red, green: green, blue: blue, alpha: alpha)
    }

    public init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(named: "\(name)@\(_SnapshotValue.numeric(Double(alpha)))")
    }

    public var description: String { name }

    public static let black = UIColor(named: "black")
    public static let darkGray = UIColor(named: "darkGray")
    public static let lightGray = UIColor(named: "lightGray")
    public static let white = UIColor(named: "white")
    public static let gray = UIColor(named: "gray")
    public static let red = UIColor(named: "red")
    public static let green = UIColor(named: "green")
    public static let blue = UIColor(named: "blue")
    public static let cyan = UIColor(named: "cyan")
    public static let yellow = UIColor(named: "yellow")
    public static let magenta = UIColor(named: "magenta")
    public static let orange = UIColor(named: "orange")
    public static let purple = UIColor(named: "purple")
    public static let brown = UIColor(named: "brown")
    public static let clear = UIColor(named: "clear")
    public static let systemRed = UIColor(named: "systemRed")
    public static let systemGreen = UIColor(named: "systemGreen")
    public static let systemBlue = UIColor(named: "systemBlue")
    public static let systemOrange = UIColor(named: "systemOrange")
    public static let systemYellow = UIColor(named: "systemYellow")
    public static let systemGray = UIColor(named: "systemGray")
    public static let systemBackground = UIColor(named: "systemBackground")
    public static let label = UIColor(named: "label")
    public static let secondaryLabel = UIColor(named: "secondaryLabel")
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
