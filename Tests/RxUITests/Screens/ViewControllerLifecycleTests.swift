import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// Every call a controller gets, written to one log shared by the controllers of a test.
private final class LoggingViewController: UIViewController {
    let log: CallLog

    init(_ name: String, log: CallLog, environment: Environment) {
        self.log = log
        super.init(name: name, environment: environment)
        title = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.calls.append("\(_name) viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.calls.append("\(_name) viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.calls.append("\(_name) viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.calls.append("\(_name) viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.calls.append("\(_name) viewDidDisappear")
    }

    override func willMove(toParent parent: UIViewController?) {
        log.calls.append("\(_name) willMove(toParent: \(parent.map { $0._name } ?? "nil"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        log.calls.append("\(_name) didMove(toParent: \(parent.map { $0._name } ?? "nil"))")
    }
}

private final class CallLog {
    var calls: [String] = []

    /// The calls since the last `take`.
    func take() -> [String] {
        defer { calls = [] }
        return calls
    }
}

final class ViewControllerLifecycleTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    private lazy var environment = Environment(mainScheduler: scheduler)
    @MainActor private lazy var window = Window(environment: environment)
    private let log = CallLog()

    @MainActor private func controller(_ name: String) -> LoggingViewController {
        LoggingViewController(name, log: log, environment: environment)
    }

    /// `a` as the window's root, its opening calls taken.
    @MainActor private func openRoot(_ root: UIViewController) {
        window.setRoot(root)
        _ = log.take()
    }

    // MARK: The view

    func testTheViewLoadsOnFirstAccessAndViewDidLoadRunsOnce() {
        MainActor.assumeIsolated { () -> Void in
            let a = controller("a")
            XCTAssertFalse(a.isViewLoaded)
            XCTAssertNil(a.viewIfLoaded)
            let view = a.view
            XCTAssertTrue(a.isViewLoaded)
            XCTAssertTrue(a.view === view)
            a.loadViewIfNeeded()
            XCTAssertEqual(log.take(), ["a viewDidLoad"])
        }
    }

    func testLoadViewCanSetItsOwnViewAndTheViewIsSettable() {
        MainActor.assumeIsolated { () -> Void in
            final class Custom: UIViewController {
                let custom = UIView()
                override func loadView() { view = custom }
            }
            let custom = Custom()
            XCTAssertTrue(custom.view === custom.custom)
            let replacement = UIView()
            custom.view = replacement
            XCTAssertTrue(custom.view === replacement)
            custom.view = nil
            XCTAssertTrue(custom.view === custom.custom, "unloaded, the next access loads it again")
        }
    }

    // MARK: Navigation

    func testPushPopAndSetViewControllersInUIKitsOrder() {
        MainActor.assumeIsolated { () -> Void in
            let a = controller("a"), b = controller("b"), c = controller("c")
            openRoot(a)
            window.navigationStack.pushViewController(b, animated: true)
            XCTAssertEqual(log.take(), [
                "b willMove(toParent: screen)", "b viewDidLoad", "a viewWillDisappear", "b viewWillAppear",
                "a viewDidDisappear", "b viewDidAppear", "b didMove(toParent: screen)",
            ])
            XCTAssertTrue(b.navigationController === window.navigationStack)
            XCTAssertTrue(window.navigationStack.popViewController(animated: true) === b)
            XCTAssertEqual(log.take(), [
                "b willMove(toParent: nil)", "b viewWillDisappear", "a viewWillAppear", "b viewDidDisappear",
                "a viewDidAppear", "b didMove(toParent: nil)",
            ])
            window.navigationStack.setViewControllers([a, c], animated: false)
            XCTAssertEqual(log.take(), [
                "c willMove(toParent: screen)", "c viewDidLoad", "a viewWillDisappear", "c viewWillAppear",
                "a viewDidDisappear", "c viewDidAppear", "c didMove(toParent: screen)",
            ])
            XCTAssertEqual(window.navigationStack.popToRootViewController(animated: false)?.map(\._name), ["c"])
            XCTAssertEqual(log.take(), [
                "c willMove(toParent: nil)", "c viewWillDisappear", "a viewWillAppear", "c viewDidDisappear",
                "a viewDidAppear", "c didMove(toParent: nil)",
            ])
            XCTAssertNil(c.parent)
        }
    }

    func testBackPopsAndAtTheRootIsRefused() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let a = controller("a")
            openRoot(a)
            window.navigationStack.pushViewController(controller("b"))
            _ = log.take()
            try window.goBack()
            XCTAssertEqual(log.take().filter { !$0.contains("Move") }, [
                "b viewWillDisappear", "a viewWillAppear", "b viewDidDisappear", "a viewDidAppear",
            ])
            XCTAssertThrowsError(try window.goBack()) { XCTAssertEqual("\($0)", "already at the root screen: there is nothing to go back to") }
        }
    }

