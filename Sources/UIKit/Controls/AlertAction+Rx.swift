import RxSwift

extension Reactive where Base: UIAlertAction {
    public var isEnabled: Binder<Bool> {
        Binder(base) { action, enabled in action.isEnabled = enabled }
    }
}
