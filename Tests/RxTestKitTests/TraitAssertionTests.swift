import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}
private struct OtherError: Error {}

final class TraitAssertionTests: FailureCapturingTestCase {
    func testSingleEvents() {
        XCTAssertEqual([SingleEvent<Int>.success(1), .failure(TestError())], [.success(1), .failure(TestError())])
        let messages = failures { XCTAssertEqual([SingleEvent<Int>.success(1)], [.success(2)]) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("✗ success(2) | success(1)") == true, "\(messages)")
        XCTAssertEqual(failures { XCTAssertEqual([SingleEvent<Int>.failure(TestError())], [.failure(OtherError())]) }.count, 1)
        XCTAssertEqual(failures { XCTAssertEqual([SingleEvent<Int>.success(1)], []) }.count, 1)
    }

    func testRecordedSingleEventsFromASingleOnTheTestScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 5), .completed(220)])
        var events: [Recorded<SingleEvent<Int>>] = []
        scheduler.scheduleAt(200) {
            _ = xs.asSingle().subscribe { events.append(Recorded(time: scheduler.clock, value: $0)) }
        }
        scheduler.start()
        XCTAssertEqual(events, [Recorded(time: 220, value: .success(5))])
        let messages = failures { XCTAssertEqual(events, [Recorded(time: 210, value: .success(5))]) }
        XCTAssertTrue(messages.first?.contains("✗ success(5) @ 210 | success(5) @ 220") == true, "\(messages)")
    }

    func testMaybeEvents() {
        XCTAssertEqual([MaybeEvent<Int>.success(1), .completed, .error(TestError())],
                       [.success(1), .completed, .error(TestError())])
        XCTAssertEqual(failures { XCTAssertEqual([MaybeEvent<Int>.completed], [.success(1)]) }.count, 1)
        XCTAssertEqual(failures { XCTAssertEqual([MaybeEvent<Int>.error(TestError())], [.error(OtherError())]) }.count, 1)
    }

    func testRecordedMaybeEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(230, Int.self)])
        var events: [Recorded<MaybeEvent<Int>>] = []
        scheduler.scheduleAt(200) {
            _ = xs.asMaybe().subscribe { events.append(Recorded(time: scheduler.clock, value: $0)) }
        }
        scheduler.start()
        XCTAssertEqual(events, [Recorded(time: 230, value: .completed)])
        XCTAssertEqual(failures { XCTAssertEqual(events, [Recorded(time: 231, value: .completed)]) }.count, 1)
    }

    func testCompletableEvents() {
        XCTAssertEqual([CompletableEvent.completed, .error(TestError())], [.completed, .error(TestError())])
        let messages = failures { XCTAssertEqual([CompletableEvent.completed], [.error(TestError())]) }
        XCTAssertTrue(messages.first?.contains("✗ error(TestError()) | completed") == true, "\(messages)")
    }

    func testRecordedCompletableEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(240, TestError())])
        var events: [Recorded<CompletableEvent>] = []
        scheduler.scheduleAt(200) {
            _ = xs.ignoreElements().asCompletable().subscribe { events.append(Recorded(time: scheduler.clock, value: $0)) }
        }
        scheduler.start()
        XCTAssertEqual(events, [Recorded(time: 240, value: .error(TestError()))])
        XCTAssertEqual(failures { XCTAssertEqual(events, [Recorded(time: 240, value: .completed)]) }.count, 1)
    }
}

final class EventAssertionTests: FailureCapturingTestCase {
    func testEventsWithoutTimes() {
        XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .completed])
        let messages = failures { XCTAssertEqual([Event<Int>.next(1), .completed], [.next(1), .error(TestError())]) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("✗ error(TestError()) | completed") == true, "\(messages)")
    }

    func testRecordedEventsOfOptionals() {
        let events: [Recorded<Event<Int?>>] = [.next(210, nil), .next(220, 1), .completed(230)]
        XCTAssertEqual(events, [.next(210, nil), .next(220, 1), .completed(230)])
        XCTAssertEqual(failures { XCTAssertEqual(events, [.next(210, 0), .next(220, 1), .completed(230)]) }.count, 1)
    }

    func testRecordedEventsMismatchFails() {
        let messages = failures { XCTAssertEqual([Recorded.next(210, 1)], [.next(211, 1)]) }
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("Recorded events differ") == true, "\(messages)")
    }

    func testRecordedElementsIgnoreTimesAndTheEnd() {
        let events: [Recorded<Event<String>>] = [.next(210, "a"), .next(300, "b"), .error(400, TestError())]
        XCTAssertRecordedElements(events, ["a", "b"])
        XCTAssertEqual(failures { XCTAssertRecordedElements(events, ["a"]) }.count, 1)
        XCTAssertEqual(failures { XCTAssertRecordedElements(events, ["b", "a"]) }.count, 1)
    }
}
