import RxSwift
import RxRelay
import XCTest

/// `accept` and `onNext` take their element consumed: a temporary moves into the event. These
/// pin what RxSwift's relays do with such an element during delivery (re-entrant accepts,
/// observers added or disposed while it is delivered) and when it is let go of.
final class RelayAcceptOwnershipTests: XCTestCase {
    typealias Token = LiveToken

    func testAcceptedTemporaryIsKeptAsTheValueAndFreedWhenReplaced() {
        let before = Token.live.withLock { $0 }
        let relay = BehaviorRelay(value: Token("initial"))
        var seen: [String] = []
        let subscription = relay.subscribe(onNext: { seen.append($0.name) })
        relay.accept(Token("first"))
        XCTAssertEqual(relay.value.name, "first")
        XCTAssertEqual(Token.live.withLock { $0 } - before, 2, "the initial value (kept by the relay) and the current one")
        relay.accept(Token("second"))
        XCTAssertEqual(relay.value.name, "second")
        XCTAssertEqual(Token.live.withLock { $0 } - before, 2, "first is freed once replaced and delivered")
        XCTAssertEqual(seen, ["initial", "first", "second"])
        subscription.dispose()
    }

    func testReentrantAcceptDeliversNestedAndLeavesTheInnerValue() {
        let relay = BehaviorRelay(value: [0])
        var log: [String] = []
        let first = relay.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == [1] { relay.accept([2]) }
        })
        let second = relay.subscribe(onNext: { log.append("B\($0)") })
        _ = captureStandardError { relay.accept([1]) }
        // As RxSwift: the nested event reaches both observers before the outer one reaches B.
        XCTAssertEqual(log, ["A[0]", "B[0]", "A[1]", "A[2]", "B[2]", "B[1]"])
        XCTAssertEqual(relay.value, [2])
        first.dispose()
        second.dispose()
    }

    func testObserverDisposedDuringDeliveryStillGetsThatEventButNoLaterOnes() {
        let relay = PublishRelay<[Int]>()
        var log: [String] = []
        var second: Disposable?
        let first = relay.subscribe(onNext: { value in
            log.append("A\(value)")
            second?.dispose()
        })
        second = relay.subscribe(onNext: { log.append("B\($0)") })
        relay.accept([1])
        relay.accept([2])
        // RxSwift delivers an event to the observers of the moment it was sent: B, removed
        // while [1] is delivered, still gets [1], and nothing after.
        XCTAssertEqual(log, ["A[1]", "B[1]", "A[2]"])
        first.dispose()
    }

    func testObserverAddedDuringDeliveryGetsOnlyLaterEvents() {
        let relay = PublishRelay<[Int]>()
        var log: [String] = []
        var added: Disposable?
        let first = relay.subscribe(onNext: { value in
            log.append("A\(value)")
            if added == nil { added = relay.subscribe(onNext: { log.append("B\($0)") }) }
        })
        relay.accept([1])
        relay.accept([2])
        XCTAssertEqual(log, ["A[1]", "A[2]", "B[2]"])
        first.dispose()
        added?.dispose()
    }

    func testReplayRelayKeepsAcceptedTemporariesInItsBuffer() {
        let relay = ReplayRelay<[Int]>.create(bufferSize: 2)
        relay.accept([1])
        relay.accept([2])
        relay.accept([3])
        var replayed: [[Int]] = []
        let subscription = relay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [[2], [3]])
        subscription.dispose()
    }

    func testOnNextOfATemporaryReachesEveryObserverUnchanged() {
        let subject = BehaviorSubject(value: [0])
        var first: [[Int]] = []
        var second: [[Int]] = []
        let a = subject.subscribe(onNext: { first.append($0) })
        let b = subject.subscribe(onNext: { second.append($0) })
        for value in 1...3 { subject.onNext([value, value]) }
        XCTAssertEqual(first, [[0], [1, 1], [2, 2], [3, 3]])
        XCTAssertEqual(second, first)
        XCTAssertEqual(try subject.value(), [3, 3])
        a.dispose()
        b.dispose()
    }
}
