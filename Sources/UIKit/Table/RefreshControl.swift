import Foundation
/// Pull to refresh, as `UIRefreshControl`: the user's pull shows the spinner and sends
/// `.valueChanged`; the app ends it with `endRefreshing()` (or `rx.isRefreshing`).
import RxCocoa
import RxSwift

open class UIRefreshControl: UIControl {
    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public private(set) var isRefreshing = false {
        didSet { noteChange() }
    }

    public init() {
        super.init(frame: .zero)
    }

    open func beginRefreshing() { isRefreshing = true }
    open func endRefreshing() { isRefreshing = false }

    func userPull() {
        beginRefreshing()
        sendActions(for: .valueChanged)
    }
}

extension Reactive where Base: UIRefreshControl {
    @preconcurrency @MainActor public var isRefreshing: Binder<Bool> {
        Binder(base as UIRefreshControl) { control, refreshing in
            if refreshing { control.beginRefreshing() } else { control.endRefreshing() }
        }
    }
}
