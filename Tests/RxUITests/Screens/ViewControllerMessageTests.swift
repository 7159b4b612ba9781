import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// The lifecycle messages `rx.sentMessage` and `rx.methodInvoked` name: each is equal to itself
/// alone, hashes as its selector, and its observers hear its own calls only.
final class ViewControllerMessageTests: XCTestCase, @unchecked Sendable {
    private let all: [ViewControllerMessage] = [.viewDidLoad, .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

    func testEachMessageEqualsItselfAloneAndHashesAsItsSelector() {
        for (index, message) in all.enumerated() {
            for (otherIndex, other) in all.enumerated() {
                XCTAssertEqual(message == other, index == otherIndex, "\(message) and \(other)")
            }
            XCTAssertEqual(message.hashValue, message.selector.hashValue, "the observers' dictionary keeps its order")
        }
        XCTAssertEqual(Set(all).count, 5)
        XCTAssertEqual(all.map(\.description), ["viewDidLoad", "viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:"])
    }

    func testEachMessagesObserversHearItsCallsOnly() {
        MainActor.assumeIsolated { () -> Void in
            let window = Window(environment: Environment(mainScheduler: VirtualTimeScheduler()))
            let first = UIViewController(name: "first", environment: window.environment)
            var heard: [String] = []
            let bag = DisposeBag()
            for message in all {
                first.rx.sentMessage(message).subscribe(onNext: { heard.append("sent \(message) \($0.count)") }).disposed(by: bag)
                first.rx.methodInvoked(message).subscribe(onNext: { _ in heard.append("invoked \(message)") }).disposed(by: bag)
            }
            window.setRoot(first)
            window.navigationStack.pushViewController(UIViewController(name: "second", environment: window.environment), animated: false)
            XCTAssertEqual(heard, [
                "sent viewDidLoad 0", "invoked viewDidLoad",
                "sent viewWillAppear: 1", "invoked viewWillAppear:", "sent viewDidAppear: 1", "invoked viewDidAppear:",
                "sent viewWillDisappear: 1", "invoked viewWillDisappear:", "sent viewDidDisappear: 1", "invoked viewDidDisappear:",
            ])
        }
    }
}
