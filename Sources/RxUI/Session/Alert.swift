/// A modal alert, as `UIAlertController` with `.alert` style.
public final class Alert {
    public let title: String?
    public let message: String?
    public private(set) var actions: [AlertAction] = []

    public init(title: String?, message: String?) {
        self.title = title
        self.message = message
    }

    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    func snapshot() -> AlertSnapshot {
        AlertSnapshot(title: title, message: message, buttons: actions.map(\.title))
    }
}

/// A button of an alert; its handler runs after the alert is dismissed, as in UIKit.
public struct AlertAction {
    public enum Style: Sendable {
        case `default`, cancel, destructive
    }

    public let title: String
    public let style: Style
    let handler: ((AlertAction) -> Void)?

    public init(title: String, style: Style = .default, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
