import Foundation

/// A shape, as UIKit's `UIBezierPath`: kept as its `cgPath` (for a `CAShapeLayer`, say);
/// `fill()` and `stroke()` draw nothing, as there are no pixels here.
open class UIBezierPath: NSObject {
    private let path: CGMutablePath
    open var lineWidth: CGFloat = 1
    open var lineCapStyle = CGLineCap.butt
    open var lineJoinStyle = CGLineJoin.miter
    open var usesEvenOddFillRule = false
    open private(set) var currentPoint = CGPoint.zero

    public override init() {
        path = CGMutablePath()
        super.init()
    }

    public init(cgPath: CGPath) {
        path = CGMutablePath(_points: cgPath._points)
        super.init()
    }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(rect: rect)
    }

    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(rect: rect)
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A copy of the shape, as UIKit's.
    open var cgPath: CGPath {
        get { CGPath(_points: path._points) }
        set { path._points = newValue._points }
    }
    open var bounds: CGRect { path.boundingBox }
    open var isEmpty: Bool { path.isEmpty }

    open func move(to point: CGPoint) {
        path.move(to: point)
        currentPoint = point
    }

    open func addLine(to point: CGPoint) {
        path.addLine(to: point)
        currentPoint = point
    }

    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
        currentPoint = endPoint
    }

    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
        currentPoint = endPoint
    }

    /// Kept as the arc's bounding square (enough for `bounds`).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addRect(CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
        currentPoint = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
    }

    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path._points = [] }
    open func apply(_ transform: CGAffineTransform) {
        path._points = path._points.map { $0.applying(transform) }
    }

    open func fill() {}
    open func stroke() {}
    open func addClip() {}
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}
}

/// As UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

extension UIColor {
    /// As UIKit's: the color drawing uses next; nothing is drawn here, so it is not kept.
    public func setFill() {}
    public func setStroke() {}
    public func set() {}
}
