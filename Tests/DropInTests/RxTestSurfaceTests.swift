import RxBlocking
import RxCocoa
import RxSwift
import RxTest
import UIKit
import XCTest

// RxTest's, RxBlocking's and RxCocoa's public API as their users' tests spell it.

final class RxTestSurfaceTests: XCTestCase, @unchecked Sendable {
    func testRxTestAndRxBlockingAsTestsCallThem() throws {
        let scheduler = TestScheduler(initialClock: 0, resolution: 1, simulateProcessingDelay: false)
        let cold = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let hot = scheduler.createHotObservable([Recorded.next(210, 2), Recorded.completed(300)])
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = cold.subscribe(observer) }
        let result = scheduler.start(created: 100, subscribed: 200, disposed: 1000) { hot.asObservable() }
        XCTAssertEqual(result.events, [.next(210, 2), .completed(300)])
        XCTAssertEqual(observer.events, Recorded.events(.next(210, 1), .completed(220)))
        // Subscribed with a bare observer, the cold observable stays subscribed after completing, as in RxTest.
        XCTAssertEqual(cold.subscriptions, [Subscription(200)])
        XCTAssertEqual(hot.subscriptions, [Subscription(200, 300)])
        let time: TestTime = scheduler.clock
        XCTAssertEqual(time, 1000)
        XCTAssertEqual(try Observable.of(1, 2).toBlocking(timeout: 1).toArray(), [1, 2])
        XCTAssertEqual(try Observable.of(1, 2).toBlocking().first(), 1)
        XCTAssertEqual(try Observable.of(1, 2).toBlocking().last(), 2)
        XCTAssertEqual(try Observable.just(3).toBlocking().single(), 3)
        if case .completed(let elements) = Observable.of(4).toBlocking().materialize() {
            XCTAssertEqual(elements, [4])
        } else {
            XCTFail("materialize did not complete")
        }
    }

    func testRxCocoaNamesAsAppsUseThem() {
        MainActor.assumeIsolated { () -> Void in
            let moved: ItemMovedEvent = (sourceIndex: IndexPath(row: 0, section: 0), destinationIndex: IndexPath(row: 1, section: 0))
            XCTAssertEqual(moved.destinationIndex.row, 1)
            let error: RxCocoaError = .itemsNotYetBound(object: self)
            XCTAssertFalse("\(error)".isEmpty)
            let field = UITextField()
            var texts: [String] = []
            let bag = DisposeBag()
            field.rx.text.orEmpty.changed.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            field.rx.text.onNext("a")
            XCTAssertEqual(field.text, "a")
            XCTAssertEqual(texts, [])
        }
    }
}
