import Foundation
import RxSwift

/// An object that says when it is deallocated: what RxCocoa learns from the Objective-C runtime,
/// which Linux has not. UIKit's views, controls and view controllers report it.
/// `@usableFromInline`: `deallocation(of:)` casts to it where the object's class is known.
@usableFromInline package protocol DeallocationReporting: AnyObject {
    var deallocation: Observable<Void> { get }
}

extension Reactive where Base: NSObject {
    /// One element, then completion, when the object is deallocated, as RxCocoa's. Only objects
    /// that report their deallocation (UIKit's views, controls and view controllers) send it;
    /// for any other object it never sends.
    /// Inlinable: where `Base` is known the cast is a look-up of the conformance alone.
    @inlinable public var deallocated: Observable<Void> {
        deallocation(of: base)
    }

    /// As RxCocoa's, sent as the object goes: the objects here report it from `deinit`, where
    /// the object is still whole, so it is the same moment as `deallocated`.
    public var deallocating: Observable<Void> { deallocated }
}
