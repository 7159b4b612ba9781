import RxSwift
import RxTest
import XCTest

private final class Owner {
    let name: String

    init(name: String) {
        self.name = name
    }
}

final class WithUnretainedTests: XCTestCase {
    func testPairsElementsWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "vm")
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let result = scheduler.start { source.withUnretained(owner).map { "\($0.name) \($1)" } }
        XCTAssertEqual(result.events, [.next(210, "vm 1"), .next(220, "vm 2"), .completed(300)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testResultSelectorCombines() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "vm")
        let source = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let result = scheduler.start { source.withUnretained(owner) { "\($0.name)#\($1)" } }
        XCTAssertEqual(result.events, [.next(210, "vm#1"), .completed(300)])
    }

    func testCompletesAtTheFirstElementAfterTheObjectIsGone() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner(name: "vm")
        weak let weakOwner = owner
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3)])
        let sequence = source.withUnretained(owner ?? Owner(name: "unused")) { $1 }
        scheduler.scheduleAt(220) { owner = nil }
        let result = scheduler.start { sequence }
        XCTAssertNil(weakOwner)
        XCTAssertEqual(result.events, [.next(210, 1), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testForwardsSourceErrorAndStopsAtDispose() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "vm")
        let failing = scheduler.createHotObservable([.next(210, 1), .error(220, OperatorError())])
        let failed = scheduler.start { failing.withUnretained(owner) { $1 } }
        XCTAssertEqual(failed.events, [.next(210, 1), .error(220, OperatorError())])

        let later = TestScheduler(initialClock: 0)
        let source = later.createHotObservable([.next(210, 1), .next(240, 2)])
        let disposed = later.start(disposed: 230) { source.withUnretained(owner) { $1 } }
        XCTAssertEqual(disposed.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testNothingAfterTerminalEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner(name: "vm")
        let source = GrammarBreakingObservable<Int>([.next(1), .completed, .next(2)])
        let result = scheduler.start { source.withUnretained(owner) { $1 } }
        XCTAssertEqual(result.events, [.next(200, 1), .completed(200)])
    }
}
