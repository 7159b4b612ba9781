import RxUI
import APIClient
import RxSwift
import Synchronization
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// The live driver on a bare virtual clock, with scripted real time: no waiting, exact times.
final class LiveClockTests: XCTestCase {
    private var realTime: ScriptedRealTime!
    private var scheduler: VirtualTickScheduler!
    private var clock: LiveClock!
    /// `label@time` of every piece of work that ran, in order.
    private let ran = RunLog()

    override func setUp() {
        realTime = ScriptedRealTime()
        realTime.pass(1_000)
        scheduler = VirtualTimeScheduler(initialClock: 0, resolution: 0.001)
        clock = LiveClock(scheduler: scheduler, realTime: realTime)
    }

    private var log: [String] { ran.entries }

    private func timer(_ label: String, at time: Int) {
        ran.timer(label, at: time, on: scheduler)
    }

    /// A result delivered through the clock, as a URLSession thread does.
    private func deliver(_ label: String) {
        ran.deliver(label, through: clock)
    }

    func testVirtualTimeStartsAtZeroWhateverTheRealClockSays() {
        XCTAssertEqual(clock.now, 0)
        realTime.pass(40)
        XCTAssertEqual(clock.now, 40)
        XCTAssertEqual(scheduler.clock, 0, "the clock moves only when the driver runs")
    }

    func testAdvanceSleepsUntilEachDueTimeAndRunsWorkThere() {
        timer("debounce", at: 100)
        timer("throttle", at: 250)
        timer("later", at: 400)
        var instants: [Int] = []
        clock.advance(to: 300) { instants.append(scheduler.clock) }
        XCTAssertEqual(log, ["debounce@100", "throttle@250"])
        XCTAssertEqual(scheduler.clock, 300)
        XCTAssertEqual(realTime.sleeps, [1_100, 1_250, 1_300], "sleeps in real time until each due time, then the end")
        XCTAssertEqual(instants, [100, 250, 300])
        XCTAssertEqual(scheduler.nextDueTime, 400)
    }

    func testAResultArrivingWhileWaitingRunsAtItsArrivalTime() {
        timer("debounce", at: 500)
        realTime.at(1_120) { [ran, clock] in ran.deliver("response", through: clock!) }
        clock.advance(to: 600) {}
        XCTAssertEqual(log, ["response@120", "debounce@500"])
        XCTAssertEqual(realTime.sleeps, [1_500, 1_500, 1_600], "the arrival ended the first sleep early")
        XCTAssertEqual(realTime.wakes, 1)
    }

    func testAResultHandedOverOnTheSessionThreadIsAZeroDelayHop() {
        realTime.pass(900)
        var instants: [Int] = []
        // A fixture answer due at 200 runs during the catch-up; its result goes through the clock.
        scheduler.scheduleAbsoluteVirtual((), time: 200, label: "network response") { [ran, clock] _ in
            ran.deliver("result", through: clock!)
            return Disposables.create()
        }
        clock.catchUp { instants.append(scheduler.clock) }
        XCTAssertEqual(log, ["result@200"], "at the virtual time it was handed over, not the real time now")
        XCTAssertEqual(instants, [200, 900])
        XCTAssertEqual(realTime.wakes, 0, "nothing to wake: the session thread is the one running")
    }

    func testCatchUpRunsWhatBecameDueWhileTheSessionWasBusy() {
        timer("early", at: 30)
        timer("late", at: 90)
        realTime.pass(70)
        clock.catchUp {}
        XCTAssertEqual(log, ["early@30"])
        XCTAssertEqual(scheduler.clock, 70, "virtual time catches up with real time, never passes it")
        XCTAssertTrue(realTime.sleeps.isEmpty, "catching up never waits")
    }

    func testAdvanceCountsFromWhereRealTimeIsNotWhereTheClockWas() {
        realTime.pass(50)
        clock.catchUp {}
        clock.advance(to: scheduler.clock + 100) {}
        XCTAssertEqual(scheduler.clock, 150)
        XCTAssertEqual(realTime.milliseconds, 1_150)
    }

    func testSettleWaitsForARequestInFlightAndItsResult() {
        let inFlight = Guarded(true)
        realTime.at(1_300) { [ran, clock] in
            ran.deliver("response", through: clock!)
            inFlight.withLock { $0 = false }
        }
        let settled = clock.settle(timeout: 5_000, isBusy: { inFlight.withLock { $0 } }) {}
        XCTAssertTrue(settled)
        XCTAssertEqual(log, ["response@300"])
        XCTAssertEqual(scheduler.clock, 300)
    }

    func testSettleRunsTimersTheResultStarts() {
        let inFlight = Guarded(true)
        realTime.at(1_200) { [ran, clock, scheduler] in
            _ = clock!.schedule(()) { _ in
                ran.timer("hide hud", at: scheduler!.clock + 400, on: scheduler!)
                return Disposables.create()
            }
            inFlight.withLock { $0 = false }
        }
        XCTAssertTrue(clock.settle(timeout: 5_000, isBusy: { inFlight.withLock { $0 } }) {})
        XCTAssertEqual(log, ["hide hud@600"])
    }

    func testSettleGivesUpAfterTheTimeoutOfRealTime() {
        timer("debounce", at: 100)
        let settled = clock.settle(timeout: 2_000, isBusy: { true }) {}
        XCTAssertFalse(settled)
        XCTAssertEqual(log, ["debounce@100"], "due work still ran on the way")
        XCTAssertEqual(scheduler.clock, 2_000)
        XCTAssertEqual(realTime.milliseconds, 3_000)
    }

    func testSettleWithNothingToDoReturnsAtOnce() {
        XCTAssertTrue(clock.settle(timeout: 2_000, isBusy: { false }) {})
        XCTAssertEqual(scheduler.clock, 0)
        XCTAssertTrue(realTime.sleeps.isEmpty)
    }
}

/// What ran on the clock, from any thread.
private final class RunLog: Sendable {
    private let storage = Guarded<[String]>([])

    var entries: [String] { storage.withLock { $0 } }

    func timer(_ label: String, at time: Int, on scheduler: VirtualTickScheduler) {
        scheduler.scheduleAbsoluteVirtual((), time: time, label: label) { [self] _ in
            record(label, at: scheduler.clock)
        }
    }

    func deliver(_ label: String, through clock: LiveClock) {
        _ = clock.schedule(()) { [self] _ in
            record(label, at: clock.scheduler.clock)
        }
    }

    private func record(_ label: String, at time: Int) -> Disposable {
        storage.withLock { $0.append("\(label)@\(time)") }
        return Disposables.create()
    }
}
