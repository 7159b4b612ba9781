import Foundation

/// A text shadow, as UIKit's `NSShadow`: carried by `.shadow` and read back; not drawn.
open class NSShadow: NSObject, NSCopying {
    open var shadowOffset = CGSize.zero
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor` (typed `Any?` as UIKit's).
    open var shadowColor: Any?

    public override init() {
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }
}
