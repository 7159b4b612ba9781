import ActionKit
import Foundation
import RxCocoa
import RxSwift
import UIKit
import XCTest

/// An action bound to a control runs on its event and disables it while it runs; the binding
/// is kept in the library's own table, as `objc_setAssociatedObject` would keep it on iOS.
final class ActionKitTests: XCTestCase {
    func testAButtonsActionDisablesTheButtonWhileItRuns() {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
        let work = PublishSubject<Void>()
        var runs = 0
        let action = CocoaAction {
            runs += 1
            return work.asObservable()
        }
        button.rx.action = action
        XCTAssertTrue(button.rx.action === action, "the button keeps its action")
        XCTAssertTrue(button.isEnabled)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(runs, 1)
        XCTAssertFalse(button.isEnabled, "disabled while the action runs")
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(runs, 1, "a tap on a disabled action does not run it again")
        work.onCompleted()
        XCTAssertTrue(button.isEnabled, "enabled again when the work completes")
    }

    func testARefreshControlRefreshesWhileItsActionRuns() {
        let refresh = UIRefreshControl()
        let work = PublishSubject<Int>()
        let action = Action<Void, Int> { work.asObservable() }
        var elements: [Int] = []
        _ = action.elements.subscribe(onNext: { elements.append($0) })
        refresh.rx.bind(to: action)
        refresh.sendActions(for: .valueChanged)
        XCTAssertTrue(refresh.isRefreshing)
        work.onNext(7)
        work.onCompleted()
        XCTAssertFalse(refresh.isRefreshing, "the spinner stops with the action")
        XCTAssertEqual(elements, [7])
    }

    func testTheTableDoesNotKeepTheButton() {
        weak var released: UIButton?
        let action = CocoaAction { .empty() }
        do {
            let button = UIButton()
            button.rx.action = action
            released = button
        }
        XCTAssertNil(released, "the action's table holds its buttons weakly")
    }
}
