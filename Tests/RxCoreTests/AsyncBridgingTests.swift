import Dispatch
import RxSwift
import Synchronization
import XCTest

private struct TestError: Error {}

/// A flag tests set from other tasks.
private final class Flag: Sendable {
    private let value = Atomic<Bool>(false)

    var isSet: Bool { value.load(ordering: .acquiring) }

    func set() { value.store(true, ordering: .releasing) }

    /// Waits (yielding) until the flag is set, or about five seconds have passed.
    func wait() async {
        for _ in 0..<5_000 where !isSet {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
    }
}

final class AsyncBridgingTests: XCTestCase {
    // MARK: values

    func testObservableValuesYieldsTheElements() async throws {
        var received: [Int] = []
        for try await value in Observable.of(1, 2, 3).values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testObservableValuesThrowsTheError() async {
        var received: [Int] = []
        do {
            for try await value in Observable.of(1).concat(Observable<Int>.error(TestError())).values {
                received.append(value)
            }
            XCTFail("no error thrown")
        } catch {
            XCTAssertTrue(error is TestError)
        }
        XCTAssertEqual(received, [1])
    }

    func testLeavingTheLoopEarlyDisposesTheSubscription() async throws {
        let disposed = Flag()
        let subject = BehaviorSubject(value: 1)
        for try await value in subject.do(onDispose: { disposed.set() }).values {
            XCTAssertEqual(value, 1)
            break
        }
        await disposed.wait()
        XCTAssertTrue(disposed.isSet)
    }

    func testCancellingTheIteratingTaskDisposesTheSubscription() async {
        let disposed = Flag()
        let stream = Observable<Int>.never().do(onDispose: { disposed.set() }).values
        let task = Task {
            for try await _ in stream {}
        }
        task.cancel()
        _ = await task.result
        await disposed.wait()
        XCTAssertTrue(disposed.isSet)
    }

    /// RxSwift 6.10: a loop in a task cancelled before any element throws `CancellationError`.
    func testCancellingTheTaskBeforeAnyElementThrowsCancellationError() async {
        let disposed = Flag()
        let stream = Observable<Int>.never().do(onDispose: { disposed.set() }).values
        let task = Task { () -> Int in
            var count = 0
            for try await _ in stream { count += 1 }
            return count
        }
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
        await disposed.wait()
        XCTAssertTrue(disposed.isSet)
    }

    /// The same when the loop is already waiting for an element.
    func testCancellingAWaitingLoopThrowsCancellationError() async {
        let subscribed = Flag()
        let stream = Observable<Int>.never().do(onSubscribed: { subscribed.set() }).values
        let task = Task { for try await _ in stream {} }
        await subscribed.wait()
        try? await Task.sleep(nanoseconds: 10_000_000)
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError, "\(error)")
        }
    }

    func testValuesOfASequenceOnAnotherThread() async throws {
        let scheduler = ConcurrentDispatchQueueScheduler(queue: DispatchQueue(label: "values", attributes: .concurrent))
        var received: [Int] = []
        for try await value in Observable<Int>.interval(.milliseconds(1), scheduler: scheduler).take(3).values {
            received.append(value)
        }
        XCTAssertEqual(received, [0, 1, 2])
        let single = try await Single<Int>.timer(.milliseconds(1), scheduler: scheduler).value
        XCTAssertEqual(single, 0)
    }

    func testInfallibleValuesCannotThrow() async {
        var received: [Int] = []
        for await value in Observable<Int>.error(TestError()).asInfallible(onErrorJustReturn: 9).values {
            received.append(value)
        }
        XCTAssertEqual(received, [9])
    }

    // MARK: trait values

