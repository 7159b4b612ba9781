import Foundation
/// A spinner inside a screen, as `UIActivityIndicatorView` (named so, and not
/// `ActivityIndicator`, so the helper class RxSwift apps copy from RxExample compiles beside it).
import RxCocoa
import RxSwift

open class UIActivityIndicatorView: UIView, _ViewElement {
    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public private(set) var isAnimating = false {
        didSet { noteChange() }
    }

    public var hidesWhenStopped = true
    public var color: UIColor?
    /// Layout and colour only: not shown.
    public var style = Style.medium

    /// As `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        case whiteLarge, white, gray, medium = 100, large = 101
    }

    /// As UIKit's designated `init(style:)`, so a subclass can override it: a spinner with no id.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
    }

    open func startAnimating() { isAnimating = true }
    open func stopAnimating() { isAnimating = false }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot { .activityIndicator(id: id, animating: isAnimating, hidden: isHidden) }
    }
}

extension Reactive where Base: UIActivityIndicatorView {
    @preconcurrency @MainActor public var isAnimating: Binder<Bool> {
        Binder(base as UIActivityIndicatorView) { indicator, animating in
            if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
    }
}
