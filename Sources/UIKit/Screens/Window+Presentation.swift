import RxSwift

/// The modal layers: each presented controller covers the layer under it (the root stack
/// first). The appearance calls, as UIKit makes them (see docs/SCREENS.md):
///
/// - present: the presented one loads, then the covered layer's `viewWillDisappear` (full
///   screen only), the presented one's `viewWillAppear` and `viewDidAppear`, then the covered
///   layer's `viewDidDisappear` (full screen only);
/// - dismiss: the presented one's `viewWillDisappear`, the revealed layer's `viewWillAppear`
///   and `viewDidAppear` (when a full-screen one had taken it off screen), then the dismissed
///   one's `viewDidDisappear`; it leaves the window, letting go of its bindings.
///
/// A page sheet (`.automatic`, UIKit's default since iOS 13) leaves the covered layer on screen:
/// it hears nothing. Completion blocks run on the window's main scheduler at the same virtual
/// instant, after the calls.
extension _Window {
    /// True when `controller` is a layer of this window: the root stack or a presented one.
    func isShowing(_ controller: UIViewController) -> Bool {
        controller === navigationStack || presentedControllers.contains { $0 === controller }
    }

    /// The top-most layer: the last presented controller, or the root stack.
    var topLayer: UIViewController { presentedControllers.last ?? navigationStack }

    /// `transition`, the app's animator, runs between the presented one's `viewWillAppear`
    /// and `viewDidAppear`.
    func presentLayer(_ controller: UIViewController, animated: Bool, transition: CustomTransition? = nil,
                      completion: (() -> Void)?) {
        let covered = topLayer
        let removesCovered = controller.modalPresentationStyle.removesPresenter
        presentedControllers.append(controller)
        attach(controller)
        // The screen it shows loads before the covered one hears anything, as UIKit's.
        if let shown = Self.screens(of: controller).last { withSharingScheduler { shown.loadViewIfNeeded() } }
        controller.isBeingPresented = true
        withSharingScheduler {
            if removesCovered { covered.send(.viewWillDisappear, animated: animated) }
            controller.send(.viewWillAppear, animated: animated)
            transition?.run(from: covered, to: controller, animated: animated, style: controller.modalPresentationStyle,
                            fromViewTakesPart: removesCovered)
            controller.send(.viewDidAppear, animated: animated)
            if removesCovered { covered.send(.viewDidDisappear, animated: animated) }
        }
        controller.isBeingPresented = false
        schedule(completion)
    }

    /// Dismisses `controller` and every layer over it; the layer it reveals appears again
    /// unless `revealing` is false (a new root replaces it at once).
    func dismissLayer(_ controller: UIViewController, animated: Bool, revealing: Bool = true,
                      completion: (() -> Void)?) {
        guard let index = presentedControllers.firstIndex(where: { $0 === controller }),
              let top = presentedControllers.last else { return }
        let removed = Array(presentedControllers[index...])
        presentedControllers.removeSubrange(index...)
        let revealed = topLayer
        // The app's animator for a dismissal it asked for (not for a new root closing every layer).
        let transition = revealing ? CustomTransition.dismissing(top) : nil
        top.isBeingDismissed = true
        withSharingScheduler {
            top.send(.viewWillDisappear, animated: animated)
            if revealing { revealed.send(.viewWillAppear, animated: animated) }
            transition?.run(from: top, to: revealed, animated: animated, style: top.modalPresentationStyle,
                            toViewTakesPart: top.modalPresentationStyle.removesPresenter)
            if revealing { revealed.send(.viewDidAppear, animated: animated) }
            top.send(.viewDidDisappear, animated: animated)
        }
        top.isBeingDismissed = false
        for layer in removed.reversed() { release(layer) }
        schedule(completion)
    }

    /// Closes every presented layer without animation (a new root).
    func removeAllLayers() {
        guard let first = presentedControllers.first else { return }
        dismissLayer(first, animated: false, revealing: false, completion: nil)
    }

    private func release(_ layer: UIViewController) {
        layer.presentingStorage?.presentedStorage = nil
        layer.presentingStorage = nil
        layer._didMove(to: nil)
    }

    /// Runs `completion` on the main scheduler at the current instant, as UIKit runs it after
    /// the transition.
    private func schedule(_ completion: (() -> Void)?) {
        guard let completion else { return }
        _ = environment.mainScheduler.schedule(()) { [weak self] _ in
            if let self { self.withSharingScheduler(completion) } else { completion() }
            return Disposables.create()
        }
    }
}
