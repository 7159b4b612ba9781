import Foundation
import LifecycleKit
import RxCocoa
import RxSwift
import UIKit
import XCTest

private final class Screen: LifecycleViewController {}

/// Lifecycle events come from rxs's stand-ins for `methodInvoked(#selector(…))`, as a headless
/// window (rxs's `_Window`, what a session shows screens in) shows and hides the screens.
final class LifecycleKitTests: XCTestCase {
    func testAScreensLifecycleEventsAndVisibility() {
        let window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
        let first = Screen()
        var log: [String] = []
        _ = first.events.subscribe(onNext: { log.append($0) })
        var dismissing: [Bool] = []
        _ = first.rx.isDismissing.subscribe(onNext: { dismissing.append($0) })
        window.setRoot(UINavigationController(rootViewController: first))
        XCTAssertEqual(log, ["visible false", "willAppear false", "visible true"],
                       "viewDidLoad subscribed; then the screen appeared")
        let second = Screen()
        first.navigationController?.pushViewController(second, animated: false)
        XCTAssertEqual(log.last, "visible false", "covered by the pushed screen")
        XCTAssertEqual(dismissing, [false], "covered, not popped")
        _ = first.navigationController?.popViewController(animated: false)
        XCTAssertEqual(log.suffix(2), ["willAppear false", "visible true"], "shown again after the pop")
    }
}
