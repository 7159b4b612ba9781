import Foundation

extension UIViewController {
    /// As UIKit's (iOS 17): its view covers the controller's view, so a
    /// `UIContentUnavailableConfiguration`'s texts show in the screen as labels; nil removes it.
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { settings?.contentUnavailableConfiguration }
        set {
            settingsMade.contentUnavailableConfiguration = newValue
            settingsMade.contentUnavailableView?.removeFromSuperview()
            settingsMade.contentUnavailableView = nil
            guard let newValue else { return }
            let shown = newValue.makeContentView()
            view.addSubview(shown)
            settingsMade.contentUnavailableView = shown
        }
    }

    /// As UIKit's; here no search text is tracked.
    public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState()
    }

    /// As UIKit's, but at once: there is no layout pass to wait for.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }
}
