import RxBlocking
import RxSwift
import XCTest

final class BlockingToArrayTests: XCTestCase {
    func testCollectsEveryElementOfASynchronousSource() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
    }

    func testEmptySequenceGivesEmptyArray() throws {
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testSourceOnTheCurrentThreadScheduler() throws {
        let source = Observable.of(1, 2, 3, scheduler: CurrentThreadScheduler.instance)
        XCTAssertEqual(try source.toBlocking().toArray(), [1, 2, 3])
    }

    func testSourceOnAnotherQueueIsWaitedFor() throws {
        XCTAssertEqual(try backgroundSource([1, 2, 3]).toBlocking(timeout: 5).toArray(), [1, 2, 3])
    }

    func testSourceObservedOnADispatchQueueScheduler() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "blocking-tests")
        let source = Observable.of(1, 2, 3).observe(on: scheduler).map { $0 * 10 }
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [10, 20, 30])
    }

    func testSourceSubscribedOnAConcurrentScheduler() throws {
        let source = Observable.range(start: 1, count: 4).subscribe(on: ConcurrentDispatchQueueScheduler(qos: .default))
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1, 2, 3, 4])
    }

    func testSourceObservedOnTheMainSchedulerWhileBlockingTheMainThread() throws {
        try XCTSkipUnless(Thread.isMainThread, "the main run loop is only run when blocking the main thread")
        let source = backgroundSource([1, 2]).observe(on: MainScheduler.instance).map { value -> Int in
            XCTAssertTrue(Thread.isMainThread)
            return value
        }
        XCTAssertEqual(try source.toBlocking(timeout: 5).toArray(), [1, 2])
    }

    func testWorksInsideACurrentThreadSchedulerAction() throws {
        var result: [Int]?
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            result = try? Observable.of(1, 2, scheduler: CurrentThreadScheduler.instance)
                .toBlocking(timeout: 5).toArray()
            return Disposables.create()
        }
        XCTAssertEqual(result, [1, 2])
    }

    func testThrowsTheSequenceError() {
        XCTAssertThrowsError(try backgroundSource([1], end: .error(TestError())).toBlocking(timeout: 5).toArray()) {
            XCTAssertEqual($0 as? TestError, TestError())
        }
    }

    func testThrowsTimeoutWhenTheSequenceDoesNotEnd() {
        let disposed = AtomicFlag()
        let source = backgroundSource([1], end: nil, onDispose: disposed.set)
        let start = Date()
        XCTAssertThrowsError(try source.toBlocking(timeout: 0.2).toArray()) {
            XCTAssertEqual($0 as? RxError, .timeout)
        }
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.2)
        XCTAssertTrue(disposed.isSet, "the subscription is disposed after the timeout")
    }

    func testNeverWithTimeoutThrowsTimeout() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).toArray()) {
            XCTAssertEqual($0 as? RxError, .timeout)
        }
    }
}
