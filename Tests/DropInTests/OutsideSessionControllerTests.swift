import Foundation
import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A controller that logs its lifecycle calls with their `animated`.
private final class LoggingViewController: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear \(animated)")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear \(animated)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear \(animated)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear \(animated)")
    }
}

/// What an iOS team's view-controller unit tests do outside any session: appearance calls
/// made by hand, and a `UIWindow` hosting the controller so it appears and can present.
final class OutsideSessionControllerTests: XCTestCase {
    func testBeginAndEndAppearanceTransitionCallTheAppearanceMethods() {
        MainActor.assumeIsolated { () -> Void in
            let controller = LoggingViewController()
            var invoked: [[Any]] = []
            _ = controller.rx.methodInvoked(.viewDidAppear).subscribe(onNext: { invoked.append($0) })
            controller.beginAppearanceTransition(true, animated: true)
            XCTAssertEqual(controller.log, ["viewDidLoad", "viewWillAppear true"], "the view loads first")
            controller.beginAppearanceTransition(true, animated: true)
            XCTAssertEqual(controller.log.count, 2, "a second begin does not call viewWillAppear again")
            controller.endAppearanceTransition()
            XCTAssertEqual(controller.log.last, "viewDidAppear true", "end passes begin's animated on")
            XCTAssertEqual(invoked.count, 1, "rx.methodInvoked hears it")
            controller.endAppearanceTransition()
            XCTAssertEqual(controller.log.count, 3, "an end without a begin calls nothing")
            controller.beginAppearanceTransition(false, animated: false)
            controller.endAppearanceTransition()
            XCTAssertEqual(controller.log.suffix(2), ["viewWillDisappear false", "viewDidDisappear false"])
        }
    }

    func testAnAppearanceTransitionReachesTheChildren() {
        MainActor.assumeIsolated { () -> Void in
            let child = LoggingViewController()
            let container = UIViewController()
            container.addChild(child)
            child.didMove(toParent: container)
            container.beginAppearanceTransition(true, animated: false)
            container.endAppearanceTransition()
            XCTAssertEqual(child.log, ["viewDidLoad", "viewWillAppear false", "viewDidAppear false"])
        }
    }

    func testAVisibleWindowShowsItsRootAndLetsItPresent() {
        MainActor.assumeIsolated { () -> Void in
            let root = LoggingViewController()
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            XCTAssertEqual(root.log, [], "a hidden window shows nothing")
            window.makeKeyAndVisible()
            XCTAssertEqual(root.log, ["viewDidLoad", "viewWillAppear false", "viewDidAppear false"])
            window.makeKeyAndVisible()
            XCTAssertEqual(root.log.count, 3, "a second makeKeyAndVisible shows nothing again")

            let presented = UIViewController()
            root.present(presented, animated: true)
            XCTAssertTrue(root.presentedViewController === presented)
            XCTAssertTrue(presented.presentingViewController === root.navigationController ?? root)
            root.dismiss(animated: false)
            XCTAssertNil(root.presentedViewController)

            let alert = UIAlertController(title: "Oops", message: "Try again.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            root.present(alert, animated: true)
            XCTAssertEqual((root.presentedViewController as? UIAlertController)?.title, "Oops", "the alert shows over the root")
            alert.dismiss(animated: false)
            XCTAssertNil(root.presentedViewController)
        }
    }

    func testAControllerOutsideAWindowPresentsNothing() {
        MainActor.assumeIsolated { () -> Void in
            let root = LoggingViewController()
            root.loadViewIfNeeded()
            root.present(UIViewController(), animated: false)
            XCTAssertNil(root.presentedViewController, "as UIKit: not in a window hierarchy")
        }
    }

    func testANewRootOnAVisibleWindowReplacesTheOld() {
        MainActor.assumeIsolated { () -> Void in
            let first = LoggingViewController(), second = LoggingViewController()
            let window = UIWindow()
            window.rootViewController = first
            window.makeKeyAndVisible()
            window.rootViewController = second
            // The window's stack replaces its screen as a session's does (`animated` true).
            XCTAssertEqual(first.log.suffix(2), ["viewWillDisappear true", "viewDidDisappear true"])
            XCTAssertEqual(second.log, ["viewDidLoad", "viewWillAppear true", "viewDidAppear true"])
        }
    }
}
