import RxSwift

/// Gives every screen a `disposeBag` that is not a class member, so a subclass may declare
/// its own `private let disposeBag = DisposeBag()` as UIKit code does (a stored property
/// cannot override an inherited one); the subclass's own bag then wins inside it.
@preconcurrency @MainActor public protocol _ScreenDisposeBag: AnyObject {
    var _screenDisposeBag: DisposeBag { get }
}

extension _ScreenDisposeBag {
    /// The bag emptied when the screen leaves its window.
    public var disposeBag: DisposeBag { _screenDisposeBag }
}

extension UIViewController: _ScreenDisposeBag {}
