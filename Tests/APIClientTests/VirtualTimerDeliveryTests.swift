import APIClient
import Apps
import Foundation
import RxSwift
import RxTest
import XCTest

/// On a virtual-time scheduler of ticks (a session's clock, `TestScheduler`) a fixture's wait
/// is queued as a timer, not through the generic `scheduleRelative`: it and the answer's
/// delivery to a Single (scheduled due at once) must keep their places among other work due at
/// the same time, let go of what they hold when cancelled or run, and any other scheduler must
/// still work.
final class VirtualTimerDeliveryTests: XCTestCase {
    private final class Canary: Sendable {}

    /// Work queued for the same instant before the request runs before its answer, work queued
    /// after runs after it; the Single's delivery (due at once, which `TestScheduler` moves one
    /// tick on) follows work queued earlier for that tick and precedes work queued later.
    func testTheAnswerAndItsDeliveryKeepTheirPlacesAmongSameTimeWork() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let stack = NetworkStack(mode: .fixtures(directories: [TestCassettes.directory]), environment: .builtIn(),
                                 scheduler: DeliveryScheduler(scheduler), callbackScheduler: scheduler)
        let order = Delivered<String>()
        _ = scheduler.scheduleAt(200) { order.append("before@\(scheduler.clock)") }
        _ = scheduler.scheduleAt(201) { order.append("queued-first@\(scheduler.clock)") }
        let subscription = stack.client.send(GitHubUsersRequest(since: 1)).subscribe { event in
            if case .success(let users) = event { order.append("single(\(users.count))@\(scheduler.clock)") }
        }
        _ = scheduler.scheduleAt(200) {
            order.append("after@\(scheduler.clock)")
            _ = scheduler.scheduleAt(201) { order.append("queued-last@\(scheduler.clock)") }
        }
        XCTAssertEqual(scheduler.pendingWork.map(\.description).filter { $0.hasPrefix("network") }, ["network response at 200"])
        scheduler.start()
        XCTAssertEqual(order.all, ["before@200", "after@200", "queued-first@201", "single(2)@201", "queued-last@201"])
        subscription.dispose()
    }

    /// Disposing the Single while its delivery waits removes the delivery from the clock, and
    /// the observer never hears of the answer.
    func testDisposingTheSingleDropsItsQueuedDelivery() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let stack = NetworkStack(mode: .fixtures(directories: [TestCassettes.directory]), environment: .builtIn(),
                                 scheduler: DeliveryScheduler(scheduler), callbackScheduler: scheduler)
        let events = Delivered<String>()
        let subscription = stack.client.send(GitHubUsersRequest(since: 1)).subscribe { events.append("\($0)") }
        scheduler.advanceTo(200)
        XCTAssertEqual(scheduler.pendingWork.count, 1, "the delivery waits for the next tick")
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingWork.count, 0)
        scheduler.start()
        XCTAssertEqual(events.all, [])
        XCTAssertTrue(stack.inFlight.isIdle)
    }

    /// A wait cancelled before it runs lets go of its work at once, and one that ran lets go of
    /// it although its task is still held.
    func testAWaitLetsGoOfItsWorkWhenCancelledOrRun() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let delivery = DeliveryScheduler(scheduler)
        let ran = Delivered<Int>()
        var cancelled: Canary? = Canary()
        weak let cancelledCanary = cancelled
        let cancelledTask = delivery.schedule(after: .milliseconds(5)) { [cancelled] in
            withExtendedLifetime(cancelled) { ran.append(-1) }
        }
        var kept: Canary? = Canary()
        weak let keptCanary = kept
        let runTask = delivery.schedule(after: .milliseconds(7)) { [kept] in
            withExtendedLifetime(kept) { ran.append(scheduler.clock) }
        }
        cancelled = nil
        kept = nil
        XCTAssertNotNil(cancelledCanary)
        cancelledTask.cancel()
        XCTAssertNil(cancelledCanary, "cancelled: the work is gone")
        XCTAssertNotNil(keptCanary)
        scheduler.start()
        XCTAssertEqual(ran.all, [7])
        XCTAssertNil(keptCanary, "run: the work is gone, the task still held")
        withExtendedLifetime(runTask) {}
    }

    /// Any other scheduler (here one of dates) takes the general path: the answer arrives after
    /// the latency, named in the pending work, and a cancelled one never does.
    func testASchedulerOfDatesStillWaitsTheLatency() {
        let scheduler = HistoricalScheduler()
        let fixtures = FixtureTransport(directories: [TestCassettes.directory], includeDefaultFixtures: false,
                                        latency: .milliseconds(250), scheduler: DeliveryScheduler(scheduler))
        let client = APIClient(transport: fixtures)
        let answeredAt = Delivered<TimeInterval>()
        client.perform(GitHubUsersRequest(since: 1)) { result in
            if case .success = result { answeredAt.append(scheduler.clock.timeIntervalSince1970) }
        }
        let cancelled = client.perform(GitHubUsersRequest(since: 1)) { _ in answeredAt.append(-1) }
        XCTAssertEqual(scheduler.pendingWork.map(\.label), ["network response", "network response"])
        cancelled.cancel()
        scheduler.start()
        XCTAssertEqual(answeredAt.all, [0.25])
    }

    /// A Single's delivery waiting on a clock nobody else holds does not keep that clock
    /// alive: the queued item holds the observer and the event, not the target that holds the
    /// scheduler (else the scheduler's own queue would keep it).
    func testAWaitingDeliveryDoesNotKeepItsSchedulerAlive() {
        weak var droppedScheduler: TestScheduler?
        let events = Delivered<String>()
        var subscription: Disposable?
        do {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            droppedScheduler = scheduler
            let stack = NetworkStack(mode: .fixtures(directories: [TestCassettes.directory]), environment: .builtIn(),
                                     scheduler: DeliveryScheduler(scheduler), callbackScheduler: scheduler)
            subscription = stack.client.send(GitHubUsersRequest(since: 1)).subscribe { events.append("\($0)") }
            scheduler.advanceTo(200)
            XCTAssertEqual(scheduler.pendingWork.count, 1, "the delivery waits for the next tick")
        }
        XCTAssertNil(droppedScheduler, "the waiting delivery let its scheduler go")
        XCTAssertEqual(events.all, [])
        subscription?.dispose()
    }

    /// A Single delivered on a scheduler of dates takes the general path: due when its answer
    /// runs, after work queued before for that time.
    func testASingleOnASchedulerOfDatesIsDeliveredAsScheduled() {
        let scheduler = HistoricalScheduler()
        let stack = NetworkStack(mode: .fixtures(directories: [TestCassettes.directory]), environment: .builtIn(),
                                 scheduler: DeliveryScheduler(scheduler), callbackScheduler: scheduler)
        let order = Delivered<String>()
        let first = stack.client.send(GitHubUsersRequest(since: 1)).subscribe { event in
            if case .success(let users) = event { order.append("first(\(users.count))") }
        }
        let second = stack.client.send(GitHubUsersRequest(since: 1)).subscribe { event in
            if case .success(let users) = event { order.append("second(\(users.count))") }
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(200)) { _ in
            order.append("before")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(order.all, ["before", "first(2)", "second(2)"])
        first.dispose()
        second.dispose()
    }
}
