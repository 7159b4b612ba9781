import Foundation

/// As CoreGraphics' `CGColor` (also through `import UIKit`, as on iOS): a layer's colours
/// (`layer.borderColor = UIColor.red.cgColor`). Headless, so only its name matters: a
/// `UIColor`'s, or `#RRGGBB` (`#RRGGBBAA` when not opaque) for one made from components.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    package let _name: String

    package init(_name: String) {
        self._name = _name
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(_name: Self._hexName(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public var description: String { _name }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs._name == rhs._name }

    public func hash(into hasher: inout Hasher) { hasher.combine(_name) }

    /// `#RRGGBB`, or `#RRGGBBAA` when `alpha` is below 1.
    package static func _hexName(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) -> String {
        let channels = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#" + channels.map { hex(Double($0)) }.joined()
    }

    private static func hex(_ channel: Double) -> String {
        let byte = Int((min(max(channel, 0), 1) * 255).rounded())
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
