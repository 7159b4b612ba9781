import Foundation
import RxCocoa
import RxSwift
import UIKit

extension ObservableType {
    public func mapTo<Result>(_ value: Result) -> Observable<Result> { map { _ in value } }
}

extension ObservableType where Element: OptionalType {
    public func unwrap() -> Observable<Element.Wrapped> { compactMap { $0.value } }
}

public protocol OptionalType {
    associatedtype Wrapped
    var value: Wrapped? { get }
}

extension Optional: OptionalType {
    public var value: Wrapped? { self }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    public func mapTo<Result>(_ value: Result) -> Driver<Result> { map { _ in value } }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy, Element: OptionalType {
    public func unwrap() -> Driver<Element.Wrapped> { compactMap { $0.value } }
}

extension ControlPropertyType where Element == String? {
    public var orEmptyString: ControlProperty<String> { orEmpty }
}

extension Reactive where Base: UITextField {
    /// The text, never nil, on every edit and on a set.
    public var textOrEmpty: ControlProperty<String> {
        base.rx.controlProperty(editingEvents: [.allEditingEvents, .valueChanged],
                                getter: { $0.text ?? "" },
                                setter: { field, value in
                                    if field.text != value { field.text = value }
                                })
    }

    public var returnKey: ControlEvent<Void> { controlEvent(.editingDidEndOnExit) }

    public var isSecure: Binder<Bool> {
        Binder(base) { $0.isSecureTextEntry = $1 }
    }

    public var placeholder: Binder<String?> {
        Binder(base) { $0.placeholder = $1 }
    }
}

extension Reactive where Base: UIScrollView {
    /// Fires once each time the scroll view comes within `offset` of its bottom.
    public func reachedBottom(offset: CGFloat = 0) -> ControlEvent<Void> {
        let scrollView = base
        let source = contentOffset.map { contentOffset -> Bool in
            let visibleHeight = scrollView.frame.height - scrollView.contentInset.top - scrollView.contentInset.bottom
            let y = contentOffset.y + scrollView.contentInset.top
            let threshold = max(offset, scrollView.contentSize.height - visibleHeight)
            return y >= threshold
        }
        .distinctUntilChanged()
        .filter { $0 }
        .map { _ in () }
        return ControlEvent(events: source)
    }

    public var isDragging: Observable<Bool> {
        Observable.merge(willBeginDragging.map { true }, didEndDragging.map { _ in false })
    }
}

extension ControlEvent {
    /// Either event, as a control event.
    public func merge(with other: ControlEvent<Element>) -> ControlEvent<Element> {
        ControlEvent(events: Observable.merge(asObservable(), other.asObservable()))
    }
}

extension Reactive where Base: UIControl {
    public var primaryAction: ControlEvent<Void> { controlEvent(.primaryActionTriggered) }
}

extension Reactive where Base: UISegmentedControl {
    public var selectedTitle: ControlProperty<String?> {
        base.rx.controlProperty(editingEvents: .valueChanged,
                                getter: { $0.titleForSegment(at: $0.selectedSegmentIndex) },
                                setter: { control, title in
                                    for index in 0..<control.numberOfSegments where control.titleForSegment(at: index) == title {
                                        control.selectedSegmentIndex = index
                                    }
                                })
    }
}

infix operator <-> : DefaultPrecedence

/// Two-way binding of two control properties, as operator libraries define it.
public func <-> <T: Equatable>(left: ControlProperty<T>, right: ControlProperty<T>) -> Disposable {
    let leftToRight = left.distinctUntilChanged().bind(to: right)
    let rightToLeft = right.skip(1).distinctUntilChanged().bind(to: left)
    return Disposables.create(leftToRight, rightToLeft)
}
