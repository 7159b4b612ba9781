import Foundation
import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A presenter that logs its appearance calls.
private final class AlertPresenterViewController: UIViewController {
    var log: [String] = []

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }
}

/// An app's own alert class, as iOS code subclasses `UIAlertController`.
private final class ErrorAlertController: UIAlertController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
        view.tintColor = .systemRed
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("viewDidAppear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("viewDidDisappear")
    }
}

/// `UIAlertController` is a `UIViewController`, as UIKit's: the iOS lines that treat it as
/// one compile and behave as on iOS, while the window shows it as its overlay (`alert.*`).
final class AlertControllerTests: XCTestCase, @unchecked Sendable {
    @MainActor private func makeWindow(root: UIViewController) -> _Window {
        let window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
        window.setRoot(root)
        return window
    }

    @MainActor private func makeAlert() -> UIAlertController {
        let alert = UIAlertController(title: "Oops", message: "Try again.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        return alert
    }

    func testAnAlertIsAViewControllerWithAView() {
        MainActor.assumeIsolated { () -> Void in
            let alert = makeAlert()
            let controller: UIViewController = alert
            XCTAssertTrue(controller is UIAlertController)
            XCTAssertEqual(alert.title, "Oops", "the controller's title")
            XCTAssertEqual(controller.title, "Oops")
            XCTAssertEqual(alert.preferredStyle, .alert)
            alert.view.tintColor = .systemRed
            XCTAssertNotNil(alert.viewIfLoaded, "the view loads on first use")
            XCTAssertEqual(alert.view.subviews.count, 0, "a plain view: the window shows the alert")
        }
    }

    func testPresentingItAsAViewControllerShowsItAndPresentedViewControllerIsIt() {
        MainActor.assumeIsolated { () -> Void in
            let presenter = AlertPresenterViewController()
            let window = makeWindow(root: presenter)
            @MainActor func show(_ controller: UIViewController) { presenter.present(controller, animated: true) }
            show(makeAlert())
            XCTAssertEqual(window.snapshot().alert?.title, "Oops", "shown as the alert overlay")
            XCTAssertEqual(window.snapshot().alert?.buttons, ["OK"])
            XCTAssertTrue(window.presentedControllers.isEmpty, "not a presented layer")
            let alert = presenter.presentedViewController as? UIAlertController
            XCTAssertEqual(alert?.message, "Try again.")
            XCTAssertTrue(alert?.presentingViewController === presenter.navigationController ?? presenter)
            XCTAssertTrue(presenter.navigationController?.presentedViewController === alert, "its container's too")
            try? window.dismissAlert(tapping: "OK")
            XCTAssertNil(window.snapshot().alert)
            XCTAssertNil(presenter.presentedViewController, "nil once a tap closed it")
            XCTAssertNil(alert?.presentingViewController)
        }
    }

    func testThePresenterHearsNoDisappearance() {
        MainActor.assumeIsolated { () -> Void in
            let presenter = AlertPresenterViewController()
            let window = makeWindow(root: presenter)
            presenter.log = []
            presenter.present(makeAlert(), animated: true)
            XCTAssertNotNil(window.presentedAlert)
            presenter.dismiss(animated: true)
            XCTAssertNil(window.presentedAlert, "the presenter's dismiss closes the alert")
            XCTAssertEqual(presenter.log, [], "over full screen: the presenter stays on screen")
        }
    }

    func testASubclassLoadsAppearsAndDisappearsAsOnIOS() {
        MainActor.assumeIsolated { () -> Void in
            let presenter = AlertPresenterViewController()
            let window = makeWindow(root: presenter)
            let alert = ErrorAlertController(title: "Oops", message: "Try again.", preferredStyle: .alert)
            XCTAssertEqual(alert.log, [])
            presenter.present(alert, animated: true)
            XCTAssertEqual(alert.log, ["viewDidLoad", "viewDidAppear"])
            XCTAssertEqual(alert.view.tintColor, .systemRed)
            XCTAssertEqual(window.snapshot().alert?.title, "Oops")
            var completed = false
            alert.dismiss(animated: true) { completed = true }
            XCTAssertTrue(completed)
            XCTAssertEqual(alert.log, ["viewDidLoad", "viewDidAppear", "viewDidDisappear"])
            XCTAssertNil(window.presentedAlert)
            XCTAssertNil(presenter.presentedViewController)
        }
    }

    func testAnAlertFromAControllerInNoWindowShowsNothing() {
        MainActor.assumeIsolated { () -> Void in
            let loose = UIViewController()
            let alert = makeAlert()
            loose.present(alert, animated: true)
            XCTAssertNil(loose.presentedViewController)
            XCTAssertNil(alert.presentingViewController)
            XCTAssertFalse(alert.isViewLoaded, "never presented")
        }
    }

    func testAControllerPresentedWhileAnAlertShowsGoesUnderIt() {
        MainActor.assumeIsolated { () -> Void in
            let presenter = AlertPresenterViewController()
            let window = makeWindow(root: presenter)
            let alert = makeAlert()
            presenter.present(alert, animated: true)
            let sheet = UIViewController()
            presenter.present(sheet, animated: true)
            XCTAssertTrue(window.presentedControllers.last === sheet, "presented, as before")
            XCTAssertTrue(window.presentedAlert === alert, "the alert stays over it")
            XCTAssertTrue(presenter.presentedViewController === sheet)
            presenter.dismiss(animated: false)
            XCTAssertNil(window.presentedAlert, "the alert goes first")
            XCTAssertTrue(presenter.presentedViewController === sheet)
        }
    }
}
