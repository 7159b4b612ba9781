@testable import RxSwift
import XCTest

/// A scheduler that keeps each action until `runNext` (or runs it at once when `immediate`)
/// and records which of the disposables it returned were disposed.
private final class RecordingScheduler: ImmediateSchedulerType {
    var immediate = false
    var pending: [() -> Void] = []
    var disposed: [Bool] = []

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let index = disposed.count
        disposed.append(false)
        if immediate {
            _ = action(state)
        } else {
            pending.append { _ = action(state) }
        }
        return Disposables.create { [self] in disposed[index] = true }
    }

    func runNext() {
        guard !pending.isEmpty else { return }
        pending.removeFirst()()
    }
}

/// `observe(on:)` keeps its scheduled step's disposable as a `SerialDisposable` would.
final class ObserveOnDrainTests: XCTestCase {
    func testTheNextStepReplacesAndDisposesThePreviousStepsDisposable() {
        let scheduler = RecordingScheduler()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(scheduler.disposed, [false])
        scheduler.runNext()
        XCTAssertEqual(received, [1])
        XCTAssertEqual(scheduler.disposed, [true, false])
        scheduler.runNext()
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(scheduler.disposed, [true, false])
        subscription.dispose()
        XCTAssertEqual(scheduler.disposed, [true, true])
    }

    func testDisposalDisposesTheQueuedStep() {
        let scheduler = RecordingScheduler()
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertEqual(scheduler.disposed, [true])
        scheduler.runNext()
        XCTAssertEqual(received, [])
    }

    func testAStepsDisposableArrivingAfterDisposalIsDisposedAtOnce() {
        // The step runs inside `schedule` and disposes the subscription; the disposable that
        // `schedule` then returns finds the sink disposed.
        let scheduler = RecordingScheduler()
        scheduler.immediate = true
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var subscription: Disposable?
        subscription = subject.observe(on: scheduler).subscribe(onNext: { value in
            received.append(value)
            subscription?.dispose()
        })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertEqual(scheduler.disposed, [true])
        XCTAssertFalse(subject.hasObservers)
    }
}
