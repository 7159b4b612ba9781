import RxSwift
import XCTest

/// combineLatest emits once every source has had an element, and it knows that by a count of
/// the sources that have had one: a source that sends again before the others must be counted
/// once, or the count would reach the number of sources early (the steady state asks only the count).
final class CombineLatestCountTests: XCTestCase {
    func testASourceSendingAgainBeforeTheOthersIsCountedOnce() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        let c = PublishSubject<Int>()
        var results: [String] = []
        let subscription = Observable.combineLatest(a, b, c) { "\($0)\($1)\($2)" }
            .subscribe(onNext: { results.append($0) })
        a.onNext(1)
        a.onNext(2)
        b.onNext(3)
        XCTAssertEqual(results, [], "a twice and b once are two sources of three, not three")
        a.onNext(4)
        XCTAssertEqual(results, [])
        c.onNext(5)
        XCTAssertEqual(results, ["435"])
        b.onNext(6)
        a.onNext(7)
        c.onNext(8)
        XCTAssertEqual(results, ["435", "465", "765", "768"])
        subscription.dispose()
    }

    func testAfterEverySourceHasSentEachElementEmitsAndCompletionWaitsForAll() {
        let a = PublishSubject<Int>()
        let b = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Observable.combineLatest(a, b) { $0 + $1 }
            .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })
        a.onNext(1)
        b.onNext(10)
        a.onCompleted()
        b.onNext(20)
        XCTAssertEqual(log, ["11", "21"], "a completed with an element: b's elements still combine with it")
        b.onCompleted()
        XCTAssertEqual(log, ["11", "21", "completed"])
        subscription.dispose()
    }
}
