import CoreGraphics

/// Geometry written as iOS code writes it, with CoreGraphics alone.
struct CardLayout {
    let bounds: CGRect
    let spacing: CGFloat = 8

    func frame(at index: Int, columns: Int) -> CGRect {
        let width = (bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        let origin = CGPoint(x: CGFloat(index % columns) * (width + spacing), y: 0)
        return CGRect(origin: origin, size: CGSize(width: width, height: width))
            .applying(CGAffineTransform(translationX: 0, y: spacing))
    }

    var swipe: CGVector { CGVector(dx: -bounds.width, dy: 0) }
}
