import Foundation

/// As UIKit's `UIGraphicsRendererFormat`: kept, since nothing is drawn.
open class UIGraphicsRendererFormat: NSObject {
    open var scale: CGFloat = 3
    open var opaque = false
}

/// As UIKit's `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// As UIKit's `UIGraphicsRendererContext`: the drawing calls are accepted and draw nothing.
open class UIGraphicsRendererContext: NSObject {
    public let cgContext = CGContext()
    public let format: UIGraphicsRendererFormat

    init(format: UIGraphicsRendererFormat) {
        self.format = format
        super.init()
    }

    open func fill(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
    open func clip(to rect: CGRect) {}
}

/// As UIKit's `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let size: CGSize

    init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        super.init(format: format)
    }

    /// What was drawn so far: the renderer's image (see `UIGraphicsImageRenderer`).
    open var currentImage: UIImage { UIGraphicsImageRenderer.image(of: size) }
}

/// Draws an image, as UIKit's `UIGraphicsImageRenderer`: the drawing code runs (so its side
/// effects happen) and draws nothing, as there are no pixels here. The image is shown by a
/// name that says it was rendered and its size in points, `rendered(40x40)`, the same on
/// every run.
open class UIGraphicsImageRenderer: NSObject {
    public let format: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public convenience init(size: CGSize) {
        self.init(size: size, format: .default())
    }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext(size: bounds.size, format: format))
        return Self.image(of: bounds.size)
    }

    /// `rendered(40x40)`: whole points print without a fraction.
    static func image(of size: CGSize) -> UIImage {
        func points(_ value: CGFloat) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
        }
        return UIImage("rendered(\(points(size.width))x\(points(size.height)))")
    }
}
