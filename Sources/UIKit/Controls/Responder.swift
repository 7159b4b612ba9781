import Foundation

/// The root of UIKit's views and view controllers, as `UIResponder`: an NSObject, so code that
/// constrains a control to `NSObject` (RxCocoa's own helpers do) accepts it. There is no
/// responder chain to walk: events go to the control the flow names.
@preconcurrency @MainActor open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var isFirstResponder: Bool { false }
    /// As UIKit's: the keyboard shortcuts a responder offers; kept, no command presses them.
    open var keyCommands: [UIKeyCommand]? { nil }

    @discardableResult
    open func becomeFirstResponder() -> Bool { canBecomeFirstResponder }

    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// As UIKit's (`UIUserActivityRestoring`): an app delegate's restoration handler passes
    /// responders an activity; nothing here hands one over.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // UIKit's accessibility settings (its `UIAccessibility` category on NSObject), kept and not
    // shown: no VoiceOver reads them here. One object made when the first is set.
    @exclusivity(unchecked) private var accessibility: AccessibilitySettings?
    private var accessibilityMade: AccessibilitySettings {
        if let accessibility { return accessibility }
        let made = AccessibilitySettings()
        accessibility = made
        return made
    }

    /// As UIKit's: labels and controls are accessibility elements unless told otherwise.
    open var isAccessibilityElement: Bool {
        get { accessibility?.isElement ?? isAccessibilityElementByDefault }
        set { accessibilityMade.isElement = newValue }
    }
    var isAccessibilityElementByDefault: Bool { false }
    open var accessibilityLabel: String? {
        get { accessibility?.label }
        set { accessibilityMade.label = newValue }
    }
    open var accessibilityHint: String? {
        get { accessibility?.hint }
        set { accessibilityMade.hint = newValue }
    }
    open var accessibilityValue: String? {
        get { accessibility?.value }
        set { accessibilityMade.value = newValue }
    }
    open var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility?.traits ?? accessibilityTraitsByDefault }
        set { accessibilityMade.traits = newValue }
    }
    var accessibilityTraitsByDefault: UIAccessibilityTraits { .none }
    open var accessibilityElementsHidden: Bool {
        get { accessibility?.elementsHidden ?? false }
        set { accessibilityMade.elementsHidden = newValue }
    }
    open var accessibilityViewIsModal: Bool {
        get { accessibility?.viewIsModal ?? false }
        set { accessibilityMade.viewIsModal = newValue }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { accessibility?.groupsChildren ?? false }
        set { accessibilityMade.groupsChildren = newValue }
    }
    open var accessibilityElements: [Any]? {
        get { accessibility?.elements }
        set { accessibilityMade.elements = newValue }
    }
    /// As UIKit's: kept; no command performs them.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { accessibility?.customActions }
        set { accessibilityMade.customActions = newValue }
    }
}

/// What a responder keeps of UIKit's accessibility settings.
final class AccessibilitySettings {
    var isElement: Bool?
    var label: String?
    var hint: String?
    var value: String?
    var traits: UIAccessibilityTraits?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var elements: [Any]?
    var customActions: [UIAccessibilityCustomAction]?
}
