import RxSwift

extension Reactive where Base: UIAlertAction {
    @preconcurrency @MainActor public var isEnabled: Binder<Bool> {
        Binder(base as UIAlertAction) { action, enabled in action.isEnabled = enabled }
    }
}
