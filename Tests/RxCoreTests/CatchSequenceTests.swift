import RxSwift
import RxTest
import XCTest

final class CatchSequenceTests: XCTestCase {
    func testMovesToTheNextSequenceOnError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let ys = scheduler.createHotObservable([.next(215, 99), .next(230, 2), .completed(240)])
        let zs = scheduler.createHotObservable([.next(250, 3), .completed(260)])
        let result = scheduler.start {
            Observable.catch(sequence: [xs.asObservable(), ys.asObservable(), zs.asObservable()])
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
        XCTAssertEqual(zs.subscriptions, [])
    }

    func testEndsWithTheLastErrorWhenAllFail() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError(code: 1))])
        let ys = scheduler.createHotObservable([.next(230, 2), .error(240, OperatorError(code: 2))])
        let result = scheduler.start { Observable.catch(sequence: [xs.asObservable(), ys.asObservable()]) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .error(240, OperatorError(code: 2))])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testEmptySequenceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable<Int>.catch(sequence: [Observable<Int>]()) }
        XCTAssertEqual(result.events, [.completed(200)])
    }

    func testWalksTheSequenceLazily() {
        let scheduler = TestScheduler(initialClock: 0)
        var made = 0
        let sources = (0..<3).lazy.map { index -> Observable<Int> in
            made += 1
            return index == 0 ? .error(OperatorError()) : .just(index)
        }
        let result = scheduler.start { Observable.catch(sequence: sources) }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(made, 2)
    }

    func testDisposingDisposesTheCurrentSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let ys = scheduler.createHotObservable([.next(230, 2), .next(400, 3)])
        let result = scheduler.start(disposed: 300) {
            Observable.catch(sequence: [xs.asObservable(), ys.asObservable()])
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 300)])
    }
}
