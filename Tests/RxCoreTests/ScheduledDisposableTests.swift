import RxSwift
import RxTest
import XCTest

final class ScheduledDisposableTests: XCTestCase {
    func testDisposesOnTheSchedulerOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [Int] = []
        let scheduled = ScheduledDisposable(scheduler: scheduler,
                                            disposable: Disposables.create { disposedAt.append(scheduler.clock) })
        scheduler.scheduleAt(100) { scheduled.dispose() }
        scheduler.scheduleAt(200) { scheduled.dispose() }
        scheduler.advanceTo(100)
        XCTAssertEqual(disposedAt, [], "the disposal is scheduled, one tick later on a TestScheduler")
        XCTAssertFalse(scheduled.isDisposed)
        scheduler.start()
        XCTAssertEqual(disposedAt, [101])
        XCTAssertTrue(scheduled.isDisposed)
        XCTAssertTrue(scheduled.scheduler is TestScheduler)
    }

    func testDisposesAtOnceOnAnImmediateScheduler() {
        var disposed = false
        let scheduled = ScheduledDisposable(scheduler: CurrentThreadScheduler.instance,
                                            disposable: Disposables.create { disposed = true })
        scheduled.dispose()
        XCTAssertTrue(disposed)
        XCTAssertTrue(scheduled.isDisposed)
    }
}
