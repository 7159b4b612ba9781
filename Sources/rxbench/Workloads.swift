import RxCore
import RxTestKit

/// The workloads RxSwift 6.10.2 was measured on (issue 2), plus two calibration runs.
enum Workloads {
    static var all: [Workload] { [
        Workload(name: "a", summary: "range(1e6).map.filter summed", operations: 1_000_000,
                 expected: 250_000_500_000) {
            var sum = 0
            _ = Observable.range(start: 0, count: 1_000_000).map { $0 + 1 }.filter { $0 % 2 == 0 }
                .subscribe(onNext: { sum += $0 })
            return sum
        },
        Workload(name: "a2", summary: "create pushing 1e6 .map.filter summed", operations: 1_000_000,
                 expected: 250_000_500_000) {
            var sum = 0
            _ = Observable<Int>.create { observer in
                for value in 0..<1_000_000 { observer.onNext(value) }
                observer.onCompleted()
                return Disposables.create()
            }.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { sum += $0 })
            return sum
        },
        Workload(name: "b", summary: "PublishSubject 1e6 onNext .map.filter", operations: 1_000_000,
                 expected: 250_000_500_000) {
            var sum = 0
            let subject = PublishSubject<Int>()
            let subscription = subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { sum += $0 })
            for value in 0..<1_000_000 { subject.onNext(value) }
            subscription.dispose()
            return sum
        },
        Workload(name: "c1", summary: "BehaviorRelay<[Int]> 1e5 accept, 2 subscribers", operations: 100_000,
                 expected: 3_200_000) {
            var sum = 0
            let relay = BehaviorRelay<[Int]>(value: [])
            let array = Array(0..<16)
            let first = relay.subscribe(onNext: { sum += $0.count })
            let second = relay.subscribe(onNext: { sum += $0.count })
            for _ in 0..<100_000 { relay.accept(array) }
            first.dispose()
            second.dispose()
            return sum
        },
        Workload(name: "c2", summary: "BehaviorRelay<[Int]> 1e5 accept [i]", operations: 100_000,
                 expected: 5_000_050_000) {
            var sum = 0
            let relay = BehaviorRelay<[Int]>(value: [])
            let first = relay.subscribe(onNext: { sum += $0.count })
            let second = relay.subscribe(onNext: { sum += $0.first ?? 0 })
            for value in 0..<100_000 { relay.accept([value]) }
            first.dispose()
            second.dispose()
            return sum
        },
        Workload(name: "d", summary: "PublishSubject.flatMapLatest(just) 2e5", operations: 200_000,
                 expected: 19_999_900_000) {
            var sum = 0
            let subject = PublishSubject<Int>()
            let subscription = subject.flatMapLatest { Observable.just($0) }.subscribe(onNext: { sum += $0 })
            for value in 0..<200_000 { subject.onNext(value) }
            subscription.dispose()
            return sum
        },
        Workload(name: "e", summary: "TestScheduler debounce+distinct, 1e5 hot events", operations: 100_000,
                 expected: 3335) {
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            var events: [Recorded<Event<Int>>] = []
            events.reserveCapacity(100_001)
            var time = 300
            for index in 0..<100_000 {
                events.append(.next(time, index / 30))
                time += (index + 1) % 10 == 0 ? 700 : 100
            }
            events.append(.completed(time))
            let source = scheduler.createHotObservable(events)
            let observer = scheduler.start(created: 100, subscribed: 200, disposed: time + 10_000) {
                source.debounce(.milliseconds(500), scheduler: scheduler).distinctUntilChanged()
            }
            return observer.events.count
        },
        Workload(name: "f1", summary: "PublishSubject subscribe+dispose 2e5", operations: 200_000,
                 expected: 200_000) {
            let subject = PublishSubject<Int>()
            var count = 0
            for _ in 0..<200_000 {
                subject.subscribe().dispose()
                count += 1
            }
            return count
        },
        Workload(name: "f2", summary: "subject.map.filter subscribe(onNext:)+dispose 2e5", operations: 200_000,
                 expected: 200_000) {
            let subject = PublishSubject<Int>()
            var count = 0
            for _ in 0..<200_000 {
                subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { count += $0 }).dispose()
                count += 1
            }
            return count
        },
        Workload(name: "f3", summary: "just(1) subscribe+dispose 2e5", operations: 200_000,
                 expected: 200_000) {
            var sum = 0
            for _ in 0..<200_000 {
                Observable.just(1).subscribe(onNext: { sum += $0 }).dispose()
            }
            return sum
        },
        Workload(name: "g", summary: "combineLatest of 2 BehaviorSubjects, 5e5 updates", operations: 500_000,
                 expected: 249_999_000_001) {
            var sum = 0
            let left = BehaviorSubject(value: 0)
            let right = BehaviorSubject(value: 0)
            let subscription = Observable.combineLatest(left, right) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
            for value in 0..<500_000 {
                if value % 2 == 0 { left.onNext(value) } else { right.onNext(value) }
            }
            subscription.dispose()
            return sum
        },
        Workload(name: "z1", summary: "calibration: sort 1e6 LCG Ints", operations: 1_000_000,
                 expected: 0) {
            var state: UInt64 = 12345
            var values = [Int]()
            values.reserveCapacity(1_000_000)
            for _ in 0..<1_000_000 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                values.append(Int(state >> 33))
            }
            values.sort()
            return values.indices.dropFirst().allSatisfy { values[$0 - 1] <= values[$0] } ? 0 : 1
        },
        Workload(name: "z2", summary: "floor: escaping closures map+filter 1e6", operations: 1_000_000,
                 expected: 250_000_500_000) {
            let total = Total()
            let chain = opaque(closureChain(total))
            for value in 0..<1_000_000 { chain(value) }
            return total.sum
        },
    ] }
}

final class Total { var sum = 0 }

/// Hides a value from the optimizer, so the closures below stay real indirect calls.
@_optimize(none)
func opaque<Value>(_ value: Value) -> Value { value }

func closureChain(_ total: Total) -> (Int) -> Void {
    let sink: (Int) -> Void = opaque { total.sum += $0 }
    let filter: (Int) -> Void = opaque { if $0 % 2 == 0 { sink($0) } }
    return { filter($0 + 1) }
}
