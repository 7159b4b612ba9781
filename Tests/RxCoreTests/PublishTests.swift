import RxSwift
import RxTest
import XCTest

final class PublishTests: XCTestCase {
    private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(110, 7), .next(220, 3), .next(280, 4), .next(290, 1), .next(340, 8), .next(360, 5),
            .next(370, 6), .next(390, 7), .next(410, 13), .next(430, 2), .next(450, 9), .next(520, 11),
            .next(560, 20), .completed(600),
        ])
    }

    func testDeliversOnlyWhileConnectedAndEachConnectionGetsAFreshSubject() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let published = xs.publish()
        let early = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { _ = published.subscribe(early) }
        scheduler.scheduleAt(300) { connection = published.connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(450) { _ = published.subscribe(late) }
        scheduler.scheduleAt(500) { connection = published.connect() }
        scheduler.scheduleAt(550) { connection?.dispose() }
        scheduler.scheduleAt(650) { connection = published.connect() }
        scheduler.scheduleAt(800) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(340, 8), .next(360, 5), .next(370, 6), .next(390, 7)])
        XCTAssertEqual(late.events, [.next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 550), Subscription(650, 800)])
    }

    func testCompletionReachesSubscribersAndEndsTheConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = makeSource(scheduler)
        let published = xs.publish()
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = published.subscribe(observer) }
        scheduler.scheduleAt(500) { _ = published.connect() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(520, 11), .next(560, 20), .completed(600)])
        XCTAssertEqual(xs.subscriptions, [Subscription(500, 600)])
    }
}
