import RxSwift
import RxRelay
import Dispatch
import Synchronization
import XCTest

final class SubjectTests: XCTestCase {
    func testPublishSubjectDeliversReentrantEventsNestedAsInRxSwift() {
        let subject = PublishSubject<Int>()
        var received: [String] = []
        let subscription = subject.subscribe(onNext: { value in
            received.append("begin \(value)")
            if value == 1 { subject.onNext(2) }
            received.append("end \(value)")
        })
        subject.onNext(1)
        XCTAssertEqual(received, ["begin 1", "begin 2", "end 2", "end 1"])
        subscription.dispose()
    }
}

final class SubjectReplayTests: XCTestCase {
    func testBehaviorSubjectReplaysTheCurrentValueAndRethrowsItsError() {
        let subject = BehaviorSubject(value: 1)
        subject.onNext(2)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(3)
        XCTAssertEqual(received, [2, 3])
        XCTAssertEqual(try subject.value(), 3)
        subject.onError(RxError.timeout)
        XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? RxError, .timeout) }
    }

    func testReplaySubjectKeepsTheLastElementsAndTheTerminalEvent() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        [1, 2, 3].forEach(subject.onNext)
        subject.onCompleted()
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(2), .next(3), .completed])
    }

    func testLateSubscriberToATerminatedPublishSubjectGetsTheTerminalEventOnly() {
        let subject = PublishSubject<Int>()
        subject.onNext(1)
        subject.onError(RxError.noElements)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        subject.onNext(2)
        XCTAssertEqual(events, [.error(RxError.noElements)])
    }

    func testRelaysNeverTerminateAndBehaviorRelayKeepsItsValue() {
        let relay = BehaviorRelay(value: "a")
        let publish = PublishRelay<String>()
        var received: [String] = []
        _ = Observable.merge(relay.asObservable(), publish.asObservable()).subscribe(onNext: { received.append($0) })
        relay.accept("b")
        publish.accept("c")
        XCTAssertEqual(received, ["a", "b", "c"])
        XCTAssertEqual(relay.value, "b")
    }

    /// RxSwift's subjects do not serialize senders on different threads (that is the
    /// sender's job; debug builds warn about it), but every event reaches every observer.
    func testConcurrentOnNextReachesEveryObserver() {
        let subject = PublishSubject<Int>()
        let count = Atomic<Int>(0)
        let subscription = subject.subscribe(onNext: { _ in count.add(1, ordering: .relaxed) })
        _ = captureStandardError {
            DispatchQueue.concurrentPerform(iterations: 2) { worker in
                for value in 0..<200 { subject.onNext(worker * 10_000 + value) }
            }
        }
        subscription.dispose()
        XCTAssertEqual(count.load(ordering: .relaxed), 400)
    }
}

final class DispatchSchedulerTests: XCTestCase {
    func testSerialSchedulerRunsDelayedWorkInOrderOffTheCallingThread() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxs.test")
        let done = DispatchSemaphore(value: 0)
        let received = Mutex<[Int]>([])
        _ = Observable.of(1, 2, 3).observe(on: scheduler).delay(.milliseconds(5), scheduler: scheduler)
            .subscribe(onNext: { value in received.withLock { $0.append(value) } }, onCompleted: { done.signal() })
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(received.withLock { $0 }, [1, 2, 3])
    }
}
