import RxSwift
import RxTest
import XCTest

/// `runAsMainScheduler` lets a test drive code that hard-codes `MainScheduler.instance` in
/// virtual time; outside it, the main scheduler is the real one again.
final class RunAsMainSchedulerTests: XCTestCase {
    func testThrottleOnMainSchedulerInstanceRunsInVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(400)])
        let result = scheduler.runAsMainScheduler {
            scheduler.start { taps.throttle(.seconds(30), scheduler: MainScheduler.instance) }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(240, 2), .next(270, 3), .completed(400)])
    }

    func testAfterwardsTheMainSchedulerIsRealAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        let inside = scheduler.runAsMainScheduler { MainScheduler.instance.now }
        XCTAssertEqual(inside, scheduler.now)
        XCTAssertNotEqual(MainScheduler.instance.now, scheduler.now)
    }
}
