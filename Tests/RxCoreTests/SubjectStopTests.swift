import RxSwift
import XCTest

/// A subject that ended or was disposed takes no more elements, through `onNext` (observers
/// of `subscribe(onNext:)` get it without an `Event`) or `on(.next)`, and records none; its
/// late subscribers get what RxSwift gives them. One stop flag stands for both states.
final class SubjectStopTests: XCTestCase {
    /// A subject of each kind as the tests drive it: its observable, its element entry points
    /// (`onNext` and `on(.next)`), its terminal events and its disposal.
    private struct Driven {
        let observable: Observable<Int>
        let send: (Int) -> Void
        let end: (Event<Int>) -> Void
        let dispose: () -> Void
        /// What a subscriber gets at once (a BehaviorSubject's value).
        let initial: [Int]
    }

    private func subjects() -> [Driven] {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 4)
        return [
            Driven(observable: publish.asObservable(), send: { publish.onNext($0); publish.on(.next($0)) },
                   end: publish.on, dispose: publish.dispose, initial: []),
            Driven(observable: behavior.asObservable(), send: { behavior.onNext($0); behavior.on(.next($0)) },
                   end: behavior.on, dispose: behavior.dispose, initial: [0]),
            Driven(observable: replay.asObservable(), send: { replay.onNext($0); replay.on(.next($0)) },
                   end: replay.on, dispose: replay.dispose, initial: []),
        ]
    }

    /// Elements after each way of stopping reach neither an element observer
    /// (`subscribe(onNext:)`'s) nor an event observer, for each kind of subject.
    func testAStoppedSubjectDeliversNoElementToEitherKindOfObserver() {
        let stops: [(String, (Driven) -> Void)] = [
            ("completed", { $0.end(.completed) }),
            ("error", { $0.end(.error(RxError.timeout)) }),
            ("disposed", { $0.dispose() }),
        ]
        for (name, stop) in stops {
            for (index, subject) in subjects().enumerated() {
                var elements: [Int] = []
                var events: [Event<Int>] = []
                let first = subject.observable.subscribe(onNext: { elements.append($0) })
                let second = subject.observable.subscribe { if case .next = $0 { events.append($0) } }
                subject.send(1)
                // An error reaches `subscribe(onNext:)`'s default handler, which prints it in debug builds.
                _ = captureStandardError { stop(subject) }
                subject.send(2)
                XCTAssertEqual(elements, subject.initial + [1, 1], "\(name), subject \(index)")
                XCTAssertEqual(events, (subject.initial + [1, 1]).map { .next($0) }, "\(name), subject \(index)")
                first.dispose()
                second.dispose()
            }
        }
    }

    /// A stopped BehaviorSubject keeps the value it had (or throws once disposed); a stopped
    /// ReplaySubject replays only what it had before it stopped.
    func testAStoppedSubjectRecordsNoElement() throws {
        let completed = BehaviorSubject(value: 1)
        completed.onCompleted()
        completed.onNext(2)
        XCTAssertEqual(try completed.value(), 1)

        let disposed = BehaviorSubject(value: 1)
        disposed.dispose()
        disposed.onNext(2)
        XCTAssertThrowsError(try disposed.value())

        let replay = ReplaySubject<Int>.create(bufferSize: 4)
        replay.onNext(1)
        replay.onError(RxError.timeout)
        replay.onNext(2)
        replay.on(.next(3))
        var events: [Event<Int>] = []
        _ = replay.subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(1), .error(RxError.timeout)])
    }

    /// As in RxSwift: a PublishSubject disposed and then completed keeps the completion for its
    /// late subscribers (it is not "disposed" to them), and takes no elements after it; a
    /// second terminal event changes nothing.
    func testADisposedPublishSubjectThatCompletesGivesLateSubscribersTheCompletion() {
        let subject = PublishSubject<Int>()
        subject.dispose()
        subject.onCompleted()
        subject.onError(RxError.timeout)
        subject.onNext(1)
        var events: [Event<Int>] = []
        _ = subject.subscribe { events.append($0) }
        var elements: [Int] = []
        var completions = 0
        _ = subject.subscribe(onNext: { elements.append($0) }, onCompleted: { completions += 1 })
        subject.onNext(2)
        XCTAssertEqual(events, [.completed])
        XCTAssertEqual(elements, [])
        XCTAssertEqual(completions, 1)
    }

    /// A late subscriber of each stopped subject gets the terminal event or the disposal error
    /// only; a late `subscribe(onNext:)` alone (which a subject takes as an element observer)
    /// gets no element, then or after.
    func testALateSubscriberOfAStoppedSubjectGetsOnlyItsEnd() {
        let publish = PublishSubject<Int>()
        publish.onError(RxError.timeout)
        let behavior = BehaviorSubject(value: 5)
        behavior.onCompleted()
        let disposed = BehaviorSubject(value: 5)
        disposed.dispose()
        for (index, subject) in [publish.asObservable(), behavior.asObservable(), disposed.asObservable()].enumerated() {
            var elements: [Int] = []
            var errors: [String] = []
            var completions = 0
            _ = subject.subscribe(onNext: { elements.append($0) }, onError: { errors.append("\($0)") },
                                  onCompleted: { completions += 1 })
            XCTAssertEqual(elements, [], "subject \(index)")
            XCTAssertEqual(errors.count + completions, 1, "subject \(index)")
            XCTAssertEqual(completions, index == 1 ? 1 : 0, "subject \(index)")
        }
        var plainElements: [Int] = []
        _ = behavior.subscribe(onNext: { plainElements.append($0) })
        behavior.onNext(6)
        XCTAssertEqual(plainElements, [])
    }
}
