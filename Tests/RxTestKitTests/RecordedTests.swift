import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class RecordedTests: XCTestCase {
    func testNextCompletedAndErrorFactories() {
        let next = Recorded.next(210, "a")
        XCTAssertEqual(next.time, 210)
        XCTAssertEqual(next.value, .next("a"))
        XCTAssertEqual(Recorded<Event<String>>.completed(250).value, .completed)
        XCTAssertEqual(Recorded<Event<String>>.error(260, TestError()).value, .error(TestError()))
    }

    func testCompletedAndErrorCanNameTheElementType() {
        let completed = Recorded.completed(220, Int.self)
        let failed = Recorded.error(230, TestError(), Int.self)
        XCTAssertTrue(type(of: completed) == Recorded<Event<Int>>.self)
        XCTAssertTrue(type(of: failed) == Recorded<Event<Int>>.self)
        XCTAssertEqual(completed, Recorded(time: 220, value: .completed))
        XCTAssertEqual(failed, Recorded(time: 230, value: .error(TestError())))
    }

    func testEventsListsFromArgumentsAndArrays() {
        let fromArguments = Recorded.events(.next(210, 1), .completed(220))
        let fromArray = Recorded.events([.next(210, 1), .completed(220)])
        XCTAssertEqual(fromArguments, [.next(210, 1), .completed(220)])
        XCTAssertEqual(fromArray, fromArguments)
    }

    func testEqualityNeedsSameTimeAndValue() {
        XCTAssertNotEqual(Recorded.next(210, 1), Recorded.next(211, 1))
        XCTAssertNotEqual(Recorded.next(210, 1), Recorded.next(210, 2))
        XCTAssertEqual(Recorded(time: 5, value: "x"), Recorded(time: 5, value: "x"))
    }

    func testDebugDescription() {
        XCTAssertEqual(String(reflecting: Recorded.next(210, 1)), "next(1) @ 210")
        XCTAssertEqual(String(reflecting: Recorded.completed(300, Int.self)), "completed @ 300")
    }

    func testDeprecatedFreeFunctionFactoriesMakeTheSameEvents() {
        let legacy: LegacyFactories.Type = LegacyRecorded.self
        XCTAssertEqual(legacy.events(), [.next(210, 1), .completed(220), .error(230, TestError())])
        XCTAssertEqual(legacy.typedTerminals(), [.completed(240), .error(250, TestError())])
    }
}

/// Reaches the deprecated free functions through a protocol, so using them here warns nothing.
private protocol LegacyFactories {
    static func events() -> [Recorded<Event<Int>>]
    static func typedTerminals() -> [Recorded<Event<Int>>]
}

private enum LegacyRecorded: LegacyFactories {
    @available(*, deprecated)
    static func events() -> [Recorded<Event<Int>>] {
        [next(210, 1), completed(220), error(230, TestError())]
    }

    @available(*, deprecated)
    static func typedTerminals() -> [Recorded<Event<Int>>] {
        let completedEvent = completed(240, Int.self)
        let errorEvent = error(250, TestError(), Int.self)
        return [completedEvent, errorEvent]
    }
}