    func testTheNavigationItemAndAHiddenBackButton() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let a = controller("a"), b = controller("b")
            openRoot(a)
            window.navigationStack.pushViewController(b)
            b.navigationItem.title = "Bee"
            XCTAssertEqual(b.title, "Bee")
            b.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "One"), UIBarButtonItem(title: "Two")]
            b.navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save)
            XCTAssertEqual(b.navigationItem.leftBarButtonItem?.title, "One")
            XCTAssertEqual(window.snapshot().top?.elements.map(\.id), ["button1", "button2", "button3"])
            XCTAssertEqual(UINavigationItem(title: "Alone").title, "Alone")
            b.navigationItem.setHidesBackButton(true, animated: false)
            XCTAssertThrowsError(try window.goBack()) {
                XCTAssertEqual("\($0)", "screen \"b\" hides its back button (navigationItem.hidesBackButton): there is nothing to tap")
            }
            b.navigationItem.hidesBackButton = false
            try window.goBack()
            XCTAssertEqual(window.visibleStack.map(\._name), ["a"])
        }
    }

    func testANavigationControllerOpenedAsTheRootIsTheRootStack() {
        MainActor.assumeIsolated { () -> Void in
            let a = controller("a")
            let navigation = UINavigationController(rootViewController: a)
            XCTAssertEqual(log.take(), ["a willMove(toParent: screen)", "a didMove(toParent: screen)"], "off screen nothing loads")
            window.setRoot(navigation)
            XCTAssertTrue(window.navigationStack === navigation)
            XCTAssertEqual(log.take(), ["a viewDidLoad", "a viewWillAppear", "a viewDidAppear"])
            XCTAssertTrue(a.navigationController === navigation)
            XCTAssertTrue(navigation.visibleViewController === a)
        }
    }

    func testANavigationControllerSubclassStartsWithItsRoot() {
        MainActor.assumeIsolated { () -> Void in
            final class MainNavigation: UINavigationController {
                init() {
                    super.init(rootViewController: UIViewController(nibName: nil, bundle: nil))
                }
            }
            let navigation = MainNavigation()
            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertTrue(navigation.topViewController?.navigationController === navigation)
            XCTAssertEqual(navigation._name, "mainNavigation")
        }
    }

    func testTabSwitchAndNavigationControllersInTabs() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let a = controller("a"), b = controller("b")
            let tabs = UITabBarController()
            tabs.viewControllers = [UINavigationController(rootViewController: a), b]
            openRoot(tabs)
            XCTAssertTrue(a.tabBarController === tabs)
            tabs.selectedIndex = 1
            XCTAssertEqual(log.take(), ["b viewDidLoad", "a viewWillDisappear", "b viewWillAppear", "a viewDidDisappear",
                                        "b viewDidAppear"])
            tabs.selectedIndex = 0
            a.navigationController?.pushViewController(controller("c"), animated: true)
            _ = log.take()
            try window.goBack()
            XCTAssertEqual(log.take().filter { !$0.contains("Move") }, [
                "c viewWillDisappear", "a viewWillAppear", "c viewDidDisappear", "a viewDidAppear",
            ], "back pops the selected tab's stack")
        }
    }

    // MARK: Presentation

    func testPresentAndDismissAPageSheetLeaveThePresenterAlone() {
        MainActor.assumeIsolated { () -> Void in
            let a = controller("a"), sheet = controller("sheet")
            openRoot(a)
            var completions: [String] = []
            a.present(sheet, animated: true) { completions.append("presented") }
            XCTAssertEqual(log.take(), ["sheet viewDidLoad", "sheet viewWillAppear", "sheet viewDidAppear"])
            XCTAssertEqual(completions, [], "the completion runs on the scheduler, after the calls")
            scheduler.advanceTo(scheduler.clock)
            XCTAssertEqual(completions, ["presented"])
            XCTAssertTrue(a.presentedViewController === sheet)
            XCTAssertTrue(sheet.presentingViewController === window.navigationStack, "the outermost container presents")
            sheet.dismiss(animated: true) { completions.append("dismissed") }
            XCTAssertEqual(log.take(), ["sheet viewWillDisappear", "sheet viewDidDisappear"])
            scheduler.advanceTo(scheduler.clock)
            XCTAssertEqual(completions, ["presented", "dismissed"])
            XCTAssertNil(a.presentedViewController)
            XCTAssertNil(sheet.presentingViewController)
        }
    }

    func testFullScreenTakesThePresenterOffScreenAndBack() {
        MainActor.assumeIsolated { () -> Void in
            let a = controller("a"), cover = controller("cover")
            cover.modalPresentationStyle = .fullScreen
            openRoot(a)
            a.present(cover, animated: true)
            XCTAssertEqual(log.take(), ["cover viewDidLoad", "a viewWillDisappear", "cover viewWillAppear",
                                        "cover viewDidAppear", "a viewDidDisappear"])
            a.dismiss(animated: true)
            XCTAssertEqual(log.take(), ["cover viewWillDisappear", "a viewWillAppear", "a viewDidAppear",
                                        "cover viewDidDisappear"])
        }
    }

    func testAPresentedNavigationControllerHasItsOwnStackAndBackPopsIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let a = controller("a"), create = controller("create"), detail = controller("detail")
            openRoot(a)
            let navigation = UINavigationController(rootViewController: create)
            a.present(navigation, animated: true)
            navigation.pushViewController(detail, animated: true)
            _ = log.take()
            XCTAssertEqual(window.visibleStack.map(\._name), ["create", "detail"])
            XCTAssertEqual(window.snapshot().modals.map { $0.screens.map(\.name) }, [["create", "detail"]])
            XCTAssertEqual(window.snapshot().screens.map(\.name), ["a"])
            try window.goBack()
            XCTAssertEqual(log.take().filter { !$0.contains("Move") }, [
                "detail viewWillDisappear", "create viewWillAppear", "detail viewDidDisappear", "create viewDidAppear",
            ])
            try window.goBack() // at the sheet's root: a person swipes it down
            XCTAssertEqual(log.take(), ["create viewWillDisappear", "create viewDidDisappear"])
            XCTAssertEqual(window.visibleStack.map(\._name), ["a"])
        }
    }

    func testNestedPresentationAndDismissingFromBelowClosesBoth() {
        MainActor.assumeIsolated { () -> Void in
            let a = controller("a"), first = controller("first"), second = controller("second")
            openRoot(a)
            a.present(first, animated: false)
            first.present(second, animated: false)
            a.present(controller("ignored"), animated: false)
            XCTAssertEqual(window.presentedControllers.map(\._name), ["first", "second"], "one at a time, as UIKit")
            _ = log.take()
            a.dismiss(animated: false)
            XCTAssertEqual(log.take(), ["second viewWillDisappear", "second viewDidDisappear"])
            XCTAssertEqual(window.presentedControllers.count, 0)
        }
    }

    func testADismissedControllerAndItsStackAreReleased() {
        MainActor.assumeIsolated { () -> Void in
            let a = controller("a")
            openRoot(a)
            weak var presented: UINavigationController?
            weak var shown: UIViewController?
            do {
                let sheet = controller("sheet")
                let navigation = UINavigationController(rootViewController: sheet)
                a.present(navigation, animated: true) { _ = sheet._name }
                presented = navigation
                shown = sheet
            }
            scheduler.advanceTo(scheduler.clock)
            XCTAssertNotNil(presented)
            a.dismiss(animated: true)
            XCTAssertNil(presented)
            XCTAssertNil(shown)
        }
    }

    func testIsBeingPresentedAndDismissedDuringTheCalls() {
        MainActor.assumeIsolated { () -> Void in
            final class Watching: UIViewController {
                var seen: [String] = []
                override func viewWillAppear(_ animated: Bool) { seen.append("appear \(isBeingPresented)") }
                override func viewWillDisappear(_ animated: Bool) { seen.append("disappear \(isBeingDismissed)") }
            }
            let a = controller("a")
            openRoot(a)
            let watching = Watching(name: "watching", environment: environment)
            a.present(watching, animated: true)
            watching.dismiss(animated: true)
            XCTAssertEqual(watching.seen, ["appear true", "disappear true"])
            XCTAssertFalse(watching.isBeingPresented)
        }
    }

    func testANewRootClosesWhatIsPresentedWithoutShowingTheOldRootAgain() {
        MainActor.assumeIsolated { () -> Void in
            let a = controller("a"), cover = controller("cover")
            cover.modalPresentationStyle = .fullScreen
            openRoot(a)
            a.present(cover, animated: false)
            _ = log.take()
            window.setRoot(controller("b"))
            XCTAssertEqual(log.take().filter { !$0.contains("Move") }, [
                "cover viewWillDisappear", "cover viewDidDisappear", "b viewDidLoad", "b viewWillAppear", "b viewDidAppear",
            ])
            XCTAssertEqual(window.presentedControllers.count, 0)
            XCTAssertNil(a.presentedViewController)
        }
    }

    func testShowPushesInAStackAndPresentsOutsideOne() {
        MainActor.assumeIsolated { () -> Void in
            let a = controller("a")
            openRoot(a)
            a.show(controller("pushed"), sender: nil)
            XCTAssertEqual(window.navigationStack.viewControllers.map(\._name), ["a", "pushed"])
            let lone = UITabBarController()
            lone.viewControllers = [controller("tab")]
            window.setRoot(UINavigationController(rootViewController: lone))
            lone.selectedViewController?.show(controller("shown"), sender: nil)
            XCTAssertEqual(window.visibleStack.map(\._name), ["screen", "shown"], "the tab's controller is in the stack")
        }
    }

    // MARK: Containment

    func testChildrenAppearWithTheirParent() {
        MainActor.assumeIsolated { () -> Void in
            let parent = controller("parent"), child = controller("child")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            XCTAssertTrue(child.parent === parent)
            XCTAssertEqual(parent.children.map(\._name), ["child"])
            _ = log.take()
            openRoot(controller("root"))
            window.navigationStack.pushViewController(parent, animated: false)
            XCTAssertEqual(log.take().filter { !$0.contains("Move") }, [
                "root viewWillDisappear", "parent viewWillAppear", "child viewWillAppear",
                "root viewDidDisappear", "parent viewDidAppear", "child viewDidAppear",
            ])
            child.willMove(toParent: nil)
            child.removeFromParent()
            XCTAssertEqual(log.take(), ["child willMove(toParent: nil)", "child didMove(toParent: nil)"])
            XCTAssertNil(child.parent)
            XCTAssertEqual(parent.children.count, 0)
        }
    }

    // MARK: rx

    func testSentMessageComesBeforeTheMethodAndMethodInvokedAfter() {
        MainActor.assumeIsolated { () -> Void in
            let a = controller("a")
            let bag = DisposeBag()
            a.rx.sentMessage(.viewWillAppear).subscribe(onNext: { [log] in log.calls.append("sent \($0.map { "\($0)" })") })
                .disposed(by: bag)
            a.rx.methodInvoked(.viewWillAppear).subscribe(onNext: { [log] _ in log.calls.append("invoked") })
                .disposed(by: bag)
            a.rx.methodInvoked(.viewDidLoad).subscribe(onNext: { [log] in log.calls.append("loaded \($0.count)") })
                .disposed(by: bag)
            window.setRoot(a)
            XCTAssertEqual(log.take().filter { !$0.contains("Move") }, ["a viewDidLoad", "loaded 0", "sent [\"false\"]", "a viewWillAppear", "invoked",
                                        "a viewDidAppear"])
        }
    }

    func testTheDelegateAndRxHearWhatTheStackShowsAfterItsAppearanceCalls() {
        MainActor.assumeIsolated { () -> Void in
            final class Delegate: UINavigationControllerDelegate {
                let log: CallLog
                init(log: CallLog) { self.log = log }
                func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                          animated: Bool) {
                    log.calls.append("willShow \(viewController._name) \(animated)")
                }
            }
            let a = controller("a"), b = controller("b")
            openRoot(a)
            let delegate = Delegate(log: log)
            window.navigationStack.delegate = delegate
            let bag = DisposeBag()
            window.navigationStack.rx.didShow.subscribe(onNext: { [log] in log.calls.append("didShow \($0.viewController._name)") })
                .disposed(by: bag)
            window.navigationStack.pushViewController(b, animated: true)
            XCTAssertEqual(log.take().filter { !$0.contains("Move") }, [
                "b viewDidLoad", "a viewWillDisappear", "b viewWillAppear", "willShow b true", "a viewDidDisappear",
                "b viewDidAppear", "didShow b",
            ])
        }
    }

    func testMessagesCompleteWhenTheControllerIsDeallocated() {
        MainActor.assumeIsolated { () -> Void in
            var completed = false
            var controller: UIViewController? = UIViewController(name: "gone", environment: environment)
            _ = controller?.rx.sentMessage(.viewDidAppear).subscribe(onCompleted: { completed = true })
            XCTAssertFalse(completed)
            controller = nil
            XCTAssertTrue(completed)
        }
    }
}
