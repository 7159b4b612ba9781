import RxBlocking
import RxSwift
import XCTest

final class BlockingFirstTests: XCTestCase {
    func testFirstElement() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().first(), 1)
    }

    func testNilWhenEmpty() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testThrowsTheErrorWhenItComesFirst() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError()).toBlocking().first()) {
            XCTAssertEqual($0 as? TestError, TestError())
        }
    }

    func testUnsubscribesAfterTheFirstElementWithoutWaitingForTheEnd() throws {
        let disposed = AtomicFlag()
        let source = backgroundSource([7, 8], end: nil, onDispose: disposed.set)
        XCTAssertEqual(try source.toBlocking(timeout: 5).first(), 7)
        XCTAssertTrue(disposed.isSet)
    }

    func testFirstOfAnEndlessIntervalOnAnotherQueue() throws {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "blocking-first")
        XCTAssertEqual(try Observable<Int>.interval(.milliseconds(5), scheduler: scheduler).toBlocking(timeout: 5).first(), 0)
    }

    func testStopsAnEndlessSynchronousSourceOnTheCurrentThreadScheduler() throws {
        let source = Observable.range(start: 4, count: Int.max - 4, scheduler: CurrentThreadScheduler.instance)
        XCTAssertEqual(try source.toBlocking(timeout: 5).first(), 4)
    }

    func testThrowsTimeout() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).first()) {
            XCTAssertEqual($0 as? RxError, .timeout)
        }
    }
}
