import Foundation
/// A modal alert, as `UIAlertController`: `Alert(title:message:preferredStyle:)`, then
/// `addAction` for each button.
import RxCocoa
import RxSwift

open class UIAlertController {
    /// As `UIAlertController.Style`; both are shown the same way, as a modal with buttons.
    public enum Style: Sendable {
        case alert, actionSheet
    }

    public var title: String?
    public var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []
    /// The window showing it, while it shows: held as a weak reference is, without giving the
    /// window a side table (`TryRetainedReference`).
    var window: _Window? {
        get { TryRetainedReference.object(at: windowReference?.handle) }
        set { windowReference = newValue.map(TryRetainedReference.init) }
    }
    private var windowReference: TryRetainedReference<_Window>?

    public init(title: String?, message: String?, preferredStyle: Style = .alert) {
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    public func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// As UIKit's; kept and not tapped by any action here.
    public var preferredAction: UIAlertAction?
    /// The alert's text fields, as UIKit's (nil until one is added). They are kept for the
    /// app's handlers to read; a snapshot shows the alert's title, message and buttons only.
    public private(set) var textFields: [UITextField]?

    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
    }

    /// Closes the alert from code without running any action's handler, as UIKit's
    /// `dismiss(animated:completion:)` (the `Wireframe` pattern disposes this way).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let window, window.presentedAlert === self else { return }
        window.closeAlert()
        completion?()
    }

    func snapshot() -> _AlertSnapshot {
        _AlertSnapshot(title: title, message: message, buttons: actions.map { $0.title ?? "" })
    }
}

/// A button of an alert, as UIKit's class (so `rx` extensions on it bind): its handler runs
/// after the alert is dismissed; a disabled one cannot be tapped.
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style = .default, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// As `UIAlertAction()`: no title, the default style, no handler.
    public override convenience init() {
        self.init(title: nil)
    }
}
