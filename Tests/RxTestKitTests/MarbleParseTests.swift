import RxMarbles
import RxSwift
import RxTest
import XCTest

private struct Boom: Error {}

final class MarbleParseTests: XCTestCase {
    private let values: [Character: Int] = ["a": 1, "b": 2, "c": 3]

    func testEachCharacterIsOneFrameOfTenTicks() throws {
        XCTAssertEqual(try Marble.events("--a--b--|", values: values), [.next(20, 1), .next(50, 2), .completed(80)])
    }

    func testFrameTicksAndOriginPlaceTheTimeline() throws {
        XCTAssertEqual(try Marble.events("--a--b--|", values: values, frameTicks: 1, origin: 200),
                       [.next(202, 1), .next(205, 2), .completed(208)])
    }

    func testHashIsTheGivenErrorOrMarbleTestError() throws {
        XCTAssertEqual(try Marble.events("-a#", values: values), [.next(10, 1), .error(20, MarbleTestError("error"))])
        XCTAssertEqual(try Marble.events("-#", values: values, error: Boom()), [.error(10, Boom())])
    }

    func testAGroupIsOneFrameHoldingAllItsEvents() throws {
        XCTAssertEqual(try Marble.events("-(ab)-|", values: values), [.next(10, 1), .next(10, 2), .completed(30)])
        XCTAssertEqual(try Marble.events("(c|)", values: values), [.next(0, 3), .completed(0)])
    }

    func testSubscriptionPointIsTheOriginAndEarlierFramesAreBeforeIt() throws {
        XCTAssertEqual(try Marble.events("-a-^-b-|", values: values, origin: 200),
                       [.next(180, 1), .next(220, 2), .completed(240)])
        XCTAssertEqual(try Marble.events("--(^a)-|", values: values, origin: 200), [.next(200, 1), .completed(220)])
    }

    func testSpacesAreIgnoredEvenInsideGroups() throws {
        XCTAssertEqual(try Marble.events(" --a  --( b c )", values: values), try Marble.events("--a--(bc)", values: values))
    }

    func testEmptyAndDashOnlyMarblesHaveNoEvents() throws {
        XCTAssertEqual(try Marble.events("", values: values), [])
        XCTAssertEqual(try Marble.events("-----", values: values), [])
    }

    func testDigitsAndNonAsciiLettersAreValues() throws {
        let symbols: [Character: String] = ["1": "one", "é": "e-acute", "λ": "lambda"]
        XCTAssertEqual(try Marble.events("1é-λ", values: symbols), [.next(0, "one"), .next(10, "e-acute"), .next(30, "lambda")])
    }

    func testLettersStandForThemselvesWithoutAValueDictionary() throws {
        XCTAssertEqual(try Marble.events("-a-(bc)|"), [.next(10, "a"), .next(30, "b"), .next(30, "c"), .completed(40)])
    }

    func testSubscriptionMarbles() throws {
        XCTAssertEqual(try Marble.subscription("^---!"), Subscription(0, 40))
        XCTAssertEqual(try Marble.subscription("^---!", origin: 200), Subscription(200, 240))
        XCTAssertEqual(try Marble.subscription("--^--"), Subscription(20))
        XCTAssertEqual(try Marble.subscription("-(^!)", frameTicks: 5), Subscription(5, 5))
        XCTAssertEqual(try Marble.subscription("   ^ - !", frameTicks: 1, origin: 7), Subscription(7, 9))
    }

    func testHotObservableFromAMarbleLinesUpWithStart() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createHotObservable("-a-^-b--c-|", values: values)
        let observer = scheduler.start { source.map { $0 * 10 } }
        XCTAssertEqual(observer.events, try Marble.events("^-b--c-|", values: ["b": 20, "c": 30], origin: 200))
        XCTAssertEqual(observer.events, [.next(220, 20), .next(250, 30), .completed(270)])
        XCTAssertEqual(source.subscriptions, [try Marble.subscription("^------!", origin: 200)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 270)])
    }

    func testColdObservableFromAMarbleCountsFromEachSubscription() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let source = try scheduler.createColdObservable("-a-(b|)", values: values, frameTicks: 5)
        let observer = scheduler.start { source }
        XCTAssertEqual(observer.events, [.next(205, 1), .next(215, 2), .completed(215)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
    }
}
