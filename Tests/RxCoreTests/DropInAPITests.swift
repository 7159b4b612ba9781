import RxRelay
import RxSwift
import RxTest
import XCTest

/// RxSwift 6.10 API that community libraries call (Action, RxSwiftExt), by its own names.
final class DropInAPITests: XCTestCase {
    func testCreateUnboundedReplaysEveryElementToALateSubscriber() {
        let subject = ReplaySubject<Int>.createUnbounded()
        (1...300).forEach(subject.onNext)
        var seen: [Int] = []
        _ = subject.subscribe(onNext: { seen.append($0) })
        XCTAssertEqual(seen, Array(1...300))
        let relay = ReplayRelay<Int>.createUnbounded()
        (1...3).forEach(relay.accept)
        var relayed: [Int] = []
        _ = relay.subscribe(onNext: { relayed.append($0) })
        XCTAssertEqual(relayed, [1, 2, 3])
    }

    func testRelaysAsInfallibleDeliverWhatTheRelayHolds() {
        let behavior = BehaviorRelay(value: 1)
        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(7)
        var seen: [Int] = []
        let bag = DisposeBag()
        behavior.asInfallible().subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        publish.asInfallible().subscribe(onNext: { seen.append($0 * 10) }).disposed(by: bag)
        replay.asInfallible().subscribe(onNext: { seen.append($0 * 100) }).disposed(by: bag)
        behavior.accept(2)
        publish.accept(3)
        XCTAssertEqual(seen, [1, 700, 2, 30])
    }
}
