import Dispatch
import Foundation
import RxSwift
import RxTest
import XCTest

/// Inside a `SessionContext`, code written for iOS (MainScheduler, dispatch schedulers,
/// Binder's default scheduler, `print`, `.debug()`) runs on the session's virtual clock and
/// thread and prints into the session; outside one, the same types are the real ones.
final class SessionContextTests: XCTestCase {
    private final class Printed: @unchecked Sendable {
        var text = ""
    }

    private func makeContext(_ scheduler: TestScheduler, printed: Printed = Printed()) -> SessionContext {
        SessionContext(scheduler: scheduler) { printed.text += $0 }
    }

    func testDebounceAndThrottleOnMainSchedulerRunOnTheSessionsVirtualClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(230, 3), .next(280, 4), .next(295, 5), .completed(300),
        ])
        let debounced = makeContext(scheduler).run {
            scheduler.start { source.debounce(.seconds(20), scheduler: MainScheduler.instance) }
        }
        XCTAssertEqual(debounced.events, [.next(250, 3), .next(300, 5), .completed(300)])

        let second = TestScheduler(initialClock: 0)
        let taps = second.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let throttled = makeContext(second).run {
            second.start { taps.throttle(.seconds(20), latest: false, scheduler: MainScheduler.instance) }
        }
        XCTAssertEqual(throttled.events, [.next(210, 1), .next(240, 3), .completed(300)])
    }

    func testObserveOnMainSchedulerDeliversAtOnceWhenIdleAndQueuesNestedWork() {
        let scheduler = TestScheduler(initialClock: 0)
        var order: [String] = []
        makeContext(scheduler).run {
            _ = MainScheduler.instance.schedule(()) { _ in
                order.append("outer")
                _ = MainScheduler.instance.schedule(()) { _ in
                    order.append("nested")
                    return Disposables.create()
                }
                order.append("outer end")
                return Disposables.create()
            }
            order.append("returned")
            XCTAssertEqual(order, ["outer", "outer end", "returned"], "nested main work waits, as on the main thread")
            scheduler.start()
        }
        XCTAssertEqual(order, ["outer", "outer end", "returned", "nested"])
    }

    func testAsyncInstanceAndDispatchSchedulersQueueOnTheSessionClockOnItsThread() {
        let scheduler = TestScheduler(initialClock: 0)
        let background = SerialDispatchQueueScheduler(qos: .userInitiated)
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .background)
        var threads: [String: Bool] = [:]
        let thread = Thread.current
        makeContext(scheduler).run {
            for (name, target) in [("async", MainScheduler.asyncInstance as any SchedulerType),
                                   ("serial", background), ("concurrent", concurrent)] {
                _ = target.scheduleRelative((), dueTime: .seconds(5)) { _ in
                    threads[name] = Thread.current == thread
                    return Disposables.create()
                }
            }
            XCTAssertEqual(background.now, scheduler.now, "a dispatch scheduler tells the session's time")
            scheduler.advanceTo(4)
            XCTAssertTrue(threads.isEmpty, "nothing runs before its virtual time")
            scheduler.advanceTo(5)
        }
        XCTAssertEqual(threads, ["async": true, "serial": true, "concurrent": true])
    }

    func testBinderDefaultSchedulerAppliesOnASessionThreadThatIsNotTheMainThread() {
        final class Label { var text = "" }
        let applied = expectation(description: "applied on the session's thread")
        let worker = Thread {
            let scheduler = TestScheduler(initialClock: 0)
            let label = Label()
            SessionContext(scheduler: scheduler) { _ in }.run {
                MainScheduler.ensureExecutingOnScheduler()
                let binder = Binder(label) { label, text in label.text = text }
                Observable.just("Username already taken").observe(on: MainScheduler.instance).subscribe(binder)
                    .dispose()
                scheduler.start()
            }
            if label.text == "Username already taken" { applied.fulfill() }
        }
        worker.start()
        wait(for: [applied], timeout: 10)
    }

    func testConcurrentMainSchedulerRunsAtOnceInASession() {
        let scheduler = TestScheduler(initialClock: 0)
        var ran = false
        makeContext(scheduler).run {
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in
                ran = true
                return Disposables.create()
            }
        }
        XCTAssertTrue(ran)
    }

    func testPrintDebugPrintDumpAndDebugGoToTheSession() {
        let scheduler = TestScheduler(initialClock: 0)
        let printed = Printed()
        makeContext(scheduler, printed: printed).run {
            print("User signed in", true)
            print("a", "b", separator: "-", terminator: "|")
            debugPrint("quoted")
            dump([1])
            _ = Observable.just(7).debug("seven").subscribe()
        }
        XCTAssertEqual(printed.text, """
            User signed in true
            a-b|"quoted"
            ▿ 1 element
              - 1
            seven -> subscribed
            seven -> Event next(7)
            seven -> Event completed
            seven -> isDisposed

            """)
    }

    func testOutsideASessionTheSchedulersAreReal() {
        XCTAssertNil(SessionContext.current)
        let scheduler = TestScheduler(initialClock: 0)
        let real = SerialDispatchQueueScheduler(qos: .userInitiated)
        let inSession = makeContext(scheduler).run { real.now }
        XCTAssertEqual(inSession, scheduler.now)
        XCTAssertNotEqual(real.now, scheduler.now, "outside a session it is the dispatch clock")
        let ran = expectation(description: "runs on its dispatch queue")
        _ = real.schedule(()) { _ in
            ran.fulfill()
            return Disposables.create()
        }
        wait(for: [ran], timeout: 10)
    }

    func testTwoSessionsOnTwoThreadsEachGetTheirOwnMainScheduler() {
        let done = expectation(description: "both sessions")
        done.expectedFulfillmentCount = 2
        for offset in [0, 1] {
            Thread {
                let scheduler = TestScheduler(initialClock: 0)
                let result = SessionContext(scheduler: scheduler) { _ in }.run {
                    scheduler.start {
                        Observable<Int>.interval(.seconds(100 + offset * 10), scheduler: MainScheduler.instance).take(2)
                    }
                }
                let expected: [Recorded<Event<Int>>] = offset == 0
                    ? [.next(300, 0), .next(400, 1), .completed(400)]
                    : [.next(310, 0), .next(420, 1), .completed(420)]
                if result.events == expected { done.fulfill() }
            }.start()
        }
        wait(for: [done], timeout: 20)
    }

    func testAPrintOnAnotherThreadThatInheritedTheScopeIsNoLineOfTheStep() {
        let scheduler = TestScheduler(initialClock: 0)
        let printed = Printed()
        let context = makeContext(scheduler, printed: printed)
        let done = DispatchSemaphore(value: 0)
        context.run {
            print("on the session's thread")
            // As a `Task` started in a step carries the task-local scope to a thread of the pool.
            Thread.detachNewThread {
                SessionContext.$current.withValue(context) {
                    XCTAssertNotNil(SessionContext.current)
                    print("from another thread")
                }
                done.signal()
            }
            done.wait()
        }
        XCTAssertEqual(printed.text, "on the session's thread\n",
                       "the other thread's line goes to standard output (which rxs captures), not into the step")
    }
}
