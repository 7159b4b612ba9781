import CoreGraphics

extension UIColor {
    /// The same colour as a `CGColor`, for a layer.
    public var cgColor: CGColor { CGColor(_name: name) }

    public convenience init(cgColor: CGColor) {
        self.init(cgColor._name)
    }

    /// As UIKit's: the colour with these hue, saturation and brightness (0...1), by its components.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
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
