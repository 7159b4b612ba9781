import RxCocoa
import RxSwift
import XCTest

/// RxCocoa's ControlProperty and ControlEvent subscribe their values through
/// `subscribe(on: ConcurrentMainScheduler.instance)`, a Producer: a subscription at top level
/// runs in the current-thread trampoline even when the values come from a subject (which alone
/// would be subscribed directly), so a sequence subscribed from the current value's observer
/// waits behind it.
final class ControlTrampolineTests: XCTestCase {
    func testControlPropertyOfASubjectSubscribesInTheTrampoline() {
        var log: [String] = []
        let values = BehaviorSubject(value: 0)
        let property = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in })
        _ = property.subscribe(onNext: { _ in
            log.append("required \(CurrentThreadScheduler.isScheduleRequired)")
            _ = Observable.from([1, 2]).subscribe(onNext: { log.append("\($0)") })
            log.append("after")
        })
        XCTAssertEqual(log, ["required false", "after", "1", "2"])
        // The subject itself, subscribed directly, replays with no trampoline running.
        log = []
        _ = values.subscribe(onNext: { _ in log.append("required \(CurrentThreadScheduler.isScheduleRequired)") })
        XCTAssertEqual(log, ["required true"])
    }

    func testControlEventOfASubjectSubscribesInTheTrampoline() {
        var required: [Bool] = []
        let events = ReplaySubject<Int>.create(bufferSize: 1)
        events.onNext(0)
        let event = ControlEvent(events: events)
        _ = event.subscribe(onNext: { _ in required.append(CurrentThreadScheduler.isScheduleRequired) })
        XCTAssertEqual(required, [false])
    }
}
