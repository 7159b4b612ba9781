import Foundation

// `pickerView.delegate!.pickerView!(pickerView, didSelectRow: 0, inComponent: 0)`, as
// Objective-C callers write optional methods (see ScrollViewDelegate+OptionalMethods.swift).

extension UIPickerViewDelegate {
    public var pickerView: _UIPickerViewDelegateCall? { _UIPickerViewDelegateCall(delegate: self) }
}

/// A picker delegate's methods, called as `delegate.pickerView!(pickerView, titleForRow: 0, forComponent: 0)`.
@preconcurrency @MainActor public struct _UIPickerViewDelegateCall {
    let delegate: any UIPickerViewDelegate

    public func callAsFunction(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        delegate.pickerView(pickerView, widthForComponent: component)
    }
    public func callAsFunction(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        delegate.pickerView(pickerView, rowHeightForComponent: component)
    }
    public func callAsFunction(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        delegate.pickerView(pickerView, titleForRow: row, forComponent: component)
    }
    public func callAsFunction(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                               forComponent component: Int) -> NSAttributedString? {
        delegate.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)
    }
    public func callAsFunction(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                               reusing view: UIView?) -> UIView {
        delegate.pickerView(pickerView, viewForRow: row, forComponent: component, reusing: view)
    }
    public func callAsFunction(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        delegate.pickerView(pickerView, didSelectRow: row, inComponent: component)
    }
}
