import Foundation

extension UIColor {
    /// As UIKit's dynamic colour: a headless screen's traits are always light
    /// (`UITraitCollection`), so the colour is the provider's answer for them, made at once.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self = dynamicProvider(.screen)
    }

    /// The colour for `traitCollection`: itself, as a dynamic colour here is already the one for
    /// the screen's (light) traits, which every view and controller has.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// As UIKit's: the colour's components (0...1), for a colour made from components
    /// (`#RRGGBB`, `#RRGGBBAA`), one of UIKit's fixed named colours (`red`, `gray`, `clear`, …)
    /// or one of these with `withAlphaComponent`. False, leaving the arguments, for a system
    /// colour (`systemBlue`, `label`, …), whose components depend on the appearance, and an
    /// asset's (`UIColor(named:)`).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard let components = Self.components(of: name) else { return false }
        red?.pointee = components.0
        green?.pointee = components.1
        blue?.pointee = components.2
        alpha?.pointee = components.3
        return true
    }

    private static let fixed: [String: (CGFloat, CGFloat, CGFloat, CGFloat)] = [
        "black": (0, 0, 0, 1), "darkGray": (1 / 3, 1 / 3, 1 / 3, 1), "lightGray": (2 / 3, 2 / 3, 2 / 3, 1),
        "white": (1, 1, 1, 1), "gray": (0.5, 0.5, 0.5, 1), "red": (1, 0, 0, 1), "green": (0, 1, 0, 1),
        "blue": (0, 0, 1, 1), "cyan": (0, 1, 1, 1), "yellow": (1, 1, 0, 1), "magenta": (1, 0, 1, 1),
        "orange": (1, 0.5, 0, 1), "purple": (0.5, 0, 0.5, 1), "brown": (0.6, 0.4, 0.2, 1), "clear": (0, 0, 0, 0),
    ]

    /// The components a colour's name spells, or nil.
    private static func components(of name: String) -> (CGFloat, CGFloat, CGFloat, CGFloat)? {
        if let at = name.lastIndex(of: "@"), let alpha = Double(name[name.index(after: at)...]),
           let base = components(of: String(name[..<at])) {
            return (base.0, base.1, base.2, CGFloat(alpha))
        }
        if let fixed = fixed[name] { return fixed }
        guard name.first == "#", name.count == 7 || name.count == 9 else { return nil }
        var channels: [CGFloat] = []
        var index = name.index(after: name.startIndex)
        while index < name.endIndex {
            let next = name.index(index, offsetBy: 2)
            guard let byte = UInt8(name[index..<next], radix: 16) else { return nil }
            channels.append(CGFloat(byte) / 255)
            index = next
        }
        return (channels[0], channels[1], channels[2], channels.count == 4 ? channels[3] : 1)
    }
}
