import RxBlocking
import RxSwift
import XCTest

final class BlockingMaterializeTests: XCTestCase {
    func testCompletedWithElements() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected .completed")
        }
        XCTAssertEqual(elements, [1, 2])
    }

    func testFailedWithTheElementsBeforeTheError() {
        let result = backgroundSource([1, 2], end: .error(TestError())).toBlocking(timeout: 5).materialize()
        guard case .failed(let elements, let error) = result else { return XCTFail("expected .failed") }
        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(error as? TestError, TestError())
    }

    func testTimeoutIsAFailureWithTheElementsSoFar() {
        let result = backgroundSource([1], end: nil).toBlocking(timeout: 0.2).materialize()
        guard case .failed(let elements, let error) = result else { return XCTFail("expected .failed") }
        XCTAssertEqual(elements, [1])
        XCTAssertEqual(error as? RxError, .timeout)
    }

    func testSubscribesOncePerCall() throws {
        let subscriptions = AtomicCounter()
        let source = Observable<Int>.deferred {
            subscriptions.increment()
            return Observable.of(1, 2)
        }
        let blocking = source.toBlocking()
        _ = blocking.materialize()
        XCTAssertEqual(try blocking.toArray(), [1, 2])
        XCTAssertEqual(subscriptions.value, 2)
    }
}
