import Dispatch
import Foundation
import RxSwift

struct TestError: Error, Equatable {}

/// Emits `elements` one by one from a background queue, then `end` (nil: nothing more).
func backgroundSource<Element>(_ elements: [Element], end: Event<Element>? = .completed,
                               onDispose: @escaping () -> Void = {}) -> Observable<Element> {
    Observable.create { observer in
        let cancelled = AtomicFlag()
        let work = Unchecked((elements, end, observer))
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(10)) {
            let (elements, end, observer) = work.value
            for element in elements where !cancelled.isSet { observer.onNext(element) }
            if let end, !cancelled.isSet { observer.on(end) }
        }
        return Disposables.create {
            cancelled.set()
            onDispose()
        }
    }
}

/// A flag set from any thread.
final class AtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}

/// Counts from any thread.
final class AtomicCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}

/// Hands test values to another queue; the test keeps to one thread at a time.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
