/// UIKit's manual appearance calls, which a custom container (or a unit test holding a
/// controller outside any window) makes: `begin` sends `viewWillAppear`/`viewWillDisappear`,
/// `end` the matching `viewDidAppear`/`viewDidDisappear` with the same `animated`. Both go
/// through `send`, so `rx.methodInvoked` hears them, the visible children get them, and a
/// call that would not move the appearance on (a second `begin(true)`) is not made.
extension UIViewController {
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        // UIKit loads the view of a controller about to appear, so `viewDidLoad` runs first.
        if isAppearing { loadViewIfNeeded() }
        appearanceTransitionIsAnimated = animated
        send(isAppearing ? .viewWillAppear : .viewWillDisappear, animated: animated)
    }

    public func endAppearanceTransition() {
        switch appearance {
        case .appearing: send(.viewDidAppear, animated: appearanceTransitionIsAnimated)
        case .disappearing: send(.viewDidDisappear, animated: appearanceTransitionIsAnimated)
        case .appeared, .disappeared: break
        }
    }
}
