import RxSwift
import RxRelay
import XCTest

/// A new subscriber of a BehaviorSubject gets its value under the subject's lock: these pin what
/// it and the subject do when it reacts to that first element by sending to the subject or
/// subscribing to it again, and when each value is freed, as in RxSwift.
final class BehaviorValueToSubscriberTests: XCTestCase {
    typealias Token = LiveToken

    func name(of subject: BehaviorSubject<Token>) -> String {
        (try? subject.value())?.name ?? "-"
    }

    func testSubscriberSendingDuringItsFirstElementGetsTheNewOneNestedAndItBecomesTheValue() {
        let before = Token.count
        do {
            let subject = BehaviorSubject(value: Token("zero"))
            var log: [String] = []
            var sent = false
            var subscription: Disposable?
            _ = captureStandardError { subscription = subject.subscribe(AnyObserver { event in
                let name = event.element?.name ?? "\(event)"
                log.append("S:\(name) value \(self.name(of: subject))")
                guard !sent else { return }
                sent = true
                subject.onNext(Token("one"))
                log.append("after one: value \(self.name(of: subject)), still \(name)")
            }) }
            XCTAssertEqual(log, ["S:zero value zero", "S:one value one", "after one: value one, still zero"])
            XCTAssertEqual(name(of: subject), "one")
            XCTAssertEqual(Token.count - before, 1, "zero freed once its delivery ended")
            var late: [String] = []
            subject.subscribe(onNext: { late.append($0.name) }).dispose()
            XCTAssertEqual(late, ["one"])
            subscription?.dispose()
        }
        XCTAssertEqual(Token.count - before, 0)
    }

    func testOnNextSubscriberAcceptingDuringItsFirstElementLeavesTheLatestAsTheValue() {
        let relay = BehaviorRelay(value: Token("zero"))
        var log: [String] = []
        var subscription: Disposable?
        _ = captureStandardError { subscription = relay.subscribe(onNext: { token in
            log.append("A:\(token.name) value \(relay.value.name)")
            if token.name == "zero" { relay.accept(Token("one")) }
            if token.name == "one" { relay.accept(Token("two")) }
        }) }
        XCTAssertEqual(log, ["A:zero value zero", "A:one value one", "A:two value two"])
        XCTAssertEqual(relay.value.name, "two")
        subscription?.dispose()
    }

    func testSubscriberAddedDuringAFirstElementGetsTheSameValueThenLaterElements() {
        let before = Token.count
        do {
            let subject = BehaviorSubject(value: Token("zero"))
            var log: [String] = []
            var inner: Disposable?
            let outer = subject.subscribe(AnyObserver { event in
                log.append("A:\(event.element?.name ?? "\(event)")")
                guard inner == nil else { return }
                inner = subject.subscribe(AnyObserver { log.append("B:\($0.element?.name ?? "\($0)") value \(self.name(of: subject))") })
            })
            subject.onNext(Token("one"))
            subject.onCompleted()
            XCTAssertEqual(log, ["A:zero", "B:zero value zero", "A:one", "B:one value one", "A:completed", "B:completed value one"])
            XCTAssertEqual(Token.count - before, 1, "zero freed; one is the value")
            outer.dispose()
            inner?.dispose()
        }
        XCTAssertEqual(Token.count - before, 0)
    }
}
