import Foundation

/// As `UIHoverGestureRecognizer`: a pointer moving over a view. There is no pointer here, so
/// it never begins; it is attached and configured as in UIKit.
open class UIHoverGestureRecognizer: UIGestureRecognizer {}
