/// The `rx` namespace: `button.rx.tap`, `label.rx.text`, as RxSwift's `Reactive`.
///
/// Any writable property of a class is bindable through dynamic member lookup
/// (`view.rx.isHidden`-style), as a `Binder` on the main scheduler.
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    @inlinable public init(_ base: Base) {
        self.base = base
    }

    /// A binder setting the property at `keyPath` of the base.
    @inlinable public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property>
    where Base: AnyObject {
        Binder(base) { base, value in base[keyPath: keyPath] = value }
    }
}

/// Types that have an `rx` namespace, as RxSwift's `ReactiveCompatible`.
public protocol ReactiveCompatible {
    /// The type extended by `rx`.
    associatedtype ReactiveBase

    /// Reactive extensions of the type.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// Reactive extensions of the value.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    @inlinable public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // A setter lets `rx` extensions with mutating members compile, as in RxSwift.
        set {}
    }

    @inlinable public var rx: Reactive<Self> {
        get { Reactive(self) }
        set {}
    }
}
