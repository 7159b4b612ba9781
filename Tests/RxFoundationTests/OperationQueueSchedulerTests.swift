import Foundation
import RxBlocking
import RxSwift
import XCTest

final class OperationQueueSchedulerTests: XCTestCase {
    func testKeepsItsQueueAndPriority() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
        XCTAssertTrue(scheduler.operationQueue === queue)
        XCTAssertEqual(scheduler.queuePriority, .high)
        XCTAssertEqual(OperationQueueScheduler(operationQueue: queue).queuePriority, .normal)
    }

    func testRunsTheActionAsAnOperationOnTheQueue() {
        let queue = OperationQueue()
        queue.name = "rx.operation-queue-test"
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let ran = expectation(description: "action ran")
        _ = scheduler.schedule(21) { state in
            XCTAssertEqual(state, 21)
            XCTAssertTrue(OperationQueue.current === queue)
            ran.fulfill()
            return Disposables.create()
        }
        wait(for: [ran], timeout: 5)
    }

    func testDisposingBeforeTheOperationRunsSkipsTheAction() {
        let queue = OperationQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        var ran = false
        let disposable = scheduler.schedule(()) { _ in
            ran = true
            return Disposables.create()
        }
        disposable.dispose()
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(ran)
    }

    func testOperationsGetTheSchedulersPriority() {
        let queue = OperationQueue()
        queue.isSuspended = true
        let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .veryLow)
        _ = scheduler.schedule(()) { _ in Disposables.create() }
        XCTAssertEqual(queue.operations.first?.queuePriority, .veryLow)
        queue.isSuspended = false
        queue.waitUntilAllOperationsAreFinished()
    }

    func testDisposingTheResultDisposesWhatTheActionReturned() {
        let queue = OperationQueue()
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let inner = BooleanDisposable()
        let disposable = scheduler.schedule(()) { _ in inner }
        queue.waitUntilAllOperationsAreFinished()
        XCTAssertFalse(inner.isDisposed)
        disposable.dispose()
        XCTAssertTrue(inner.isDisposed)
    }

    func testSubscribeOnAnOperationQueue() throws {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let scheduler = OperationQueueScheduler(operationQueue: queue)
        let source = Observable<Int>.create { observer in
            XCTAssertTrue(OperationQueue.current === queue)
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        XCTAssertEqual(try source.subscribe(on: scheduler).toBlocking(timeout: 5).toArray(), [1, 2])
    }
}
