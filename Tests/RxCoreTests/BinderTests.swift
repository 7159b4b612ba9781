import RxSwift
import RxTest
import XCTest

final class BinderTests: XCTestCase {
    private final class Target {
        var values: [Int] = []
    }

    func testAppliesElementsOnItsSchedulerAndIgnoresTerminalEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let target = Target()
        let binder = Binder(target, scheduler: scheduler) { target, value in target.values.append(value) }
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError.some)])
        scheduler.scheduleAt(200) { _ = source.subscribe(binder) }
        scheduler.advanceTo(220)
        XCTAssertEqual(target.values, [1], "the element at 220 is applied a tick later, on the scheduler")
        scheduler.start()
        XCTAssertEqual(target.values, [1, 2])
        binder.onCompleted()
        binder.onNext(3)
        scheduler.start()
        XCTAssertEqual(target.values, [1, 2, 3], "a binder never stops")
    }

    func testHoldsItsTargetWeakly() {
        var target: Target? = Target()
        weak let weakTarget = target
        let binder = Binder(target!, scheduler: CurrentThreadScheduler.instance) { target, value in
            target.values.append(value)
        }
        binder.onNext(1)
        XCTAssertEqual(target?.values, [1])
        target = nil
        XCTAssertNil(weakTarget)
        binder.onNext(2)
    }

    func testDefaultsToTheMainSchedulerWhichRunsAtOnceOnTheMainThread() {
        let target = Target()
        let binder = Binder(target) { target, value in target.values.append(value) }
        binder.onNext(7)
        XCTAssertEqual(target.values, [7])
        binder.asObserver().onNext(8)
        XCTAssertEqual(target.values, [7, 8])
    }

    func testMapObserverOnAnyObserverType() {
        let target = Target()
        let binder = Binder(target, scheduler: CurrentThreadScheduler.instance) { target, value in
            target.values.append(value)
        }
        let lengths: AnyObserver<String> = binder.mapObserver { $0.count }
        lengths.onNext("four")
        let failing: AnyObserver<String> = binder.mapObserver { _ in throw TestError.some }
        failing.onNext("x")
        XCTAssertEqual(target.values, [4], "a throwing transform sends an error, which the binder drops")

        var events: [Event<Int>] = []
        let recorder = AnyObserver<Int> { events.append($0) }
        recorder.mapObserver { (text: String) in text.count }.onNext("abc")
        XCTAssertEqual(events.count, 1)
    }
}

private enum TestError: Error {
    case some
}
