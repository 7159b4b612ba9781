#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxSwift
import RxTest

/// Each Rx workload's floor: the user-visible work of its source with no Rx types — the same
/// user closures written the same way (a captured `var sum` pays the same exclusivity checks),
/// called through function values the optimizer cannot see through, the same allocations and
/// loop bounds, and the same checksum. No library can run a workload faster than its floor, so
/// RxSwift/floor bounds the ratio any Rx library could reach against RxSwift.
enum Floors {
    /// Below this a floor is the clock alone: the optimizer removed the loop (f1), and there is no ceiling.
    static let measurableNanoseconds: UInt64 = 1_000

    static func geometricMean(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : exp(values.map(log).reduce(0, +) / Double(values.count))
    }

    /// The floor of `workload` (same name, operations and expected checksum), nil for calibration runs.
    static func floor(of workload: Workload) -> Workload? {
        func whole(_ definition: String, _ run: @escaping () -> Int) -> Workload {
            Workload(name: workload.name, summary: definition, operations: workload.operations,
                     expected: workload.expected, run: run)
        }
        switch workload.name {
        case "a", "a2", "b": return whole("map, filter and onNext closures called in a loop of 1e6", mapFilterSum)
        case "c1": return whole("the shared array stored in a holder, then both onNext closures, 1e5 times", sharedArray)
        case "c2": return whole("[i] made, stored in a holder (freeing the previous), both onNext closures, 1e5 times",
                                freshArrays)
        case "d": return whole("the selector closure's result passed to onNext, 2e5 times", selectorSum)
        case "e":
            return Workload.timed(name: workload.name,
                                  summary: "debounce(500)+distinct by one loop over the event times (timed: the loop)",
                                  operations: workload.operations, expected: workload.expected, debounceDistinct)
        case "f1": return whole("the loop's own count, 2e5 times (no closure is made)", countLoop)
        case "f2": return whole("an onNext closure made, held and released, then the count, 2e5 times", heldClosures)
        case "f3": return whole("an onNext closure made, held, called with 1 and released, 2e5 times", calledClosures)
        case "g": return whole("the selector on the two latest values, then onNext, 5e5 times", combineSum)
        default: return nil
        }
    }

    // a, a2, b: range/create/subject all come down to this loop.
    static func mapFilterSum() -> Int {
        var sum = 0
        let transform: (Int) -> Int = opaque { $0 + 1 }
        let predicate: (Int) -> Bool = opaque { $0 % 2 == 0 }
        let onNext: (Int) -> Void = opaque { sum &+= $0 }
        for value in 0..<1_000_000 {
            let mapped = transform(value)
            if predicate(mapped) { onNext(mapped) }
        }
        return sum
    }

    // c1: subscribing emits the initial [] to each closure; accept stores, then emits.
    static func sharedArray() -> Int {
        var sum = 0
        let payload = Array(0..<16)
        let latest = makeLatest([])
        let first: ([Int]) -> Void = opaque { sum &+= $0.count }
        let second: ([Int]) -> Void = opaque { sum &+= $0.count }
        first(latest.value)
        second(latest.value)
        for _ in 0..<100_000 {
            latest.value = payload
            first(payload)
            second(payload)
        }
        return sum
    }

    // c2: as c1 with a fresh one-element array per accept; storing it frees the previous one.
    static func freshArrays() -> Int {
        var sum = 0
        let latest = makeLatest([])
        let first: ([Int]) -> Void = opaque { sum &+= $0.count }
        let second: ([Int]) -> Void = opaque { sum &+= $0.first ?? 0 }
        first(latest.value)
        second(latest.value)
        for value in 0..<100_000 {
            let array = [value]
            latest.value = array
            first(array)
            second(array)
        }
        return sum
    }

    // d: flatMapLatest { Observable.just($0) } without just: the selector's result goes on.
    static func selectorSum() -> Int {
        var sum = 0
        let selector: (Int) -> Int = opaque { $0 }
        let onNext: (Int) -> Void = opaque { sum &+= $0 }
        for value in 0..<200_000 { onNext(selector(value)) }
        return sum
    }

