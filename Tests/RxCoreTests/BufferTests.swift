import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class BufferTests: XCTestCase {
    func testEmitsOnFullBufferOrElapsedTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6),
            .next(370, 7), .next(420, 8), .next(470, 9), .completed(600),
        ])
        let result = scheduler.start { source.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [
            .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
            .next(580, []), .next(600, []), .completed(600),
        ])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 600)])
    }

    func testErrorDropsTheCurrentBuffer() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(205, 1), .next(210, 2), .error(240, TestError())])
        let result = scheduler.start { source.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.error(240, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    }

    func testDisposeStopsTheTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(205, 1)])
        let result = scheduler.start(disposed: 300) { source.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(270, [1])])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(scheduler.pendingWork, [])
    }
}
