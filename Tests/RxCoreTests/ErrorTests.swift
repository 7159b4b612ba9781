import RxSwift
import RxTest
import XCTest

final class ErrorTests: XCTestCase {
    func testFailsAtSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.error(OperatorError(code: 7)) }
        XCTAssertEqual(result.events, [.error(200, OperatorError(code: 7))])
    }

    func testCarriesTheGivenError() {
        var received: Error?
        _ = Observable<Int>.error(OperatorError(code: 8)).subscribe(onError: { received = $0 })
        XCTAssertEqual(received as? OperatorError, OperatorError(code: 8))
    }
}
