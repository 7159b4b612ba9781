import RxSwift
import RxRelay
import RxTest
import RxUI
@testable import UIKit
import XCTest

private struct TestError: Error {}

final class DriverSignalTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0)

    func testDriverDeliversOnTheMainSchedulerAndEndsWithTheFallbackInsteadOfAnError() {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .error(230, TestError()),
        ])
        let driver = SharingScheduler.mock(scheduler: scheduler) { source.asDriver(onErrorJustReturn: -1) }
        let observer = scheduler.start { driver.asObservable() }
        // The hop to the main scheduler runs one tick later on a TestScheduler.
        XCTAssertEqual(observer.events, [.next(211, 1), .next(221, 2), .next(231, -1), .completed(231)])
    }

    func testDriverContinuesWithAnotherDriverOrARecovery() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let (driveWith, recovered) = SharingScheduler.mock(scheduler: scheduler) {
            (source.asDriver(onErrorDriveWith: Driver.just(7)),
             source.asDriver(onErrorRecover: { _ in Driver.from([8, 9]) }))
        }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        _ = scheduler.scheduleAt(200) {
            driveWith.drive(first).disposed(by: bag)
            recovered.drive(second).disposed(by: bag)
        }
        scheduler.start()
        XCTAssertEqual(first.events.compactMap(\.value.element), [1, 7])
        XCTAssertEqual(second.events.compactMap(\.value.element), [1, 8, 9])
        XCTAssertTrue(first.events.last?.value.isCompleted ?? false)
    }

    func testDriverReplaysTheLatestWhileConnectedAndForgetsAfter() {
        let subject = PublishSubject<Int>()
        let main = VirtualTimeScheduler()
        let driver = SharingScheduler.mock(scheduler: main) { subject.asDriver(onErrorJustReturn: 0) }
        let first = Recorder(driver)
        subject.onNext(1)
        main.runDue()
        let second = Recorder(driver)
        XCTAssertEqual(second.elements, [1], "a late subscriber gets the latest element at once")
        let signal = SharingScheduler.mock(scheduler: main) { subject.asSignal(onErrorJustReturn: 0) }
        let signalFirst = Recorder(signal)
        subject.onNext(2)
        main.runDue()
        let signalLate = Recorder(signal)
        XCTAssertEqual(signalFirst.elements, [2])
        XCTAssertEqual(signalLate.elements, [Int](), "a Signal does not replay")
        XCTAssertEqual(first.elements, [1, 2])
        XCTAssertEqual(second.elements, [1, 2])
    }

    func testDriverForgetsItsValueWhenTheLastSubscriberLeaves() {
        let relay = BehaviorRelay(value: 1)
        let main = VirtualTimeScheduler()
        let driver = SharingScheduler.mock(scheduler: main) { relay.asDriver() }
        var received: [Int] = []
        let subscription = driver.drive(onNext: { received.append($0) })
        main.runDue()
        subscription.dispose()
        relay.accept(2)
        let again = Recorder(driver)
        main.runDue()
        XCTAssertEqual(received, [1])
        XCTAssertEqual(again.elements, [2], "reconnecting subscribes to the source afresh")
    }

    func testNothingIsDeliveredUntilTheMainSchedulerRuns() {
        MainActor.assumeIsolated { () -> Void in
            let subject = PublishSubject<String>()
            let main = VirtualTimeScheduler()
            let driver = SharingScheduler.mock(scheduler: main) { subject.asDriver(onErrorJustReturn: "") }
            let label = Label(id: "l")
            let bag = DisposeBag()
            driver.drive(label.rx.text).disposed(by: bag)
            subject.onNext("hello")
            XCTAssertNil(label.text)
            main.runDue()
            XCTAssertEqual(label.text, "hello")
        }
    }

    func testOutsideAnyScopeDeliveryIsImmediate() {
        let subject = PublishSubject<Int>()
        let received = Recorder(subject.asDriver(onErrorJustReturn: 0))
        subject.onNext(5)
        XCTAssertEqual(received.elements, [5])
    }

    func testControlsConvertWithoutAnErrorPolicy() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let field = TextField(id: "f", text: "a")
            let button = Button(id: "b", title: "Go")
            let text = Recorder(field.rx.text.orEmpty.asDriver())
            let taps = Recorder(button.rx.tap.asSignal())
            let tapDriver = Recorder(button.rx.tap.asDriver())
            field.userEdit("ab")
            XCTAssertNoThrow(try button.userTap())
            XCTAssertEqual(text.elements, ["a", "a", "ab"])
            XCTAssertEqual(taps.elements.count, 1)
            XCTAssertEqual(tapDriver.elements.count, 1)
        }
    }

    func testDriveAndEmitIntoRelaysAndObservers() {
        MainActor.assumeIsolated { () -> Void in
            let behavior = BehaviorRelay(value: 0)
            let optional = BehaviorRelay<Int?>(value: nil)
            let publish = PublishRelay<Int>()
            let published = Recorder(publish)
            let bag = DisposeBag()
            Driver.just(3).drive(behavior, behavior).disposed(by: bag)
            Driver.just(4).drive(optional).disposed(by: bag)
            Signal.just(5).emit(to: publish).disposed(by: bag)
            let label = Label(id: "l")
            Signal.just("x").emit(to: label.rx.text).disposed(by: bag)
            XCTAssertEqual(behavior.value, 3)
            XCTAssertEqual(optional.value, 4)
            XCTAssertEqual(published.elements, [5])
            XCTAssertEqual(label.text, "x")
        }
    }

    func testOperatorsKeepTheTrait() {
        let subject = PublishSubject<Int>()
        let other = BehaviorRelay(value: "x")
        let driver = subject.asDriver(onErrorJustReturn: 0)
        let mapped = Recorder(driver.map { $0 * 10 }.filter { $0 > 10 }.distinctUntilChanged().startWith(-1))
        let latest = Recorder(driver.withLatestFrom(other.asDriver()) { "\($0)\($1)" })
        let switched = Recorder(driver.flatMapLatest { Driver.from(Array(repeating: $0, count: $0)) })
        let merged = Recorder(Driver.merge(driver, driver.map { -$0 }))
        let combined = Recorder(Driver.combineLatest(driver, other.asDriver()) { "\($1)\($0)" })
        let compact = Recorder(driver.compactMap { $0 == 2 ? nil : $0 }.distinctUntilChanged { $0 % 2 })
        for value in [1, 2, 2, 3] { subject.onNext(value) }
        XCTAssertEqual(mapped.elements, [-1, 20, 30])
        XCTAssertEqual(latest.elements, ["1x", "2x", "2x", "3x"])
        XCTAssertEqual(switched.elements, [1, 2, 2, 2, 2, 3, 3, 3])
        XCTAssertEqual(merged.elements, [1, -1, 2, -2, 2, -2, 3, -3])
        XCTAssertEqual(combined.elements, ["x1", "x2", "x2", "x3"])
        XCTAssertEqual(compact.elements, [1])
        XCTAssertTrue(Recorder(Driver<Int>.empty()).completed)
    }

    /// One observer is subscribed as it is (no list walked per event): a binder gets the
    /// relay's value at once and each element until disposed; an optional observer every event.
    func testDriveToOneBinderAndToOneOptionalObserver() {
        final class Target { var texts: [String?] = [] }
        let label = Target()
        let relay = BehaviorRelay(value: "a")
        var events: [String] = []
        let toBinder = relay.asDriver().drive(Binder(label) { label, text in label.texts.append(text) })
        let toOptional = Driver.just("x").drive(AnyObserver<String?> { event in
            switch event {
            case .next(let element): events.append(element ?? "nil")
            case .error: events.append("error")
            case .completed: events.append("completed")
            }
        })
        relay.accept("b")
        toBinder.dispose()
        relay.accept("c")
        XCTAssertEqual(label.texts, ["a", "b"])
        XCTAssertEqual(events, ["x", "completed"])
        toOptional.dispose()
    }
}
