import RxSwift
import RxTest
import XCTest

final class TestableObserverTests: XCTestCase {
    func testRecordsEachEventWithTheSchedulersClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { observer.onNext(1) }
        scheduler.scheduleAt(20) { observer.onNext(2) }
        scheduler.scheduleAt(30) { observer.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2), .completed(30)])
    }

    func testKnowsItsScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertTrue(scheduler.createObserver(String.self).scheduler === scheduler)
    }

    func testObservesOptionalElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1 as Int?), .next(220, nil), .completed(230)])
        let result = scheduler.start { xs.asObservable() }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, nil), .completed(230)])
    }
}
