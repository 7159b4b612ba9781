/// UIKit's target-action initializers of a bar button item. Rx code passes `target: nil,
/// action: nil` and binds `rx.tap`; a selector given here is kept and never sent (there is no
/// Objective-C runtime to send it: see `Selector`).
extension UIBarButtonItem {
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init(barButtonSystemItem: systemItem)
    }

    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init(id: "", title: title, style: style)
    }

    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init(id: "", title: nil, style: style)
        self.image = image
    }

    /// As UIKit's `init(customView:)`; the view is kept, not shown (see `customView`).
    public convenience init(customView: UIView) {
        self.init(id: "", title: nil)
        self.customView = customView
    }
}
