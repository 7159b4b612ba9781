import Foundation

/// VoiceOver's properties, as UIKit's: kept and not shown (a screen reads its elements by id,
/// `accessibilityIdentifier`, not by these).
extension UIView {
    public var accessibilityLabel: String? {
        get { extras?.accessibility?.label }
        set { updateAccessibility { $0.label = newValue } }
    }

    public var accessibilityHint: String? {
        get { extras?.accessibility?.hint }
        set { updateAccessibility { $0.hint = newValue } }
    }

    public var accessibilityValue: String? {
        get { extras?.accessibility?.value }
        set { updateAccessibility { $0.value = newValue } }
    }

    /// As UIKit's default: true for controls and labels, false for other views.
    public var isAccessibilityElement: Bool {
        get { extras?.accessibility?.isElement ?? (self is UIControl || self is UILabel) }
        set { updateAccessibility { $0.isElement = newValue } }
    }

    private func updateAccessibility(_ change: (inout (label: String?, hint: String?, value: String?, isElement: Bool?)) -> Void) {
        var accessibility = extras?.accessibility ?? (nil, nil, nil, nil)
        change(&accessibility)
        extrasMade.accessibility = accessibility
    }
}
