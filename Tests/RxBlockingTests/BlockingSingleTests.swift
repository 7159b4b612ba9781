import RxBlocking
import RxSwift
import XCTest

final class BlockingSingleTests: XCTestCase {
    func testTheOnlyElement() throws {
        XCTAssertEqual(try Observable.just(5).toBlocking().single(), 5)
    }

    func testTheOnlyElementFromAnotherQueue() throws {
        XCTAssertEqual(try backgroundSource([5]).toBlocking(timeout: 5).single(), 5)
    }

    func testThrowsNoElementsWhenEmpty() {
        XCTAssertThrowsError(try Observable<Int>.empty().toBlocking().single()) {
            XCTAssertEqual($0 as? RxError, .noElements)
        }
    }

    func testThrowsMoreThanOneElementAsSoonAsTheSecondArrives() {
        let disposed = AtomicFlag()
        let source = backgroundSource([1, 2], end: nil, onDispose: disposed.set)
        XCTAssertThrowsError(try source.toBlocking(timeout: 5).single()) {
            XCTAssertEqual($0 as? RxError, .moreThanOneElement)
        }
        XCTAssertTrue(disposed.isSet)
    }

    func testThrowsTheSequenceError() {
        XCTAssertThrowsError(try Observable<Int>.error(TestError()).toBlocking().single()) {
            XCTAssertEqual($0 as? TestError, TestError())
        }
    }

    func testPredicateSelectsTheOnlyMatch() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().single { $0 == 2 }, 2)
    }

    func testPredicateWithoutMatchThrowsNoElements() {
        XCTAssertThrowsError(try Observable.of(1, 2, 3).toBlocking().single { $0 > 5 }) {
            XCTAssertEqual($0 as? RxError, .noElements)
        }
    }

    func testPredicateWithTwoMatchesThrowsMoreThanOneElement() {
        XCTAssertThrowsError(try Observable.of(1, 2, 3, 4).toBlocking().single { $0 % 2 == 0 }) {
            XCTAssertEqual($0 as? RxError, .moreThanOneElement)
        }
    }

    func testPredicateErrorIsThrown() {
        XCTAssertThrowsError(try Observable.of(1, 2).toBlocking().single { _ in throw TestError() }) {
            XCTAssertEqual($0 as? TestError, TestError())
        }
    }

    func testThrowsTimeout() {
        XCTAssertThrowsError(try Observable<Int>.never().toBlocking(timeout: 0.05).single()) {
            XCTAssertEqual($0 as? RxError, .timeout)
        }
    }
}
