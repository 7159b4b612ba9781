import Foundation
import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// A navigation and search controller delegate as an app writes one, noting each call.
private final class NotingDelegate: UINavigationControllerDelegate, UISearchControllerDelegate {
    var calls: [String] = []

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        calls.append("willShow \(viewController.title ?? "") \(animated)")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        calls.append("didShow \(viewController.title ?? "") \(animated)")
    }
    func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
    func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
}

/// As RxCocoa's proxies of navigation and search controllers: their `rx` events come through
/// the proxy, which becomes the controller's delegate and forwards to the app's.
final class ControllerDelegateProxyTests: XCTestCase, @unchecked Sendable {
    private let bag = DisposeBag()

    @MainActor private func titled(_ title: String) -> UIViewController {
        let controller = UIViewController()
        controller.title = title
        return controller
    }

    func testWillShowAndDidShowComeThroughTheProxyAndTheDelegateStillHears() {
        MainActor.assumeIsolated { () -> Void in
            let window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
            window.setRoot(titled("a"))
            let navigation = window.navigationStack
            let delegate = NotingDelegate()
            navigation.rx.setDelegate(delegate).disposed(by: bag)
            XCTAssertTrue(navigation.delegate is RxNavigationControllerDelegateProxy, "the proxy is the delegate")
            var events: [String] = []
            navigation.rx.willShow.subscribe(onNext: { events.append("rx willShow \($0.viewController.title ?? "")") })
                .disposed(by: bag)
            navigation.rx.didShow.subscribe(onNext: { events.append("rx didShow \($0.viewController.title ?? "") \($0.animated)") })
                .disposed(by: bag)
            navigation.pushViewController(titled("b"), animated: true)
            XCTAssertEqual(delegate.calls, ["willShow b true", "didShow b true"])
            XCTAssertEqual(events, ["rx willShow b", "rx didShow b true"])
            var invoked: [Bool] = []
            navigation.rx.delegate.methodInvoked(.navigationControllerDidShow).subscribe(onNext: { _, _, animated in
                invoked.append(animated)
            }).disposed(by: bag)
            _ = navigation.popViewController(animated: false)
            XCTAssertEqual(invoked, [false])
        }
    }

    func testANavigationDelegateSetBeforeTheProxyIsForwardedTo() {
        MainActor.assumeIsolated { () -> Void in
            let navigation = UINavigationController(rootViewController: titled("a"))
            let delegate = NotingDelegate()
            navigation.delegate = delegate
            var shown: [String] = []
            navigation.rx.didShow.subscribe(onNext: { shown.append($0.viewController.title ?? "") }).disposed(by: bag)
            XCTAssertTrue(navigation.rx.delegate.forwardToDelegate() === delegate)
            navigation.delegate?.navigationController(navigation, didShow: titled("c"), animated: false)
            XCTAssertEqual(delegate.calls, ["didShow c false"])
            XCTAssertEqual(shown, ["c"])
        }
    }

    func testTheNavigationEventsCompleteWhenTheControllerGoes() {
        MainActor.assumeIsolated { () -> Void in
            var completed: [String] = []
            autoreleasepool {
                var navigation: UINavigationController? = UINavigationController(rootViewController: UIViewController())
                _ = navigation?.rx.willShow.subscribe(onCompleted: { completed.append("willShow") })
                _ = navigation?.rx.didShow.subscribe(onCompleted: { completed.append("didShow") })
                navigation = nil
            }
            XCTAssertEqual(completed.sorted(), ["didShow", "willShow"])
        }
    }

    func testTheSearchControllersEventsComeThroughTheProxyAndTheDelegateStillHears() {
        MainActor.assumeIsolated { () -> Void in
            let controller = UISearchController(searchResultsController: nil)
            let delegate = NotingDelegate()
            controller.delegate = delegate
            var log: [String] = []
            controller.rx.willPresent.subscribe(onNext: { log.append("rx willPresent") }).disposed(by: bag)
            controller.rx.didDismiss.subscribe(onNext: { log.append("rx didDismiss") }).disposed(by: bag)
            controller.rx.delegate.methodInvoked(.didPresentSearchController)
                .subscribe(onNext: { log.append("invoked didPresent \($0 === controller)") }).disposed(by: bag)
            XCTAssertTrue(controller.delegate is RxSearchControllerDelegateProxy, "the proxy is the delegate")
            controller.isActive = true
            controller.isActive = false
            XCTAssertEqual(delegate.calls, ["willPresent", "didDismiss"])
            XCTAssertEqual(log, ["rx willPresent", "invoked didPresent true", "rx didDismiss"])
        }
    }

    func testASearchControllerDelegateSetThroughRxIsTakenAwayWhenDisposed() {
        MainActor.assumeIsolated { () -> Void in
            let controller = UISearchController()
            let delegate = NotingDelegate()
            let setting = controller.rx.setDelegate(delegate)
            controller.isActive = true
            setting.dispose()
            controller.isActive = false
            XCTAssertEqual(delegate.calls, ["willPresent"], "the delegate hears nothing once its setting is disposed")
        }
    }
}
