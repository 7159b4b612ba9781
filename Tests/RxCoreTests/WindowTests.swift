import RxSwift
import RxTest
import XCTest

final class WindowTests: XCTestCase {
    private func events() -> [Recorded<Event<Int>>] {
        [.next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
         .next(420, 8), .next(470, 9), .completed(600)]
    }

    func testAWindowClosesAfterCountElementsOrTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events())
        let result = scheduler.start { () -> Observable<String> in
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler)
                .enumerated()
                .map { index, window in window.map { "\(index) \($0)" } }
                .merge()
        }
        XCTAssertEqual(result.events, [
            .next(205, "0 1"), .next(210, "0 2"), .next(240, "0 3"), .next(280, "1 4"), .next(320, "2 5"),
            .next(350, "2 6"), .next(370, "2 7"), .next(420, "3 8"), .next(470, "4 9"), .completed(600),
        ])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    }

    func testWindowsOpenAtSubscriptionAtEachCountAndAtEachTimeSpan() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(events())
        let result = scheduler.start {
            xs.window(timeSpan: .seconds(70), count: 3, scheduler: scheduler).enumerated().map { $0.index }
        }
        XCTAssertEqual(result.events, [
            .next(200, 0), .next(240, 1), .next(310, 2), .next(370, 3), .next(440, 4), .next(510, 5), .next(580, 6),
            .completed(600),
        ])
    }

    func testErrorEndsTheCurrentWindowAndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3),
                                                .error(240, OperatorError())])
        let result = scheduler.start { () -> Observable<String> in
            xs.window(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
                .enumerated()
                .map { index, window in window.map { "\(index) \($0)" } }
                .merge()
        }
        XCTAssertEqual(result.events, [.next(210, "0 1"), .next(220, "0 2"), .next(230, "1 3"),
                                       .error(240, OperatorError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testSourceStaysSubscribedUntilTheLastSubscribedWindowEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(320, 3)])
        let observer = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?
        scheduler.scheduleAt(200) {
            outer = xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).subscribe(onNext: { window in
                if inner == nil { inner = window.subscribe(observer) }
            })
        }
        scheduler.scheduleAt(250) { outer?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1), .next(260, 2), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        _ = inner
    }

    func testSourceIsDisposedWithTheResultWhenNoWindowIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let result = scheduler.start(disposed: 250) {
            xs.window(timeSpan: .seconds(100), count: 10, scheduler: scheduler).map { _ in "window" }
        }
        XCTAssertEqual(result.events, [.next(200, "window")])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
