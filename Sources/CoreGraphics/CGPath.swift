/// As CoreGraphics' `CGPath`: a shape's outline. Nothing is drawn here, so a path keeps only
/// the points it passes through, for `boundingBox` and `isEmpty`.
public class CGPath: @unchecked Sendable {
    package var _points: [CGPoint]

    package init(_points: [CGPoint]) {
        self._points = _points
    }

    public var isEmpty: Bool { _points.isEmpty }

    /// The smallest rectangle holding every point (control points included, as CoreGraphics'
    /// `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        guard let first = _points.first else { return .null }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for point in _points.dropFirst() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(_points: _points) }
    public func copy() -> CGPath? { CGPath(_points: _points) }
}

/// As CoreGraphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() {
        super.init(_points: [])
    }

    override package init(_points: [CGPoint]) {
        super.init(_points: _points)
    }

    public func move(to point: CGPoint) { _points.append(point) }
    public func addLine(to point: CGPoint) { _points.append(point) }
    public func addLines(between points: [CGPoint]) { _points.append(contentsOf: points) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        _points.append(contentsOf: [control1, control2, end])
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { _points.append(contentsOf: [control, end]) }
    public func addRect(_ rect: CGRect) {
        _points.append(contentsOf: [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)])
    }
    public func addEllipse(in rect: CGRect) { addRect(rect) }
    public func addPath(_ path: CGPath) { _points.append(contentsOf: path._points) }
    public func closeSubpath() {}
}

/// As CoreGraphics' `CGContext`: what drawing code draws into. Nothing has pixels here, so
/// every call is accepted and draws nothing (an image renderer's image is shown by its name).
public final class CGContext: @unchecked Sendable {
    package init() {}

    public func setFillColor(_ color: CGColor) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func addPath(_ path: CGPath) {}
    public func addRect(_ rect: CGRect) {}
    public func addEllipse(in rect: CGRect) {}
    public func move(to point: CGPoint) {}
    public func addLine(to point: CGPoint) {}
    public func fillPath() {}
    public func strokePath() {}
    public func clip() {}
    public func clip(to rect: CGRect) {}
    public func saveGState() {}
    public func restoreGState() {}
    public func translateBy(x: CGFloat, y: CGFloat) {}
    public func scaleBy(x: CGFloat, y: CGFloat) {}
    public func rotate(by angle: CGFloat) {}
    public func concatenate(_ transform: CGAffineTransform) {}
}

/// As CoreGraphics' `CGLineCap`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square
}

/// As CoreGraphics' `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
