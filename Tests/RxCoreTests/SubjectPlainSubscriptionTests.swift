@testable import RxSwift
import XCTest

/// `subscribe()` with no closure on a PublishSubject keeps no observer object: the subject holds
/// a closure that reports an error to `Hooks.defaultErrorHandler`, and the subscription is the
/// subject's own. Each case checks what a `NextObserver` would have done; the first also that
/// no observer object was made (it fails with the `NextObserver` path).
final class SubjectPlainSubscriptionTests: XCTestCase {
    private var savedHandler: Hooks.DefaultErrorHandler!
    private var savedCapture: Hooks.CustomCaptureSubscriptionCallstack!
    private var reported: [String] = []

    override func setUp() {
        super.setUp()
        savedHandler = Hooks.defaultErrorHandler
        savedCapture = Hooks.customCaptureSubscriptionCallstack
        reported = []
        Hooks.defaultErrorHandler = { [unowned self] stack, error in
            reported.append("\(error) \(stack)")
        }
    }

    override func tearDown() {
        Hooks.defaultErrorHandler = savedHandler
        Hooks.customCaptureSubscriptionCallstack = savedCapture
        Hooks.recordCallStackOnError = false
        super.tearDown()
    }

    func testSubscribeWithNoClosureIsTheSubjectsOwnSubscription() {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe()
        XCTAssertFalse(subscription is DisposeBase)
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subscription.dispose()
        subject.onError(RxError.timeout)
        XCTAssertEqual(reported, [])
    }

    func testAnErrorIsReportedOnceWithNoCallStackAndTheObserverIsLetGo() {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe()
        subject.onCompleted()
        subject.onError(RxError.timeout)
        XCTAssertFalse(subject.hasObservers)
        XCTAssertEqual(reported, [])

        let second = PublishSubject<Int>()
        let other = second.subscribe()
        second.onNext(1)
        second.onError(RxError.timeout)
        second.onError(RxError.unknown)
        XCTAssertFalse(second.hasObservers)
        XCTAssertEqual(reported, ["Sequence timeout. []"])
        subscription.dispose()
        other.dispose()
    }

    func testASubjectThatEndedOrWasDisposedReportsAtOnce() {
        let failed = PublishSubject<Int>()
        failed.onError(RxError.timeout)
        _ = failed.subscribe()
        let completed = PublishSubject<Int>()
        completed.onCompleted()
        _ = completed.subscribe()
        let disposed = PublishSubject<Int>()
        disposed.dispose()
        _ = disposed.subscribe()
        XCTAssertEqual(reported.count, 2)
        XCTAssertEqual(reported.first, "Sequence timeout. []")
        XCTAssertTrue(reported.last?.hasPrefix("Object `") == true, reported.last ?? "")
    }

    func testWithCallStacksRecordedTheErrorCarriesTheSubscriptionsStack() {
        Hooks.customCaptureSubscriptionCallstack = { ["frame 1"] }
        Hooks.recordCallStackOnError = true
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe()
        Hooks.recordCallStackOnError = false
        subject.onError(RxError.timeout)
        XCTAssertEqual(reported, ["Sequence timeout. [\"frame 1\"]"])
        subscription.dispose()
    }

    func testThroughTheBaseClassBothShapesBehaveAsBefore() {
        let subject = PublishSubject<Int>()
        let observable: Observable<Int> = subject
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            subject.onCompleted()
        })
        // Completed by the first observer's element: a closure behind no stop bit would still
        // get that element after its completion.
        let second = observable.subscribe(onNext: { log.append("second \($0)") })
        let third = observable.subscribe()
        XCTAssertFalse(third is DisposeBase)
        subject.onNext(1)
        XCTAssertEqual(log, ["first 1"])
        XCTAssertFalse(subject.hasObservers)
        first.dispose()
        second.dispose()
        third.dispose()
    }
}
