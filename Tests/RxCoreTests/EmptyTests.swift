import RxSwift
import RxTest
import XCTest

final class EmptyTests: XCTestCase {
    func testCompletesAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.empty() }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testEverySubscriptionCompletes() {
        let empty = Observable<Int>.empty()
        var completions = 0
        _ = empty.subscribe(onCompleted: { completions += 1 })
        _ = empty.subscribe(onCompleted: { completions += 1 })
        XCTAssertEqual(completions, 2)
    }
}
