import RxBlocking
import RxSwift
import XCTest

final class BlockingLastTests: XCTestCase {
    func testLastElement() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
    }

    func testLastElementFromAnotherQueue() throws {
        XCTAssertEqual(try backgroundSource(["a", "b"]).toBlocking(timeout: 5).last(), "b")
    }

    func testNilWhenEmpty() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testThrowsTheErrorEvenAfterElements() {
        XCTAssertThrowsError(try backgroundSource([1, 2], end: .error(TestError())).toBlocking(timeout: 5).last()) {
            XCTAssertEqual($0 as? TestError, TestError())
        }
    }

    func testThrowsTimeoutWhenTheSequenceDoesNotComplete() {
        XCTAssertThrowsError(try backgroundSource([1], end: nil).toBlocking(timeout: 0.1).last()) {
            XCTAssertEqual($0 as? RxError, .timeout)
        }
    }
}
