import RxBlocking
import RxCocoa
import RxFixtureKit
import RxSwift
import RxTest
import UIKit
import XCTest

final class RxFixtureKitTests: XCTestCase {
    func testUnwrappedDropsNils() throws {
        let values = try RxSwift.Observable.of(1, nil, 3).unwrapped().toBlocking().toArray()
        XCTAssertEqual(values, [1, 3])
    }

    func testPairwiseOnATestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 4), .completed(300)])
        let result = scheduler.start { source.pairwise().map { $0.1 - $0.0 } }
        XCTAssertEqual(result.events, [.next(220, 1), .next(230, 2), .completed(300)])
    }

    func testTheActionRunsFromTheButtonAndReplaysItsElements() throws {
        let button = UIKit.UIButton(type: .system)
        let action = TapAction<Void, String> { _ in .just("done") }
        let bag = DisposeBag()
        button.rx.bind(to: action).disposed(by: bag)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(try action.elements.take(2).toBlocking().toArray(), ["done", "done"])
        XCTAssertTrue(button.isEnabled)
    }

    func testFoundationTypesComeWithUIKit() {
        XCTAssertEqual(rowPath(3, in: 1).row, 3)
        XCTAssertEqual(String(reflecting: RxSwift.Observable<Int>.self), "RxSwift.Observable<Swift.Int>")
    }
}
