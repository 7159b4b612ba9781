import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class ReplayTests: XCTestCase {
    func testLateSubscriberGetsTheLatestElementsFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(260, 4), .completed(300)])
        let replayed = xs.replay(2)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = replayed.connect() }
        scheduler.scheduleAt(250) { _ = replayed.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(250, 2), .next(250, 3), .next(260, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testReplayAllReplaysEverythingAndTheError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError())])
        let replayed = xs.replayAll()
        let observer = scheduler.createObserver(Int.self)
        var subscribeLater: Disposable?
        scheduler.scheduleAt(200) { subscribeLater = replayed.subscribe(observer) }
        scheduler.scheduleAt(205) { subscribeLater?.dispose() }
        scheduler.scheduleAt(206) { _ = replayed.connect() }
        scheduler.scheduleAt(225) { _ = replayed.subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(225, 1), .next(225, 2), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(206, 230)])
    }
}
