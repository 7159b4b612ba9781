import Foundation

/// Haptic feedback, as `UIFeedbackGenerator` and its subclasses: a headless phone has no
/// haptics, so each call does nothing.
open class UIFeedbackGenerator: NSObject {
    open func prepare() {}
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}