    func testSingleValue() async throws {
        let value = try await Single.just(5).value
        XCTAssertEqual(value, 5)
        do {
            _ = try await Single<Int>.error(TestError()).value
            XCTFail("no error thrown")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }

    func testMaybeValueIsNilWhenEmpty() async throws {
        let element = try await Maybe.just("a").value
        XCTAssertEqual(element, "a")
        let none = try await Maybe<String>.empty().value
        XCTAssertNil(none)
    }

    func testCompletableValue() async throws {
        try await Completable.empty().value
        do {
            try await Completable.error(TestError()).value
            XCTFail("no error thrown")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }

    func testSingleValueWaitsForALaterSuccess() async throws {
        let subject = PublishSubject<Int>()
        let subscribed = Flag()
        let single = subject.do(onSubscribed: { subscribed.set() }).asSingle()
        let box = SubjectBox(subject: subject)
        async let value = single.value
        await subscribed.wait()
        box.subject.onNext(3)
        box.subject.onCompleted()
        let result = try await value
        XCTAssertEqual(result, 3)
    }

    /// RxSwift 6.10: a Completable that completes at once, awaited in a cancelled task, returns.
    func testCompletableValueInACancelledTaskReturnsWhenItCompletesAtOnce() async {
        let task = Task { () async throws -> Bool in
            withUnsafeCurrentTask { $0?.cancel() }
            try await Completable.empty().value
            return Task.isCancelled
        }
        let result = await task.result
        XCTAssertEqual(try result.get(), true)
    }

    func testCancellingTheAwaitingTaskDisposesTheSubscription() async {
        let subscribed = Flag()
        let disposed = Flag()
        let single = Single<Int>.never().do(onSubscribed: { subscribed.set() }, onDispose: { disposed.set() })
        let task = Task { try await single.value }
        await subscribed.wait()
        task.cancel()
        let result = await task.result
        XCTAssertTrue(disposed.isSet)
        XCTAssertThrowsError(try result.get()) { error in
            XCTAssertTrue(error is CancellationError)
        }
    }

    // MARK: Single.create with async work

    func testSingleCreateRunsTheWork() async throws {
        let single = Single<Int>.create {
            await Task.yield()
            return 42
        }
        let value = try await single.value
        XCTAssertEqual(value, 42)
        let failing = Single<Int>.create(detached: true, priority: .low) { throw TestError() }
        do {
            _ = try await failing.value
            XCTFail("no error thrown")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }

    func testDisposingCancelsTheWork() async {
        let started = Flag()
        let cancelled = Flag()
        let single = Single<Int>.create {
            started.set()
            do {
                try await Task.sleep(nanoseconds: 10_000_000_000)
            } catch {
                cancelled.set()
                throw error
            }
            return 1
        }
        let disposable = single.subscribe(onSuccess: { _ in XCTFail("succeeded") })
        await started.wait()
        disposable.dispose()
        await cancelled.wait()
        XCTAssertTrue(cancelled.isSet)
    }

    // MARK: AsyncSequence.asObservable

    func testAsyncSequenceAsObservable() async throws {
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        let values = try await stream.asObservable().toArray().value
        XCTAssertEqual(values, [1, 2, 3])
    }

    func testAsyncSequenceErrorBecomesTheObservablesError() async {
        let stream = AsyncThrowingStream<Int, Swift.Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError())
        }
        do {
            _ = try await stream.asObservable().toArray().value
            XCTFail("no error thrown")
        } catch {
            XCTAssertTrue(error is TestError)
        }
    }

    func testAsObservableIteratesInATaskOfTheGivenPriority() async throws {
        let priorities = try await PriorityReporter().asObservable(priority: .high).toArray().value
        XCTAssertEqual(priorities, [.high])
        let defaulted = try await PriorityReporter().asObservable().toArray().value
        XCTAssertEqual(defaulted.count, 1)
    }

    func testDisposingCancelsTheIteratingTask() async {
        let terminated = Flag()
        let stream = AsyncStream<Int> { continuation in
            continuation.onTermination = { _ in terminated.set() }
        }
        let disposable = stream.asObservable().subscribe(onNext: { _ in })
        disposable.dispose()
        await terminated.wait()
        XCTAssertTrue(terminated.isSet)
    }
}

/// An async sequence of one element: the priority of the task iterating it.
private struct PriorityReporter: AsyncSequence, AsyncIteratorProtocol {
    typealias Element = TaskPriority
    var sent = false

    mutating func next() async -> TaskPriority? {
        guard !sent else { return nil }
        sent = true
        return Task.currentPriority
    }

    func makeAsyncIterator() -> PriorityReporter { self }
}

/// Hands a subject to the test body across `async let`.
private struct SubjectBox: @unchecked Sendable {
    let subject: PublishSubject<Int>
}
