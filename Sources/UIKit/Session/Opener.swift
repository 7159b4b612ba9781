/// Where a screen "opens a URL in the browser": it records the last one, as the phone would
/// switch to Safari.
import RxCocoa
import RxSwift

public final class _Opener: ReactiveCompatible {
    /// Read by every snapshot: unchecked exclusivity, as a view's state (one thread; no access
    /// calls out).
    @exclusivity(unchecked) public private(set) var openedURL: String?

    public init() {}

    public func open(_ url: String) {
        openedURL = url
    }
}

extension Reactive where Base: _Opener {
    @preconcurrency @MainActor public var open: Binder<String> {
        Binder(base as _Opener) { opener, url in opener.open(url) }
    }
}
