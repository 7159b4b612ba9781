import RxMarbles
import Foundation
import RxSwift
import RxTest
import XCTest

final class TestSchedulerTests: XCTestCase {
    func testStartCreatesAt100SubscribesAt200DisposesAt1000ByDefault() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(10, 1), .next(900, 2)])
        var createdAt: TestTime?
        let observer = scheduler.start { () -> TestableObservable<Int> in
            createdAt = scheduler.clock
            return source
        }
        XCTAssertEqual(createdAt, 100)
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(TestScheduler.Defaults.created, 100)
        XCTAssertEqual(TestScheduler.Defaults.subscribed, 200)
        XCTAssertEqual(TestScheduler.Defaults.disposed, 1000)
    }

    func testStartWithExplicitTimes() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(5, "a"), .next(15, "b")])
        var createdAt: TestTime?
        let observer = scheduler.start(created: 10, subscribed: 20, disposed: 30) { () -> TestableObservable<String> in
            createdAt = scheduler.clock
            return source
        }
        XCTAssertEqual(createdAt, 10)
        XCTAssertEqual(observer.events, [.next(25, "a")])
        XCTAssertEqual(source.subscriptions, [Subscription(20, 30)])
    }

    func testStartWithOnlyDisposedKeepsTheOtherDefaults() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(260, 3)])
        let observer = scheduler.start(disposed: 250) { source }
        XCTAssertEqual(observer.events, [.next(210, 2)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testWorkForNowRunsOneTickLaterWithProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(10) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [11])
    }

    func testWorkForNowRunsAtTheSameTickWithoutProcessingDelay() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var ranAt: [TestTime] = []
        scheduler.scheduleAt(10) {
            _ = scheduler.schedule(()) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(ranAt, [10])
    }

    /// As RxTest: absolute scheduling is not adjusted, so past work runs at the current clock.
    func testScheduleAtAPastTimeRunsAtTheCurrentClockWithOrWithoutProcessingDelay() {
        let delayed = TestScheduler(initialClock: 0)
        let immediate = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var ranAt: [String] = []
        for (name, scheduler) in [("delayed", delayed), ("immediate", immediate)] {
            scheduler.advanceTo(50)
            scheduler.scheduleAt(20) { ranAt.append("\(name)@\(scheduler.clock)") }
            scheduler.start()
        }
        XCTAssertEqual(ranAt, ["delayed@50", "immediate@50"])
    }

    /// As RxTest: cold events are scheduled virtual-relative, which the processing delay does not adjust.
    func testColdEventAtZeroArrivesAtTheSubscriptionTickWithOrWithoutProcessingDelay() {
        let delayed = TestScheduler(initialClock: 0)
        let delayedSource = delayed.createColdObservable([.next(0, 1), .completed(0)])
        XCTAssertEqual(delayed.start { delayedSource }.events, [.next(200, 1), .completed(200)])

        let immediate = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let immediateSource = immediate.createColdObservable([.next(0, 1), .completed(0)])
        XCTAssertEqual(immediate.start { immediateSource }.events, [.next(200, 1), .completed(200)])
    }

    func testAdvanceToRunsWorkDueByThenMovesTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(10, 1), .next(20, 2), .next(30, 3)])
        let observer = scheduler.createObserver(Int.self)
        _ = source.subscribe(observer)
        scheduler.advanceTo(20)
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2)])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(25)
        XCTAssertEqual(scheduler.clock, 25)
        XCTAssertEqual(observer.events.count, 2)
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 1), .next(20, 2), .next(30, 3)])
    }

    func testStopHaltsStartUntilStartedAgain() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [TestTime] = []
        scheduler.scheduleAt(10) { log.append(scheduler.clock) }
        scheduler.scheduleAt(20) { scheduler.stop() }
        scheduler.scheduleAt(30) { log.append(scheduler.clock) }
        scheduler.start()
        XCTAssertEqual(log, [10])
        XCTAssertEqual(scheduler.clock, 20)
        XCTAssertFalse(scheduler.isRunning)
        scheduler.start()
        XCTAssertEqual(log, [10, 30])
    }

    func testIsAVirtualTimeSchedulerOfTheTestConverterAsInRxTest() {
        let scheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter> = TestScheduler(initialClock: 7)
        XCTAssertEqual(scheduler.clock, 7)
        let converter = TestSchedulerVirtualTimeConverter(resolution: 0.5)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 3)), 6)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(3), 1.5)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1.5), 3)
        XCTAssertEqual(converter.convertFromVirtualTime(4), Date(timeIntervalSince1970: 2))
        XCTAssertEqual(TestScheduler(initialClock: 4, resolution: 0.5).now, Date(timeIntervalSince1970: 2))
    }

    func testProcessingDelayAppliesToRelativeSchedulingOnly() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        scheduler.scheduleAt(10) {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(0)) { _ in log.append("relative 0@\(scheduler.clock)"); return Disposables.create() }
            _ = scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in log.append("relative 3@\(scheduler.clock)"); return Disposables.create() }
            scheduler.scheduleRelativeVirtual((), dueTime: 0) { _ in log.append("virtual 0@\(scheduler.clock)"); return Disposables.create() }
        }
        scheduler.start()
        XCTAssertEqual(log, ["virtual 0@10", "relative 0@11", "relative 3@13"])
    }

    func testHugeTimesDoNotTrap() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(Int.max, 1)])
        scheduler.advanceTo(Int.max - 1)
        var received: [Int] = []
        _ = source.subscribe(onNext: { received.append($0) })
        _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in received.append(2); return Disposables.create() }
        scheduler.scheduleAt(Int.max) { received.append(3) }
        scheduler.start()
        XCTAssertEqual(received, [1, 2, 3], "all three saturate at Int.max, in the order scheduled")
        XCTAssertEqual(scheduler.clock, Int.max)
        _ = scheduler.schedule(()) { _ in received.append(4); return Disposables.create() }
        scheduler.start()
        XCTAssertEqual(received, [1, 2, 3, 4], "the processing delay cannot go past Int.max")
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: Double(Int.max)))
    }

    func testCreateObserverRecordsEventsWithTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(5) { observer.onNext("x") }
        scheduler.scheduleAt(7) { observer.onCompleted() }
        scheduler.start()
        XCTAssertEqual(observer.events, Recorded.events(.next(5, "x"), .completed(7)))
    }

    func testResolutionConvertsIntervalsToTicks() {
        let seconds = TestScheduler(initialClock: 0)
        let milliseconds = TestScheduler(initialClock: 0, resolution: 0.001)
        XCTAssertEqual(seconds.ticks(.seconds(5)), 5)
        XCTAssertEqual(milliseconds.ticks(.seconds(5)), 5000)
        XCTAssertEqual(seconds.ticks(.milliseconds(1500)), 2)
        XCTAssertEqual(seconds.ticks(.milliseconds(1400)), 1)

        var ranAt: [TestTime] = []
        for scheduler in [seconds, milliseconds] {
            _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
                ranAt.append(scheduler.clock)
                return Disposables.create()
            }
            scheduler.start()
        }
        XCTAssertEqual(ranAt, [5, 5000])
        XCTAssertEqual(milliseconds.now, Date(timeIntervalSince1970: 5))
    }

    func testDescriptionsMatchRxTest() {
        let next: Recorded<Event<Int>> = .next(210, 1)
        let error: Recorded<Event<Int>> = .error(220, MarbleTestError("boom"))
        XCTAssertEqual(String(reflecting: next), "next(1) @ 210")
        XCTAssertEqual(String(reflecting: error), "error(boom) @ 220")
        XCTAssertEqual(String(reflecting: Subscription(200, 300)), "(200 : 300)")
        XCTAssertEqual(String(reflecting: Subscription(200)), "(200 : Infinity)")
    }
}
