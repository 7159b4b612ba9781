import RxCocoa
import RxSwift

extension DelegateProxy {
    /// `methodInvoked(message)`, what UIKit's `rx` events are made of. A proxy of one of
    /// UIKit's own classes (which keep `DelegateProxy`'s `methodInvoked`) gets it specialised
    /// for the message's arguments: through the open method, one unspecialised body served
    /// every argument type and looked its generic types up at run time, about 4k instructions
    /// a screen's `itemSelected` made and subscribed. A proxy of a subclass an app made may
    /// override `methodInvoked` and is asked through it, as RxCocoa asks.
    func invoked<Arguments>(_ message: _DelegateMessage<Delegate, Arguments>) -> Observable<Arguments> {
        isOfUIKitsProxyClass ? _methodInvoked(message) : methodInvoked(message)
    }

    private var isOfUIKitsProxyClass: Bool {
        uikitsProxyClasses.contains(ObjectIdentifier(type(of: self)))
    }
}

/// UIKit's delegate proxy classes, none of which overrides `methodInvoked`.
private let uikitsProxyClasses: [ObjectIdentifier] = [
    ObjectIdentifier(RxScrollViewDelegateProxy.self),
    ObjectIdentifier(RxTableViewDelegateProxy.self),
    ObjectIdentifier(RxTableViewDataSourceProxy.self),
    ObjectIdentifier(RxTableViewDataSourcePrefetchingProxy.self),
    ObjectIdentifier(RxCollectionViewDelegateProxy.self),
    ObjectIdentifier(RxCollectionViewDataSourceProxy.self),
    ObjectIdentifier(RxCollectionViewDataSourcePrefetchingProxy.self),
    ObjectIdentifier(RxPickerViewDelegateProxy.self),
    ObjectIdentifier(RxPickerViewDataSourceProxy.self),
    ObjectIdentifier(RxTabBarDelegateProxy.self),
    ObjectIdentifier(RxTabBarControllerDelegateProxy.self),
    ObjectIdentifier(RxSearchBarDelegateProxy.self),
    ObjectIdentifier(RxTextViewDelegateProxy.self),
    ObjectIdentifier(RxNavigationControllerDelegateProxy.self),
    ObjectIdentifier(RxSearchControllerDelegateProxy.self),
]
