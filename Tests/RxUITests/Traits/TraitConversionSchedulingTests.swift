import RxSwift
import RxRelay
import RxTest
import RxUI
import XCTest

private struct ConversionError: Error {}

/// Audit: every conversion into a Driver or a Signal delivers each event from a scheduled action
/// of its own on the sharing scheduler (RxCocoa's `observe(on:)`), so two events of one tick
/// leave one tick apart on a TestScheduler, and a recovered error takes its own action too.
final class TraitConversionSchedulingTests: XCTestCase {
    private let sameTick: [Recorded<Event<Int>>] = [.next(210, 1), .next(210, 2), .error(220, ConversionError())]

    private func record<Trait: SharedSequenceConvertibleType>(
        _ make: (TestableObservable<Int>) -> Trait
    ) -> [Recorded<Event<Int>>] where Trait.Element == Int {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable(sameTick)
        let trait = SharingScheduler.mock(scheduler: scheduler) { make(source) }
        return scheduler.start { trait.asSharedSequence().asObservable() }.events
    }

    private let recovered: [Recorded<Event<Int>>] = [.next(211, 1), .next(212, 2), .next(221, 0), .completed(221)]

    func testAsDriverWithEachErrorPolicy() {
        XCTAssertEqual(record { $0.asDriver(onErrorJustReturn: 0) }, recovered)
        XCTAssertEqual(record { $0.asDriver(onErrorDriveWith: Driver.just(0)) },
                       [.next(211, 1), .next(212, 2), .next(222, 0), .completed(222)],
                       "Driver.just subscribes on the sharing scheduler: one more tick")
        // The fallback is made inside the mock, as a test must: the recover closure runs later.
        XCTAssertEqual(record { source in
            let fallback = Driver.from(optional: 0)
            return source.asDriver(onErrorRecover: { _ in fallback })
        },
                       [.next(211, 1), .next(212, 2), .next(222, 0), .completed(223)])
    }

    func testAsSignalWithEachErrorPolicy() {
        XCTAssertEqual(record { $0.asSignal(onErrorJustReturn: 0) }, recovered)
        XCTAssertEqual(record { $0.asSignal(onErrorSignalWith: Signal.from([0])) },
                       [.next(211, 1), .next(212, 2), .next(222, 0), .completed(223)])
        XCTAssertEqual(record { source in
            let fallback = Signal.just(0)
            return source.asSignal(onErrorRecover: { _ in fallback })
        },
                       [.next(211, 1), .next(212, 2), .next(222, 0), .completed(222)])
    }

    private let delivered: [Recorded<Event<Int>>] = [.next(211, 1), .next(212, 2), .completed(231)]

    private func recordInfallible<Trait: SharedSequenceConvertibleType>(
        _ make: (Observable<Int>) -> Trait
    ) -> [Recorded<Event<Int>>] where Trait.Element == Int {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .completed(230)])
        let trait = SharingScheduler.mock(scheduler: scheduler) { make(source.asObservable()) }
        return scheduler.start { trait.asSharedSequence().asObservable() }.events
    }

    func testControlPropertyAndControlEventConversions() {
        XCTAssertEqual(recordInfallible { ControlProperty(values: $0, valueSink: AnyObserver<Int> { _ in }).asDriver() }, delivered)
        XCTAssertEqual(recordInfallible { ControlEvent(events: $0).asDriver() }, delivered)
        XCTAssertEqual(recordInfallible { ControlEvent(events: $0).asSignal() }, delivered)
    }

    func testJustAndEmptySubscribeInOneActionOnTheSharingScheduler() {
        for make in [{ Driver.just(1).asObservable() }, { Signal.just(1).asObservable() }] {
            let scheduler = TestScheduler(initialClock: 0)
            let source = SharingScheduler.mock(scheduler: scheduler) { make() }
            XCTAssertEqual(scheduler.start { source }.events, [.next(201, 1), .completed(201)])
        }
        for make in [{ Driver<Int>.empty().asObservable() }, { Signal<Int>.empty().asObservable() }] {
            let scheduler = TestScheduler(initialClock: 0)
            let source = SharingScheduler.mock(scheduler: scheduler) { make() }
            XCTAssertEqual(scheduler.start { source }.events, [.completed(201)])
        }
    }

    func testRelayConversions() {
        let scheduler = TestScheduler(initialClock: 0)
        let behavior = BehaviorRelay(value: 0)
        let publish = PublishRelay<Int>()
        let (driver, signal) = SharingScheduler.mock(scheduler: scheduler) { (behavior.asDriver(), publish.asSignal()) }
        let driven = scheduler.createObserver(Int.self)
        let emitted = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(100) {
            driver.drive(driven).disposed(by: bag)
            signal.emit(to: emitted).disposed(by: bag)
        }
        scheduler.scheduleAt(110) {
            behavior.accept(1)
            behavior.accept(2)
            publish.accept(3)
            publish.accept(4)
        }
        scheduler.start()
        XCTAssertEqual(driven.events, [.next(101, 0), .next(111, 1), .next(112, 2)])
        XCTAssertEqual(emitted.events, [.next(111, 3), .next(112, 4)])
    }
}
