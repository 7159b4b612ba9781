import RxSwift
import RxTest
import XCTest

final class TestSchedulerRecordTests: XCTestCase {
    func testRecordsEverythingTheSourceEmitsFromNowOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(5, 0), .next(10, 1), .next(20, 2), .completed(30)])
        scheduler.advanceTo(7)
        let observer = scheduler.record(xs)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2), .completed(30)])
        XCTAssertEqual(xs.subscriptions, [Subscription(7, 30)])
    }

    func testRecordsAColdSourceFromTheTimeOfRecording() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, "a"), .next(20, "b")])
        let observer = scheduler.record(xs.map { $0.uppercased() })
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, "A"), .next(20, "B")])
        XCTAssertEqual(xs.subscriptions, [Subscription(0)])
    }

    func testTheDisposeBagEndsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        var bag: DisposeBag? = DisposeBag()
        let observer = scheduler.record(xs, disposeBag: bag)
        scheduler.scheduleAt(25) { bag = nil }
        scheduler.start()
        XCTAssertNil(bag)
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(0, 25)])
    }

    func testRecordsSubjectsAndTraits() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let observer = scheduler.record(subject)
        let single = scheduler.record(Single.just(4))
        scheduler.scheduleAt(40) { subject.onNext(9) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(40, 9)])
        XCTAssertEqual(single.events, [.next(0, 4), .completed(0)])
    }
}
