import Foundation

/// As CoreGraphics' `CGColor` (which `import UIKit` brings on iOS): a layer's colours
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

extension UIColor {
    /// The same colour as a `CGColor`, for a layer.
    public var cgColor: CGColor { CGColor(_name: name) }

    public init(cgColor: CGColor) {
        self.init(named: cgColor._name)
    }

    /// As UIKit's: the colour with these hue, saturation and brightness (0...1), by its components.
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let v = brightness
        let rgb: (CGFloat, CGFloat, CGFloat) = [
            (v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q),
        ][sector]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }
}
