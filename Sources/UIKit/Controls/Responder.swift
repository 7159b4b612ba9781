import Foundation

/// The root of UIKit's views and view controllers, as `UIResponder`: an NSObject, so code that
/// constrains a control to `NSObject` (RxCocoa's own helpers do) accepts it. There is no
/// responder chain to walk: events go to the control the flow names.
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }

    @discardableResult
    open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }
}
