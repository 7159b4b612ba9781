import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// The calls a test's controllers and views get, in order.
private final class Calls {
    var log: [String] = []
}

private final class LoggingView: UIView {
    var calls: Calls?

    override func layoutSubviews() {
        super.layoutSubviews()
        calls?.log.append("layoutSubviews")
    }
}

/// A controller as iOS code writes one, logging its layout and appearance callbacks.
private final class LayoutViewController: UIViewController {
    let calls: Calls
    let customView: LoggingView?

    init(calls: Calls, customView: LoggingView? = nil) {
        self.calls = calls
        self.customView = customView
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        if let customView { view = customView } else { super.loadView() }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        calls.log.append("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        calls.log.append("viewDidLayoutSubviews")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.log.append("\(title ?? "") viewWillAppear(\(animated))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.log.append("\(title ?? "") viewDidAppear(\(animated))")
    }

    override func didMove(toParent parent: UIViewController?) {
        calls.log.append("\(title ?? "") didMove(toParent: \(parent == nil ? "nil" : "nav"))")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        calls.log.append("traitCollectionDidChange")
    }
}

final class ViewControllerLayoutTests: XCTestCase {
    func testTheRootViewsLayoutPassRunsBetweenTheControllersLayoutCallbacks() {
        MainActor.assumeIsolated { () -> Void in
            let calls = Calls()
            let view = LoggingView()
            view.calls = calls
            let controller = LayoutViewController(calls: calls, customView: view)
            controller.view.layoutIfNeeded()
            XCTAssertEqual(calls.log, ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
            calls.log = []
            controller.view.layoutIfNeeded()
            XCTAssertEqual(calls.log, [], "no pass is due")
            controller.view.setNeedsLayout()
            controller.view.layoutIfNeeded()
            XCTAssertEqual(calls.log, ["viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews"])
        }
    }

    func testTheDefaultRootViewCallsItsControllerAndAReplacedViewNoLonger() {
        MainActor.assumeIsolated { () -> Void in
            let calls = Calls()
            let controller = LayoutViewController(calls: calls)
            controller.view.layoutIfNeeded()
            XCTAssertEqual(calls.log, ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
            let old = LoggingView(), replacement = LoggingView()
            controller.view = old
            controller.view = replacement
            calls.log = []
            old.layoutIfNeeded()
            XCTAssertEqual(calls.log, [], "no longer the controller's view")
            replacement.layoutIfNeeded()
            XCTAssertEqual(calls.log, ["viewWillLayoutSubviews", "viewDidLayoutSubviews"])
            calls.log = []
            let subview = LoggingView()
            subview.calls = calls
            replacement.addSubview(subview)
            subview.layoutIfNeeded()
            XCTAssertEqual(calls.log, ["layoutSubviews"], "a subview's pass is its own")
        }
    }

    func testARootViewThatOutlivesItsControllerCallsNoController() {
        MainActor.assumeIsolated { () -> Void in
            let calls = Calls()
            let view = LoggingView()
            view.calls = calls
            weak var gone: LayoutViewController?
            do {
                let controller = LayoutViewController(calls: calls, customView: view)
                _ = controller.view
                gone = controller
            }
            XCTAssertNil(gone)
            view.layoutIfNeeded()
            XCTAssertEqual(calls.log, ["layoutSubviews"])
        }
    }

    func testSettingViewControllersIsSetViewControllersWithoutAnimation() {
        MainActor.assumeIsolated { () -> Void in
            let calls = Calls()
            let window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
            let a = LayoutViewController(calls: calls), b = LayoutViewController(calls: calls)
            a.title = "a"
            b.title = "b"
            window.setRoot(a)
            calls.log = []
            let navigation = window.navigationStack
            navigation.viewControllers = [a, b]
            XCTAssertEqual(calls.log, ["b viewWillAppear(false)", "b viewDidAppear(false)", "b didMove(toParent: nav)"])
            XCTAssertTrue(navigation.viewControllers.elementsEqual([a, b], by: ===))
            XCTAssertTrue(b.parent === navigation)
            XCTAssertEqual(calls.log.filter { $0 == "traitCollectionDidChange" }, [])
        }
    }

    func testTheBarsAndSettingsAreKept() {
        MainActor.assumeIsolated { () -> Void in
            let navigation = UINavigationController(rootViewController: UIViewController())
            XCTAssertTrue(navigation.navigationBar === navigation.navigationBar)
            navigation.navigationBar.prefersLargeTitles = true
            XCTAssertTrue(navigation.navigationBar.prefersLargeTitles)
            navigation.setNavigationBarHidden(true, animated: true)
            XCTAssertTrue(navigation.isNavigationBarHidden)
            XCTAssertTrue(navigation.isToolbarHidden)
            navigation.setToolbarHidden(false, animated: false)
            XCTAssertFalse(navigation.isToolbarHidden)
            XCTAssertTrue(navigation.toolbar === navigation.toolbar)
            navigation.interactivePopGestureRecognizer?.isEnabled = false
            XCTAssertEqual(navigation.interactivePopGestureRecognizer?.isEnabled, false)

            let controller = UIViewController()
            XCTAssertEqual(controller.edgesForExtendedLayout, .all)
            XCTAssertFalse(controller.hidesBottomBarWhenPushed)
            controller.edgesForExtendedLayout = []
            controller.hidesBottomBarWhenPushed = true
            controller.modalTransitionStyle = .crossDissolve
            controller.preferredContentSize = CGSize(width: 3, height: 4)
            XCTAssertEqual(controller.edgesForExtendedLayout, [])
            XCTAssertTrue(controller.hidesBottomBarWhenPushed)
            XCTAssertEqual(controller.modalTransitionStyle, .crossDissolve)
            XCTAssertEqual(controller.preferredContentSize, CGSize(width: 3, height: 4))
            XCTAssertEqual(controller.preferredStatusBarStyle, .default)
            XCTAssertEqual(controller.traitCollection.userInterfaceStyle, .light)
            XCTAssertEqual(controller.traitCollection.horizontalSizeClass, .regular)
            XCTAssertFalse(controller.traitCollection.hasDifferentColorAppearance(comparedTo: UITraitCollection.current))
        }
    }

    func testColoursAndLayers() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(UIColor.red.cgColor, UIColor.red.cgColor)
            XCTAssertEqual(UIColor(cgColor: UIColor.red.cgColor), .red)
            XCTAssertEqual(UIColor(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)), UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            XCTAssertEqual(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1).description, "#FF0000")
            XCTAssertEqual(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 0.5).description, "#0000FF80")
            let view = UIView()
            view.layer.borderColor = UIColor.systemBlue.cgColor
            view.layer.shadowOpacity = 0.2
            let sublayer = CALayer()
            view.layer.addSublayer(sublayer)
            XCTAssertEqual(view.layer.borderColor, UIColor.systemBlue.cgColor)
            XCTAssertEqual(view.layer.shadowOpacity, 0.2)
            XCTAssertTrue(sublayer.superlayer === view.layer)
            sublayer.removeFromSuperlayer()
            XCTAssertEqual(view.layer.sublayers?.count, 0)
        }
    }
}
