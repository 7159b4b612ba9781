import Foundation

/// What a font picker tells its delegate, as `UIFontPickerViewControllerDelegate` (all optional).
@preconcurrency @MainActor public protocol UIFontPickerViewControllerDelegate: AnyObject {
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
}

/// The system font picker, as `UIFontPickerViewController` (iOS 13). Presented, its screen
/// (`fontPicker`, titled Fonts) lists the families (`UIFont.familyNames`) as the label
/// `families`, with the bar button `cancel`: `tap cancel` dismisses it, then tells the delegate
/// `fontPickerViewControllerDidCancel`. No flow command picks a font yet.
open class UIFontPickerViewController: UIViewController {
    /// As `UIFontPickerViewController.Configuration`: kept for the app.
    open class Configuration: NSObject {
        open var includeFaces = false
        open var displayUsingSystemFont = false
        public override init() {
            super.init()
        }
    }

    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    public let configuration: Configuration

    public init(configuration: Configuration) {
        self.configuration = configuration
        super.init(name: Self.pickerName, environment: Self.currentEnvironment)
    }

    /// As UIKit's `init()`: the default configuration.
    public convenience init() {
        self.init(configuration: Configuration())
    }

    /// UIKit's own picker is `fontPicker`; a subclass is named after its class.
    private static var pickerName: String {
        String(reflecting: Self.self).hasPrefix("UIKit.") ? "fontPicker" : screenName(of: Self.self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fonts"
        let cancel = UIBarButtonItem(id: "cancel", title: "Cancel")
        cancel.primaryAction = UIAction(title: "Cancel") { [weak self] _ in self?.userCancel() }
        navigationItem.leftBarButtonItem = cancel
        view.addSubview(UILabel(id: "families", text: UIFont.familyNames.joined(separator: ", ")))
    }

    /// The person cancelled: the picker dismisses itself, then tells the delegate.
    func userCancel() {
        dismiss(animated: true)
        delegate?.fontPickerViewControllerDidCancel(self)
    }
}
