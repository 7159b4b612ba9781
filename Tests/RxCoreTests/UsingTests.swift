import RxSwift
import RxTest
import XCTest

/// A resource that records the virtual times of its creation and of its disposal.
private final class TestResource: Disposable {
    private let scheduler: TestScheduler
    private(set) var ticks: [Int]

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        ticks = [scheduler.clock]
    }

    func dispose() {
        ticks.append(scheduler.clock)
    }
}

final class UsingTests: XCTestCase {
    private func run(_ events: [Recorded<Event<Int>>]) -> (TestableObserver<Int>, TestResource?, TestableObservable<Int>?) {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TestResource?
        var source: TestableObservable<Int>?
        let result = scheduler.start {
            Observable.using({ () -> TestResource in
                resource = TestResource(scheduler: scheduler)
                return resource!
            }, observableFactory: { (_: TestResource) -> Observable<Int> in
                source = scheduler.createColdObservable(events)
                return source!.asObservable()
            })
        }
        return (result, resource, source)
    }

    func testResourceIsDisposedWhenTheSequenceCompletes() {
        let (result, resource, source) = run([.next(100, 1), .completed(200)])
        XCTAssertEqual(result.events, [.next(300, 1), .completed(400)])
        XCTAssertEqual(source?.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(resource?.ticks, [200, 400])
    }

    func testResourceIsDisposedWhenTheSequenceFails() {
        let (result, resource, source) = run([.next(100, 1), .error(200, OperatorError())])
        XCTAssertEqual(result.events, [.next(300, 1), .error(400, OperatorError())])
        XCTAssertEqual(source?.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(resource?.ticks, [200, 400])
    }

    func testResourceIsDisposedWithTheSubscription() {
        let (result, resource, source) = run([.next(100, 1), .next(1000, 2)])
        XCTAssertEqual(result.events, [.next(300, 1)])
        XCTAssertEqual(source?.subscriptions, [Subscription(200, 1000)])
        XCTAssertEqual(resource?.ticks, [200, 1000])
    }

    func testResourceFactoryErrorIsTheSequencesError() {
        let scheduler = TestScheduler(initialClock: 0)
        var factoryCalls = 0
        let result = scheduler.start {
            Observable.using({ () throws -> TestResource in throw OperatorError() },
                             observableFactory: { (_: TestResource) -> Observable<Int> in
                factoryCalls += 1
                return .never()
            })
        }
        XCTAssertEqual(result.events, [.error(200, OperatorError())])
        XCTAssertEqual(factoryCalls, 0)
    }

    func testObservableFactoryErrorDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var resource: TestResource?
        let result = scheduler.start {
            Observable.using({ () -> TestResource in
                resource = TestResource(scheduler: scheduler)
                return resource!
            }, observableFactory: { (_: TestResource) throws -> Observable<Int> in throw OperatorError(code: 2) })
        }
        XCTAssertEqual(result.events, [.error(200, OperatorError(code: 2))])
        XCTAssertEqual(resource?.ticks, [200, 200])
    }
}
