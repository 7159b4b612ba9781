@testable import RxSwift
import XCTest

/// A fused `map { … }.filter { … }` keeps its two closures in one object that the sequence and
/// each subscription share (MapFilter.swift), and moves `subscribe(onNext:)`'s closure into its
/// sink. These pin the lifetimes that must not change with that: the closures live while the
/// sequence or any subscription does, and the `onNext` closure exactly while its subscription does.
final class MapFilterClosureLifetimeTests: XCTestCase {
    private final class Token {}

    /// The fused chain of `subject`, its closures capturing `transformToken` and `predicateToken`.
    private func fusedChain(of subject: PublishSubject<Int>, transformToken: Token,
                            predicateToken: Token) -> Observable<Int> {
        subject
            .map { value in withExtendedLifetime(transformToken) { value * 10 } }
            .filter { value in withExtendedLifetime(predicateToken) { value % 20 == 0 } }
    }

    func testASubscriptionKeepsTheClosuresAfterTheSequenceIsGone() {
        let subject = PublishSubject<Int>()
        weak var weakTransformToken: Token?
        weak var weakPredicateToken: Token?
        var received: [Int] = []
        var subscription: Disposable?
        do {
            let transformToken = Token(), predicateToken = Token()
            weakTransformToken = transformToken
            weakPredicateToken = predicateToken
            let chain = fusedChain(of: subject, transformToken: transformToken, predicateToken: predicateToken)
            XCTAssertTrue(chain.subscribesNextDirectly)
            subscription = chain.subscribe(onNext: { received.append($0) })
        }
        XCTAssertNotNil(weakTransformToken, "the subscription keeps the transform")
        XCTAssertNotNil(weakPredicateToken, "the subscription keeps the predicate")
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(received, [20])
        subscription?.dispose()
        XCTAssertNotNil(weakTransformToken, "a disposed subscription still held keeps them, as its sink does")
        subscription = nil
        XCTAssertNil(weakTransformToken)
        XCTAssertNil(weakPredicateToken)
    }

    func testTheSequenceKeepsTheClosuresAfterItsSubscriptionsAreGone() {
        let subject = PublishSubject<Int>()
        weak var weakTransformToken: Token?
        var chain: Observable<Int>?
        do {
            let transformToken = Token()
            weakTransformToken = transformToken
            chain = fusedChain(of: subject, transformToken: transformToken, predicateToken: Token())
        }
        var received: [Int] = []
        do {
            chain?.subscribe(onNext: { received.append($0) }).dispose()
            chain?.subscribe(AnyObserver { event in
                if case .next(let value) = event { received.append(value) }
            }).dispose()
        }
        XCTAssertNotNil(weakTransformToken, "the sequence keeps its closures")
        do {
            let again = chain?.subscribe(onNext: { received.append($0) })
            subject.onNext(4)
            again?.dispose()
        }
        XCTAssertEqual(received, [40])
        chain = nil
        XCTAssertNil(weakTransformToken)
    }

    func testSubscriptionsOfOneSequenceShareTheClosuresAndEndApart() {
        let subject = PublishSubject<Int>()
        var calls = 0
        let chain = subject.map { value -> Int in calls += 1; return value * 10 }.filter { $0 > 0 }
        var first: [Int] = [], second: [Int] = []
        let firstSubscription = chain.subscribe(onNext: { first.append($0) })
        let secondSubscription = chain.subscribe(AnyObserver { event in
            if case .next(let value) = event { second.append(value) }
        })
        subject.onNext(1)
        firstSubscription.dispose()
        subject.onNext(2)
        secondSubscription.dispose()
        subject.onNext(3)
        XCTAssertEqual(first, [10])
        XCTAssertEqual(second, [10, 20])
        XCTAssertEqual(calls, 3, "one transform call per element per live subscription")
    }

    func testTheOnNextClosureIsLetGoOfWithItsSubscriptionOnly() {
        let subject = PublishSubject<Int>()
        let chain = subject.map { $0 + 1 }.filter { _ in true }
        weak var weakToken: Token?
        var subscription: Disposable?
        var received: [Int] = []
        do {
            let token = Token()
            weakToken = token
            subscription = chain.subscribe(onNext: { value in withExtendedLifetime(token) { received.append(value) } })
        }
        XCTAssertNotNil(weakToken, "the subscription keeps its closure")
        subject.onNext(1)
        XCTAssertEqual(received, [2])
        subscription?.dispose()
        subscription = nil
        XCTAssertNil(weakToken, "nothing else keeps it once the subscription is gone")
        subject.onNext(2)
        XCTAssertEqual(received, [2])
    }
}
