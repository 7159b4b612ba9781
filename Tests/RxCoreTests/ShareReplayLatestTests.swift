import RxSwift
import XCTest

private final class Token {
    let name: String
    init(_ name: String) { self.name = name }
}

/// `share(replay: 1)` keeps the latest element of its connection: a late subscriber gets that element alone, an element replaced is let go at once, and
/// the last one goes with the connection.
final class ShareReplayLatestTests: XCTestCase {
    func testTheLatestIsReplayedAloneAndLetGoWithItsConnection() {
        let source = PublishSubject<Token>()
        let shared = source.share(replay: 1, scope: .whileConnected)
        weak var first: Token?
        weak var second: Token?
        var early: [String] = []
        let earlySubscription = shared.subscribe(onNext: { early.append($0.name) })
        do {
            let a = Token("a")
            let b = Token("b")
            first = a
            second = b
            source.onNext(a)
            source.onNext(b)
        }
        XCTAssertNil(first, "replaced by b, a is let go")
        XCTAssertNotNil(second, "the latest is kept for late subscribers")
        var late: [String] = []
        let lateSubscription = shared.subscribe(onNext: { late.append($0.name) })
        XCTAssertEqual(late, ["b"])
        weak var latest: Token?
        do {
            let c = Token("c")
            latest = c
            source.onNext(c)
        }
        XCTAssertNil(second, "replaced by c")
        XCTAssertNotNil(latest)
        XCTAssertEqual(early, ["a", "b", "c"])
        XCTAssertEqual(late, ["b", "c"])
        weak var third: Token?
        do {
            earlySubscription.dispose()
            lateSubscription.dispose()
        }
        XCTAssertNil(latest, "the connection ended, and its latest with it")
        do {
            let d = Token("d")
            third = d
            source.onNext(d)
        }
        XCTAssertNil(third, "no connection keeps an element sent after it ended")
        var next: [String] = []
        let nextSubscription = shared.subscribe(onNext: { next.append($0.name) })
        XCTAssertEqual(next, [], "a new connection replays nothing of the old one's")
        nextSubscription.dispose()
    }

    func testAConnectionThatNeverGotAnElementReplaysNothing() {
        let source = PublishSubject<Int>()
        let shared = source.share(replay: 1, scope: .whileConnected)
        var got: [Int] = []
        let first = shared.subscribe(onNext: { got.append($0) })
        let second = shared.subscribe(onNext: { got.append($0 * 10) })
        XCTAssertEqual(got, [])
        source.onNext(2)
        XCTAssertEqual(got, [2, 20])
        first.dispose()
        second.dispose()
    }
}
