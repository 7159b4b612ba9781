import Foundation

/// UIKit's boxing of geometry in `NSValue`, as a keyboard notification's
/// `keyboardFrameEndUserInfoKey` carries its frame (`(value as? NSValue)?.cgRectValue`).
/// Foundation on Linux boxes the same structs as `rect`, `point` and `size`.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
