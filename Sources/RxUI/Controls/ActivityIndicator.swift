/// A spinner inside a screen, as `UIActivityIndicatorView`.
public final class ActivityIndicator: View, ViewElement {
    public private(set) var isAnimating = false {
        didSet { noteChange() }
    }

    public func startAnimating() { isAnimating = true }
    public func stopAnimating() { isAnimating = false }

    public func elementSnapshot() -> ElementSnapshot {
        cachedSnapshot { .activityIndicator(id: id, animating: isAnimating, hidden: isHidden) }
    }
}

extension Reactive where Base: ActivityIndicator {
    public var isAnimating: Binder<Bool> {
        Binder(base) { indicator, animating in
            if animating { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
    }
}
