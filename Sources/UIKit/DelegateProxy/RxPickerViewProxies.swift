import Foundation
import RxCocoa
import RxSwift

/// The delegate proxy of pickers, as RxCocoa's: `rx.itemSelected` comes from it.
open class RxPickerViewDelegateProxy: DelegateProxy<UIPickerView, UIPickerViewDelegate>, @preconcurrency DelegateProxyType,
    UIPickerViewDelegate {
    public private(set) weak var pickerView: UIPickerView?
    private let defaults = DefaultPickerViewDelegate()

    public init(pickerView: ParentObject) {
        self.pickerView = pickerView
        super.init(parentObject: pickerView, delegateProxy: RxPickerViewDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        RxPickerViewDelegateProxy.register { RxPickerViewDelegateProxy(pickerView: $0) }
    }

    private var answering: UIPickerViewDelegate { forwardToDelegate() ?? defaults }

    open func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        answering.pickerView(pickerView, widthForComponent: component)
    }

    open func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        answering.pickerView(pickerView, rowHeightForComponent: component)
    }

    open func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        answering.pickerView(pickerView, titleForRow: row, forComponent: component)
    }

    open func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                         forComponent component: Int) -> NSAttributedString? {
        answering.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)
    }

    open func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                         reusing view: UIView?) -> UIView {
        answering.pickerView(pickerView, viewForRow: row, forComponent: component, reusing: view)
    }

    open func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        _forward(.pickerViewDidSelectRowInComponent, (pickerView, row, component)) {
            $0.pickerView(pickerView, didSelectRow: row, inComponent: component)
        }
    }
}

/// The data-source proxy of pickers, as RxCocoa's: `rx.itemTitles` binds its adapter here.
/// With no data source to forward to, the picker has no components.
open class RxPickerViewDataSourceProxy: DelegateProxy<UIPickerView, UIPickerViewDataSource>, @preconcurrency DelegateProxyType,
    UIPickerViewDataSource {
    public private(set) weak var pickerView: UIPickerView?

    public init(pickerView: ParentObject) {
        self.pickerView = pickerView
        super.init(parentObject: pickerView, delegateProxy: RxPickerViewDataSourceProxy.self)
    }

    public static func registerKnownImplementations() {
        RxPickerViewDataSourceProxy.register { RxPickerViewDataSourceProxy(pickerView: $0) }
    }

    open func numberOfComponents(in pickerView: UIPickerView) -> Int {
        forwardToDelegate()?.numberOfComponents(in: pickerView) ?? 0
    }

    open func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        forwardToDelegate()?.pickerView(pickerView, numberOfRowsInComponent: component) ?? 0
    }
}

/// A picker delegate that implements nothing: UIKit's answers.
private final class DefaultPickerViewDelegate: UIPickerViewDelegate {}

/// The picker delegate methods a proxy reports (`picker.rx.delegate.methodInvoked(.pickerViewDidSelectRowInComponent)`).
extension _DelegateMessage where Delegate == UIPickerViewDelegate {
    public static var pickerViewDidSelectRowInComponent: _DelegateMessage<Delegate, (UIPickerView, Int, Int)> {
        .init("pickerView(_:didSelectRow:inComponent:)")
    }
}
