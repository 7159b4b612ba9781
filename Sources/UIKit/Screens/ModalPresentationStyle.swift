/// How a presented controller covers the one under it, as `UIModalPresentationStyle`. Only
/// what it means for the appearance calls is kept: a full-screen one takes the presenter off
/// screen (its `viewWillDisappear`/`viewDidDisappear`, and on dismissal its
/// `viewWillAppear`/`viewDidAppear`); the others (the page sheet `.automatic` is since iOS 13)
/// leave it on screen and call it nothing.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// True when the presenter leaves the screen.
    var removesPresenter: Bool { self == .fullScreen || self == .currentContext }

    /// The name the snapshot shows (`modals[0].style`).
    var name: String {
        switch self {
        case .fullScreen: return "fullScreen"
        case .pageSheet, .automatic: return "pageSheet"
        case .formSheet: return "formSheet"
        case .currentContext: return "currentContext"
        case .custom: return "custom"
        case .overFullScreen: return "overFullScreen"
        case .overCurrentContext: return "overCurrentContext"
        case .popover: return "popover"
        case .none: return "none"
        }
    }
}
