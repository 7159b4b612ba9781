#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A lock the thread holding it may take again, as RxSwift's `RecursiveLock`.
///
/// RxSwift's sinks deliver an event sent from inside an observer nested, on the same thread,
/// while another thread's event waits until the lock is free. This lock gives that behaviour.
///
/// The owner's thread id is the lock word: taking the free lock is one compare-and-swap, and
/// releasing it one plain store (x86 and ARM order a releasing store without a locked
/// instruction). A mutex costs a second atomic read-modify-write on release, to learn whether
/// a sleeper must be woken; in the serial case RxSwift assumes, where subjects and sinks take
/// their lock for every event, that second atomic was a fifth of a PublishSubject's on-next
/// (rxbench b, `perf annotate`). A thread that finds the lock taken spins briefly, then yields,
/// then sleeps in growing steps (at most 0.1 ms): contention is rare in Rx, where the lock
/// guards a few fields or one event's delivery.
///
/// Non-copyable, so its words live inside the subject or sink that holds the lock (as a
/// `Mutex` does), not in an object of its own: no allocation, free or release per holder.
@usableFromInline struct RecursiveLock: ~Copyable, @unchecked Sendable {
    /// The holding thread's id, 0 when the lock is free.
    @usableFromInline let owner = Atomic<UInt>(0)
    /// How many times the holder took the lock again beyond the first: 0 for a lock taken
    /// once, so taking a free lock is the compare-and-swap alone. Only read and written by the
    /// thread that holds the lock: relaxed loads and stores (plain moves), atomic only so that
    /// a borrowed lock can change it.
    ///
    /// It is 0 whenever the lock is free, so a new owner need not store it: a holder releases
    /// only after reading 0 here, its own last write (or the initial 0), and that write happens
    /// before its releasing store of the owner word, which happens before the next owner's
    /// acquiring compare-and-swap that reads it.
    @usableFromInline let extraDepth = Atomic<Int>(0)

    @inlinable init() {}

    @inline(__always)
    @inlinable func lock() {
        let me = currentThreadID()
        // Only this thread ever stores its own id, so seeing it means this thread holds the lock.
        if owner.load(ordering: .relaxed) == me {
            // Wrapping (also in `unlock`): nesting cannot reach Int.max, and the overflow trap
            // cost a compare and branch in every unlock.
            extraDepth.store(extraDepth.load(ordering: .relaxed) &+ 1, ordering: .relaxed)
            return
        }
        if !owner.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
            lockContended(owner, as: me)
        }
    }

    @inline(__always)
    @inlinable func unlock() {
        let extra = extraDepth.load(ordering: .relaxed)
        if extra == 0 {
            owner.store(0, ordering: .releasing)
        } else {
            extraDepth.store(extra &- 1, ordering: .relaxed)
        }
    }

    @inline(__always)
    @inlinable func performLocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// True when the calling thread holds the lock.
    @inlinable var isHeldByCurrentThread: Bool { owner.load(ordering: .relaxed) == currentThreadID() }
}

/// Takes a lock word held by another thread: stores `id` in it once it is 0 (free). Spins
/// briefly, then yields, then sleeps in growing steps of at most 0.1 ms, trying again each time.
@inline(never)
@usableFromInline func lockContended(_ word: borrowing Atomic<UInt>, as id: UInt) {
    var attempt = 0
    var sleepNanoseconds = 1_000
    while true {
        if word.load(ordering: .relaxed) == 0
            && word.compareExchange(expected: 0, desired: id, ordering: .acquiring).exchanged {
            return
        }
        attempt += 1
        if attempt < 100 {
            continue
        } else if attempt < 200 {
            sched_yield()
        } else {
            var interval = timespec(tv_sec: 0, tv_nsec: sleepNanoseconds)
            nanosleep(&interval, nil)
            sleepNanoseconds = Swift.min(sleepNanoseconds * 2, 100_000)
        }
    }
}

/// An identifier of the calling thread that is never 0.
@inline(__always)
@inlinable func currentThreadID() -> UInt {
    #if canImport(Glibc)
    UInt(pthread_self())
    #else
    UInt(bitPattern: pthread_self())
    #endif
}
