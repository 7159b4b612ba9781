import Foundation

/// As UIKit's `UIAccessibilityElement`: an element a container lists in
/// `accessibilityElements` for VoiceOver; kept, not shown (a session lists controls by id).
open class UIAccessibilityElement: NSObject {
    open weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityTraits = UIAccessibilityTraits.none
    open var accessibilityFrame = CGRect.zero
    open var accessibilityFrameInContainerSpace = CGRect.zero
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}

/// As UIKit's `UIAccessibilityCustomAction`: an action VoiceOver offers; kept, and no
/// command performs it (the handler is there for code that calls it).
open class UIAccessibilityCustomAction: NSObject {
    open var name: String
    open var image: UIImage?
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
    open var target: AnyObject?
    open var selector: Selector?

    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }

    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
        super.init()
    }

    public init(name: String, target: Any?, selector: Selector) {
        self.name = name
        self.target = target as AnyObject?
        self.selector = selector
        super.init()
    }
}
