import Foundation

/// As UIKit's `UIDatePickerStyle` (iOS 13.4): how a picker is drawn; kept, not shown (a
/// picker shows its date in every style, and a flow picks a date the same way).
public enum UIDatePickerStyle: Int, Sendable {
    case automatic, wheels, compact, inline
}

extension UIDatePicker {
    /// The style drawn, as UIKit's: the preferred one, or for `.automatic` the compact
    /// style (wheels for a countdown timer, which has no compact form).
    public var datePickerStyle: UIDatePickerStyle {
        switch preferredDatePickerStyle {
        case .automatic: return datePickerMode == .countDownTimer ? .wheels : .compact
        case .inline where datePickerMode == .countDownTimer: return .wheels
        case let style: return style
        }
    }
}
