import RxSwift
import XCTest

final class HooksTests: XCTestCase {
    override func tearDown() {
        Hooks.recordCallStackOnError = false
        super.tearDown()
    }

    func testAnErrorWithoutOnErrorGoesToTheDefaultErrorHandler() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var handled: [String] = []
        Hooks.defaultErrorHandler = { _, error in handled.append("\(error)") }
        _ = Observable<Int>.error(RxError.timeout).subscribe(onNext: { _ in })
        _ = Single<Int>.error(RxError.noElements).subscribe(onSuccess: { _ in })
        _ = Observable<Int>.error(RxError.unknown).subscribe(onError: { _ in handled.append("handled") })
        XCTAssertEqual(handled, ["Sequence timeout.", "Sequence doesn't contain any elements.", "handled"])
    }

    func testByDefaultAnUnhandledErrorIsPrintedInDebugBuilds() {
        let printed = captureStandardError {
            _ = Observable<Int>.error(RxError.timeout).subscribe()
        }
        #if DEBUG
        XCTAssertEqual(printed, "Unhandled error happened: Sequence timeout.\n")
        #else
        XCTAssertEqual(printed, "")
        #endif
    }

    func testTheCallStackIsCapturedOnlyWhenRecordingIsOn() {
        let savedHandler = Hooks.defaultErrorHandler
        let savedCapture = Hooks.customCaptureSubscriptionCallstack
        defer {
            Hooks.defaultErrorHandler = savedHandler
            Hooks.customCaptureSubscriptionCallstack = savedCapture
        }
        var stacks: [[String]] = []
        Hooks.defaultErrorHandler = { stack, _ in stacks.append(stack) }
        Hooks.customCaptureSubscriptionCallstack = { ["frame 1", "frame 2"] }
        _ = Observable<Int>.error(RxError.timeout).subscribe()
        Hooks.recordCallStackOnError = true
        _ = Observable<Int>.error(RxError.timeout).subscribe()
        XCTAssertEqual(stacks, [[], ["frame 1", "frame 2"]])
    }

    func testAnElementAlreadyInFlightFromASubjectStillReachesADisposedSubscriber() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var second: Disposable?
        _ = subject.subscribe(onNext: { value in
            log.append("first \(value)")
            second?.dispose()
        })
        second = subject.subscribe(onNext: { log.append("second \($0)") })
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(log, ["first 1", "second 1", "first 2"])
    }
}
