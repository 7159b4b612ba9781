import Foundation
import RxCocoa
import RxSwift

/// A modal alert, as `UIAlertController`: a view controller made with
/// `UIAlertController(title:message:preferredStyle:)`, then `addAction` for each button, and
/// presented by a controller in a window. The window shows it as an overlay over everything
/// (`alert.*` in a snapshot: its title, message and buttons), not as a presented layer: the
/// presenter stays on screen and hears no disappearance, as on iOS. Its own `view` loads when
/// it is presented (a subclass's `viewDidLoad` runs) and is a plain view: nothing added to it
/// is shown.
open class UIAlertController: UIViewController {
    /// As `UIAlertController.Style`; both are shown the same way, as a modal with buttons.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    // `title` is the controller's own, as UIKit's.
    open var message: String?
    public private(set) var preferredStyle: Style = .alert
    public private(set) var actions: [UIAlertAction] = []

    /// As UIKit's. Named `screen` as UIKit's own classes are, without asking the type's name.
    public convenience init(title: String?, message: String?, preferredStyle: Style = .alert) {
        self.init(name: "screen", environment: Self.currentEnvironment)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// As UIKit's; kept and not tapped by any action here.
    open var preferredAction: UIAlertAction?
    /// The alert's text fields, as UIKit's (nil until one is added). They are kept for the
    /// app's handlers to read; a snapshot shows the alert's title, message and buttons only.
    public private(set) var textFields: [UITextField]?

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
    }

    /// A plain view: the window shows the alert from its title, message and actions.
    open override func loadView() {
        view = UIView()
    }

    func snapshot() -> _AlertSnapshot {
        _AlertSnapshot(title: title, message: message, buttons: actions.map { $0.title ?? "" })
    }
}

/// A button of an alert, as UIKit's class (so `rx` extensions on it bind): its handler runs
/// after the alert is dismissed; a disabled one cannot be tapped.
@preconcurrency @MainActor open class UIAlertAction: NSObject {
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
