import RxSwift
import RxRelay
import RxTest

/// The workloads of `../shared/anchors/RxBench.swift`, with the same definitions (same sources,
/// operators, closures, loop bounds, timed section and checksum), so RxSwift and rxs can be
/// compared side by side. Change one only together with the anchor's.
enum Workloads {
    static var all: [Workload] { [
        Workload(name: "a", summary: "range(1e6).map(+1).filter(even).subscribe", operations: 1_000_000,
                 expected: 250_000_500_000) {
            var sum = 0
            let subscription = Observable.range(start: 0, count: 1_000_000)
                .map { $0 + 1 }
                .filter { $0 % 2 == 0 }
                .subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
            return sum
        },
        // Separates range's scheduling cost from map/filter's.
        Workload(name: "a2", summary: "create{loop 1e6}.map(+1).filter(even).subscribe", operations: 1_000_000,
                 expected: 250_000_500_000) {
            var sum = 0
            let subscription = Observable<Int>.create { observer in
                for value in 0..<1_000_000 { observer.onNext(value) }
                observer.onCompleted()
                return Disposables.create()
            }
            .map { $0 + 1 }
            .filter { $0 % 2 == 0 }
            .subscribe(onNext: { sum &+= $0 })
            subscription.dispose()
            return sum
        },
        Workload(name: "b", summary: "PublishSubject 1 sub map+filter, onNext x1e6", operations: 1_000_000,
                 expected: 250_000_500_000) {
            var sum = 0
            let subject = PublishSubject<Int>()
            let subscription = subject.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribe(onNext: { sum &+= $0 })
            for value in 0..<1_000_000 { subject.onNext(value) }
            subscription.dispose()
            return sum
        },
        Workload(name: "c1", summary: "BehaviorRelay<[Int]> 2 subs, accept x1e5 (shared 16-elt array)",
                 operations: 100_000, expected: 3_200_000) {
            var sum = 0
            let payload = Array(0..<16)
            let relay = BehaviorRelay<[Int]>(value: [])
            let first = relay.subscribe(onNext: { sum &+= $0.count })
            let second = relay.subscribe(onNext: { sum &+= $0.count })
            for _ in 0..<100_000 { relay.accept(payload) }
            first.dispose(); second.dispose()
            return sum
        },
        Workload(name: "c2", summary: "BehaviorRelay<[Int]> 2 subs, accept x1e5 (fresh [i] each)",
                 operations: 100_000, expected: 5_000_050_000) {
            var sum = 0
            let relay = BehaviorRelay<[Int]>(value: [])
            let first = relay.subscribe(onNext: { sum &+= $0.count })
            let second = relay.subscribe(onNext: { sum &+= $0.first ?? 0 })
            for value in 0..<100_000 { relay.accept([value]) }
            first.dispose(); second.dispose()
            return sum
        },
        Workload(name: "d", summary: "PublishSubject.flatMapLatest{just}, 2e5 outer events", operations: 200_000,
                 expected: 19_999_900_000) {
            var sum = 0
            let subject = PublishSubject<Int>()
            let subscription = subject.flatMapLatest { Observable.just($0) }.subscribe(onNext: { sum &+= $0 })
            for value in 0..<200_000 { subject.onNext(value) }
            subscription.dispose()
            return sum
        },
        // As in the anchor, only the scheduler's run is timed, not building the 1e5 recorded events.
        Workload.timed(name: "e", summary: "TestScheduler debounce(500ms)+distinct, 1e5 events (run)",
                       operations: 100_000, expected: 3335) {
            let (events, end) = debounceEvents()
            let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
            let hot = scheduler.createHotObservable(events)
            let start = monotonicNanoseconds()
            let observer = scheduler.start(created: 100, subscribed: 200, disposed: end + 10_000) {
                hot.debounce(.milliseconds(500), scheduler: scheduler).distinctUntilChanged()
            }
            return (monotonicNanoseconds() - start, observer.events.count)
        },
        Workload(name: "f1", summary: "churn: PublishSubject subscribe()+dispose() x2e5", operations: 200_000,
                 expected: 200_000) {
            let subject = PublishSubject<Int>()
            var count = 0
            for _ in 0..<200_000 {
                let subscription = subject.subscribe()
                subscription.dispose()
                count &+= 1
            }
            return count
        },
        Workload(name: "f2", summary: "churn: subject.map.filter subscribe(onNext:)+dispose() x2e5",
                 operations: 200_000, expected: 200_000) {
            let subject = PublishSubject<Int>()
            let observable = subject.map { $0 + 1 }.filter { $0 > 0 }
            var count = 0
            for _ in 0..<200_000 {
                let subscription = observable.subscribe(onNext: { count &+= $0 })
                subscription.dispose()
                count &+= 1
            }
            return count
        },
        Workload(name: "f3", summary: "churn: Observable.just(1) subscribe(onNext:)+dispose() x2e5",
                 operations: 200_000, expected: 200_000) {
            let observable = Observable.just(1)
            var count = 0
            for _ in 0..<200_000 {
                let subscription = observable.subscribe(onNext: { count &+= $0 })
                subscription.dispose()
            }
            return count
        },
        Workload(name: "g", summary: "combineLatest(BehaviorSubject x2), 5e5 alternating updates",
                 operations: 500_000, expected: 249_999_000_001) {
            var sum = 0
            let left = BehaviorSubject<Int>(value: 0)
            let right = BehaviorSubject<Int>(value: 0)
            let subscription = Observable.combineLatest(left, right) { $0 &+ $1 }.subscribe(onNext: { sum &+= $0 })
            for value in 0..<500_000 {
                if value & 1 == 0 { left.onNext(value) } else { right.onNext(value) }
            }
            subscription.dispose()
            return sum
        },
        // z1 and z2 use no Rx: they show how fast the machine and the compiler are in this run.
        Workload(name: "z1", summary: "calibration: sort 1e6 LCG Ints (no Rx)", operations: 1_000_000,
                 expected: 20381, calibration: true) {
            var state: UInt64 = 42
            var values = [Int](repeating: 0, count: 1_000_000)
            for index in 0..<values.count {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                values[index] = Int(truncatingIfNeeded: state >> 11)
            }
            values.sort()
            return values[500_000] & 0xFFFF
        },
        Workload(name: "z2", summary: "calibration: opaque closure chain map+filter 1e6 (no Rx)",
                 operations: 1_000_000, expected: 250_000_500_000, calibration: true) {
            let total = Total()
            let head = makeMap(makeFilter { total.sum &+= $0 })
            for value in 0..<1_000_000 { head(value) }
            return total.sum
        },
    ] }
}

