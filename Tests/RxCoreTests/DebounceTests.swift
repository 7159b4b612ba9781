import Dispatch
import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class DebounceTests: XCTestCase {
    func testEmitsTheLastValueAfterTheQuietPeriodAndFlushesOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(230, 3), .next(280, 4), .next(295, 5), .completed(300),
        ])
        let result = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(250, 3), .next(300, 5), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testCompletionWithNothingWaitingJustCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(260)])
        let result = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, 1), .completed(260)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 260)])
    }

    func testErrorDropsTheWaitingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(215, TestError())])
        let result = scheduler.start { source.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.error(215, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
    }

    func testDisposeCancelsTheWaitingValue() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let result = scheduler.start(disposed: 250) { source.debounce(.seconds(20), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(230, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testACancelledTimerLeavesTheSchedulerQueue() {
        let scheduler = VirtualTimeScheduler()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.debounce(.milliseconds(500), scheduler: scheduler)
            .subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        scheduler.advanceTo(100)
        subject.onNext(2)
        scheduler.advanceTo(200)
        subject.onNext(3)
        XCTAssertEqual(scheduler.pendingWork, [.init(time: 700, label: "debounce")])
        scheduler.advanceTo(700)
        XCTAssertEqual(received, [3])
        XCTAssertEqual(scheduler.pendingWork, [])
        subject.onNext(4)
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingWork, [])
    }

    func testValueSentFromInsideTheObserverIsDebouncedAgain() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)
        var subscription: Disposable?
        scheduler.scheduleAt(100) {
            subscription = subject.debounce(.milliseconds(10), scheduler: scheduler).subscribe { event in
                observer.on(event)
                if case .next(1) = event { subject.onNext(2) }
            }
        }
        scheduler.scheduleAt(110) { subject.onNext(1) }
        scheduler.scheduleAt(200) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(120, 1), .next(130, 2)])
    }

    /// Timers fire on a concurrent queue while the source keeps sending from this thread:
    /// whatever gets through arrives in order, and completion still flushes the last value.
    func testLiveTimersRacingTheSourceDeliverInOrder() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
        let subject = PublishSubject<Int>()
        let done = DispatchSemaphore(value: 0)
        var received: [Int] = []
        let subscription = subject.debounce(.microseconds(20), scheduler: scheduler)
            .subscribe(onNext: { received.append($0) }, onCompleted: { done.signal() })
        for value in 0..<5_000 { subject.onNext(value) }
        subject.onCompleted()
        done.wait()
        XCTAssertEqual(received.last, 4_999)
        XCTAssertEqual(received, received.sorted())
        XCTAssertEqual(Set(received).count, received.count)
        subscription.dispose()
    }
}
