import RxSwift
import RxTest
import XCTest

final class NeverTests: XCTestCase {
    func testSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.never() }
        XCTAssertEqual(result.events, [])
    }

    func testTakeUntilEndsANeverEndingSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let stop = scheduler.createHotObservable([.next(250, ())])
        let result = scheduler.start { Observable<Int>.never().take(until: stop) }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(stop.subscriptions, [Subscription(200, 250)])
    }
}
