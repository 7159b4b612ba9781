/// The `rx` namespace: `button.rx.tap`, `label.rx.text`, as in RxSwift.
///
/// Any writable property of a class is bindable through dynamic member lookup
/// (`label.rx.textColor`-style), as RxSwift's `Reactive` allows.
@dynamicMemberLookup
public struct Reactive<Base> {
    public let base: Base

    public init(_ base: Base) {
        self.base = base
    }

    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

/// Types that have an `rx` namespace.
public protocol ReactiveCompatible {
    associatedtype ReactiveBase
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // A setter lets `rx` extensions with mutating members compile, as in RxSwift.
        set {}
    }
}