/// e's hot events, 1 tick = 1 ms: one every 100 ticks, every 10th gap 700 ticks so
/// debounce(500ms) fires 10,000 times; values i/30 so distinctUntilChanged drops about 2/3.
func debounceEvents() -> ([Recorded<Event<Int>>], Int) {
    var events: [Recorded<Event<Int>>] = []
    events.reserveCapacity(100_001)
    var time = 300
    for index in 0..<100_000 {
        events.append(.next(time, index / 30))
        time += index % 10 == 9 ? 700 : 100
    }
    events.append(.completed(time))
    return (events, time)
}

final class Total { var sum = 0 }

/// 1 at run time, in a way the optimizer cannot see (as the anchor's `opaqueOne`).
let opaqueOne = CommandLine.arguments.count > 1000 ? 2 : 1

// Built behind @inline(never) so the chain stays real indirect calls: the floor for a2 and b.
// The anchor's `opaqueOne` is a main.swift global, read with a plain load; here a global
// outside main.swift is initialized lazily, so the closure captures its value instead of
// paying the lazy-initialization check on every call.
@inline(never)
func makeMap(_ next: @escaping (Int) -> Void) -> (Int) -> Void {
    let one = opaqueOne
    return { next($0 + one) }
}
@inline(never)
func makeFilter(_ next: @escaping (Int) -> Void) -> (Int) -> Void { { if $0 % 2 == 0 { next($0) } } }
