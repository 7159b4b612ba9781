import Foundation

/// What a colour picker tells its delegate, as `UIColorPickerViewControllerDelegate` (all
/// optional).
@preconcurrency @MainActor public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool)
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                          continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}

/// The system colour picker, as `UIColorPickerViewController` (iOS 14). Presented, its screen
/// (`colorPicker`, titled Colors) shows the label `selectedColor` and the bar button `close`.
/// A flow's `pick color NAME` (a name or `#RRGGBB`) selects a colour: `selectedColor` changes
/// and the delegate hears `didSelect … continuously: false` (then the iOS 14 method);
/// `tap close` dismisses the picker, then tells the delegate `colorPickerViewControllerDidFinish`.
open class UIColorPickerViewController: UIViewController {
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
    open var selectedColor = UIColor.white {
        didSet { selectedLabel.text = selectedColor.name }
    }
    open var supportsAlpha = true
    let selectedLabel = UILabel(id: "selectedColor", text: "white")

    public override init(name: String, environment: _Environment) {
        super.init(name: String(reflecting: Self.self).hasPrefix("UIKit.") ? "colorPicker" : name, environment: environment)
    }

    public override init(nibName: String?, bundle: Bundle?) {
        let isUIKits = String(reflecting: Self.self).hasPrefix("UIKit.")
        super.init(name: isUIKits ? "colorPicker" : Self.screenName(of: Self.self), environment: Self.currentEnvironment)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        title = "Colors"
        let close = UIBarButtonItem(id: "close", title: "Close")
        close.primaryAction = UIAction(title: "Close") { [weak self] _ in self?.userClose() }
        navigationItem.rightBarButtonItem = close
        view.addSubview(selectedLabel)
    }

    /// The person chose the colour `name`.
    func userPick(colorNamed name: String) {
        let color = UIColor(name)
        selectedColor = color
        delegate?.colorPickerViewController(self, didSelect: color, continuously: false)
        delegate?.colorPickerViewControllerDidSelectColor(self)
    }

    /// The person closed the picker: it dismisses itself, then tells the delegate.
    func userClose() {
        dismiss(animated: true)
        delegate?.colorPickerViewControllerDidFinish(self)
    }
}
