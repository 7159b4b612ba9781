import RxCocoa
import RxSwift
import UIKit
import XCTest

/// As RxCocoa tests `UITabBarController+Rx`: call the delegate method, see the element; the
/// events complete when the controller goes.
final class UITabBarControllerRxTests: XCTestCase {
    func testDidSelect() {
        MainActor.assumeIsolated { () -> Void in
            let tabBarController = UITabBarController()
            let screen = UIViewController()
            var selected: [UIViewController] = []
            let subscription = tabBarController.rx.didSelect.subscribe(onNext: { selected.append($0) })
            tabBarController.delegate!.tabBarController!(tabBarController, didSelect: screen)
            XCTAssertEqual(selected.count, 1)
            XCTAssertTrue(selected.first === screen)
            XCTAssertTrue(tabBarController.delegate!.tabBarController!(tabBarController, shouldSelect: screen),
                          "with no delegate of the app's, every tab may be selected")
            subscription.dispose()
        }
    }

    func testCustomizingEvents() {
        MainActor.assumeIsolated { () -> Void in
            let tabBarController = UITabBarController()
            let screens = [UIViewController(), UIViewController()]
            var events: [String] = []
            let bag = DisposeBag()
            tabBarController.rx.willBeginCustomizing.subscribe(onNext: { events.append("willBegin \($0.count)") }).disposed(by: bag)
            tabBarController.rx.willEndCustomizing.subscribe(onNext: { events.append("willEnd \($0.viewControllers.count) \($0.changed)") })
                .disposed(by: bag)
            tabBarController.rx.didEndCustomizing.subscribe(onNext: { events.append("didEnd \($0.viewControllers.count) \($0.changed)") })
                .disposed(by: bag)
            tabBarController.delegate!.tabBarController!(tabBarController, willBeginCustomizing: screens)
            tabBarController.delegate!.tabBarController!(tabBarController, willEndCustomizing: screens, changed: true)
            tabBarController.delegate!.tabBarController!(tabBarController, didEndCustomizing: [screens[0]], changed: false)
            XCTAssertEqual(events, ["willBegin 2", "willEnd 2 true", "didEnd 1 false"])
        }
    }

    func testTheAppsDelegateAnswersShouldSelectThroughTheProxy() {
        MainActor.assumeIsolated { () -> Void in
            final class Root: UIViewController, UITabBarControllerDelegate {
                func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
                    viewController !== self
                }
                // The controller's own `tabBarController` still names its tab bar controller.
                var parentTabs: UITabBarController? { tabBarController }
            }
            let tabBarController = UITabBarController()
            let root = Root()
            let bag = DisposeBag()
            tabBarController.rx.setDelegate(root).disposed(by: bag)
            XCTAssertNil(root.parentTabs)
            XCTAssertFalse(tabBarController.delegate!.tabBarController!(tabBarController, shouldSelect: root))
            XCTAssertTrue(tabBarController.delegate!.tabBarController!(tabBarController, shouldSelect: UIViewController()))
        }
    }

    func testEventsCompleteWhenTheControllerGoes() {
        MainActor.assumeIsolated { () -> Void in
            var completed: [String] = []
            autoreleasepool {
                var tabBarController: UITabBarController? = UITabBarController()
                _ = tabBarController?.rx.didSelect.subscribe(onCompleted: { completed.append("didSelect") })
                _ = tabBarController?.rx.willBeginCustomizing.subscribe(onCompleted: { completed.append("willBegin") })
                _ = tabBarController?.rx.didEndCustomizing.subscribe(onCompleted: { completed.append("didEnd") })
                tabBarController = nil
            }
            XCTAssertEqual(completed.sorted(), ["didEnd", "didSelect", "willBegin"])
        }
    }
}
