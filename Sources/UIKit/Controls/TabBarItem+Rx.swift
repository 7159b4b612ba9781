import RxSwift

extension Reactive where Base: UITabBarItem {
    @preconcurrency @MainActor public var badgeValue: Binder<String?> {
        Binder(base as UITabBarItem) { item, badge in item.badgeValue = badge }
    }
}