    // e: the same recorded events as plain arrays (built untimed); the count includes the completion.
    static func debounceDistinct() -> (nanoseconds: UInt64, checksum: Int) {
        let (events, end) = debounceEvents()
        var times: [Int] = []
        var values: [Int] = []
        for event in events {
            if case .next(let value) = event.value {
                times.append(event.time)
                values.append(value)
            }
        }
        let start = monotonicNanoseconds()
        let count = debouncedDistinctCount(times: times, values: values, completedAt: end) + 1
        return (monotonicNanoseconds() - start, count)
    }

    // f1: subscribe() and dispose() take no user closure; what is left is the count.
    static func countLoop() -> Int {
        var count = 0
        for _ in 0..<200_000 { count &+= 1 }
        return count
    }

    // f2: the onNext closure is never called (the subject never emits).
    static func heldClosures() -> Int {
        var count = 0
        let holder = makeHolder()
        for _ in 0..<200_000 {
            holder.hold { count &+= $0 }
            holder.release()
            count &+= 1
        }
        return count
    }

    // f3: just(1) calls the closure once with 1, between subscribe and dispose.
    static func calledClosures() -> Int {
        var count = 0
        let holder = makeHolder()
        for _ in 0..<200_000 {
            holder.hold { count &+= $0 }
            holder.onNext?(1)
            holder.release()
        }
        return count
    }

    // g: subscribing combines the two initial 0s; each update combines with the other's latest.
    static func combineSum() -> Int {
        var sum = 0
        let selector: (Int, Int) -> Int = opaque { $0 &+ $1 }
        let onNext: (Int) -> Void = opaque { sum &+= $0 }
        var left = 0
        var right = 0
        onNext(selector(left, right))
        for value in 0..<500_000 {
            if value & 1 == 0 { left = value } else { right = value }
            onNext(selector(left, right))
        }
        return sum
    }
}

/// How many values debounce(`window`) then distinctUntilChanged emit from events at `times`
/// (ascending) completing at `completedAt`: a value goes out when no event follows within
/// more than `window` ticks (a timer due at the same tick as the next event loses to it), or
/// at completion; distinct drops it when it equals the last value out.
func debouncedDistinctCount(times: [Int], values: [Int], completedAt: Int, window: Int = 500) -> Int {
    var count = 0
    var last: Int?
    for index in times.indices {
        let next = index + 1 < times.count ? times[index + 1] : completedAt
        guard next - times[index] > window || index + 1 == times.count else { continue }
        if last != values[index] {
            count += 1
            last = values[index]
        }
    }
    return count
}

/// The latest value, as a relay or subject keeps it: storing a new one releases the previous.
final class Latest<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// One onNext closure held until released, as a subscription holds its observer.
final class Holder {
    private(set) var onNext: ((Int) -> Void)?

    @inline(never)
    func hold(_ onNext: @escaping (Int) -> Void) { self.onNext = onNext }

    @inline(never)
    func release() { onNext = nil }
}

// Made behind @inline(never) so the optimizer cannot drop the stores into them.
@inline(never)
func makeLatest(_ value: [Int]) -> Latest<[Int]> { Latest(value) }
@inline(never)
func makeHolder() -> Holder { Holder() }

// The function value back, behind @inline(never) and a branch on a run-time value, so the
// optimizer cannot tell which function a call reaches and cannot inline or fuse the calls
// (the closure in the other branch is never returned: opaqueOne is 1).
@inline(never)
func opaque(_ function: @escaping (Int) -> Int) -> (Int) -> Int { opaqueOne == 1 ? function : { function($0) } }
@inline(never)
func opaque(_ function: @escaping (Int) -> Bool) -> (Int) -> Bool { opaqueOne == 1 ? function : { function($0) } }
@inline(never)
func opaque(_ function: @escaping (Int) -> Void) -> (Int) -> Void { opaqueOne == 1 ? function : { function($0) } }
@inline(never)
func opaque(_ function: @escaping ([Int]) -> Void) -> ([Int]) -> Void { opaqueOne == 1 ? function : { function($0) } }
@inline(never)
func opaque(_ function: @escaping (Int, Int) -> Int) -> (Int, Int) -> Int {
    opaqueOne == 1 ? function : { function($0, $1) }
}
