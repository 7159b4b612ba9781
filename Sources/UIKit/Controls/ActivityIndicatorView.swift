import Foundation
/// A spinner inside a screen, as `UIActivityIndicatorView` (named so, and not
/// `ActivityIndicator`, so the helper class RxSwift apps copy from RxExample compiles beside it).
import RxCocoa
import RxSwift

public final class UIActivityIndicatorView: UIView, _ViewElement {
    /// As UIKit's `init(frame:)`: a view with no id (one a screen does not list).
    public override convenience init(frame: CGRect) {
        self.init(id: "")
        self.frame = frame
    }

    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    public private(set) var isAnimating = false {
        didSet { noteChange() }
    }

    public var hidesWhenStopped = true
    public var color: UIColor?

    public override init(id: String = "") {
        super.init(id: id)
    }

    public func startAnimating() { isAnimating = true }
    public func stopAnimating() { isAnimating = false }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot { .activityIndicator(id: id, animating: isAnimating, hidden: isHidden) }
    }
}

extension Reactive where Base: UIActivityIndicatorView {
    public var isAnimating: Binder<Bool> {
        Binder(base as UIActivityIndicatorView) { indicator, animating in
            if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
    }
}
