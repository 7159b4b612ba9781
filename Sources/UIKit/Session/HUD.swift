/// The full-screen progress HUD (MBProgressHUD in the seeds).
import RxCocoa
import RxSwift

public final class _HUD: ReactiveCompatible {
    /// Read by every snapshot: unchecked exclusivity, as a view's state (one thread; no access
    /// calls out). So is the indicator's below.
    @exclusivity(unchecked) public private(set) var isVisible = false

    public init() {}

    public func show() { isVisible = true }
    public func hide() { isVisible = false }
}

/// The status bar's network activity spinner.
public final class _NetworkActivityIndicator: ReactiveCompatible {
    @exclusivity(unchecked) public var isVisible = false

    public init() {}
}

extension Reactive where Base: _HUD {
    @preconcurrency @MainActor public var isVisible: Binder<Bool> {
        Binder(base as _HUD) { hud, visible in if visible { hud.show() } else { hud.hide() } }
    }
}

extension Reactive where Base: _NetworkActivityIndicator {
    @preconcurrency @MainActor public var isVisible: Binder<Bool> {
        Binder(base as _NetworkActivityIndicator) { indicator, visible in indicator.isVisible = visible }
    }

    /// RxCocoa's name on `UIApplication`, so `.drive(app.rx.isNetworkActivityIndicatorVisible)` ports as is.
    @preconcurrency @MainActor public var isNetworkActivityIndicatorVisible: Binder<Bool> { isVisible }
}
