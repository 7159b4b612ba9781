import Dispatch
import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class ObserveOnTests: XCTestCase {
    func testDeliversOnTheSchedulerAfterItsProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
        let result = scheduler.start { source.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 2), .next(241, 3), .completed(301)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testPassesOnErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 2), .error(240, TestError())])
        let result = scheduler.start { source.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 2), .error(241, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    }

    func testDisposeDropsEventsNotDeliveredYet() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 2), .next(240, 3)])
        let result = scheduler.start(disposed: 240) { source.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    }

    func testVirtualTimeSchedulerDeliversInOrderWhenItRuns() {
        let scheduler = VirtualTimeScheduler()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
            received.append(value)
            if value == 2 { subject.onNext(20) }
        })
        for value in 1...3 { subject.onNext(value) }
        XCTAssertEqual(received, [])
        scheduler.runDue()
        XCTAssertEqual(received, [1, 2, 3, 20])
        XCTAssertEqual(scheduler.clock, 0)
        subscription.dispose()
    }

    func testSerialDispatchQueueKeepsTheOrder() {
        let queue = DispatchQueue(label: "rxcore.tests.observe-on")
        let scheduler = SerialDispatchQueueScheduler(serialQueue: queue)
        let done = DispatchSemaphore(value: 0)
        var received: [Int] = []
        let subscription = Observable.range(start: 0, count: 1_000)
            .observe(on: scheduler)
            .subscribe(onNext: { received.append($0) }, onCompleted: { done.signal() })
        done.wait()
        let result = queue.sync { received }
        XCTAssertEqual(result, Array(0..<1_000))
        subscription.dispose()
    }
}

final class ObserveOnRecursiveSchedulingTests: XCTestCase {
    /// RxSwift forwards one queued event per recursive action: events arriving at the same
    /// time leave a tick apart on a TestScheduler.
    func testEventsArrivingTogetherAreForwardedOneActionEach() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(210)])
        let result = scheduler.start { xs.observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(211, 1), .next(212, 2), .completed(213)])
    }
}
