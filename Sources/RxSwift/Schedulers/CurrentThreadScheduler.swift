#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Runs work on the current thread; work scheduled while another action of this
/// scheduler is running on the same thread is queued and run after it (a trampoline).
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    public static let instance = CurrentThreadScheduler()

    @inlinable init() {}

    /// True when no action of this scheduler is running on this thread.
    @inlinable public static var isScheduleRequired: Bool {
        Trampoline.withCurrent { !$0.isRunning }
    }

    /// Runs a top-level subscription with the trampoline in place, as RxSwift does: sources
    /// that emit synchronously (range, from, of) then start only after the whole chain is
    /// wired, so an operator such as `take` can stop even an endless source.
    @inline(__always)
    @inlinable package static func trampoline<Result>(_ subscribe: () -> Result) -> Result {
        Trampoline.withCurrent { trampoline in
            trampoline.isRunning ? subscribe() : trampoline.run(subscribe)
        }
    }

    /// Queues `work(owner)` to run after the running action, or runs it now (with everything
    /// it queues) when no action is running on this thread; `owner` is kept until then. The
    /// work itself checks whether it was cancelled. Queuing allocates nothing, and with `work`
    /// a closure that captures nothing (it gets the owner) queuing retains only the owner: one
    /// retain and release per element of `range` or `from`, where a closure holding its sink
    /// cost a second pair.
    @inlinable static func enqueue(_ owner: AnyObject, _ work: @escaping (AnyObject) -> Void) {
        Trampoline.withCurrent { trampoline in
            if trampoline.isRunning {
                trampoline.queue.append(TrampolineWork(owner: owner, perform: work))
            } else {
                _ = trampoline.run {
                    work(owner)
                    return NopDisposable.instance
                }
            }
        }
    }

    @inlinable public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        Trampoline.withCurrent { trampoline in
            guard trampoline.isRunning else { return trampoline.run { action(state) } }
            let scheduled = TrampolineAction(state: state, action: action)
            trampoline.queue.append(TrampolineWork(owner: scheduled, perform: nil))
            return scheduled
        }
    }
}

/// Work queued on the trampoline, and the object that must live until it ran: `perform`
/// (given the owner), or when nil the owner's, a `ScheduledOnTrampoline` (no closure to make for it).
@usableFromInline struct TrampolineWork {
    @inlinable init(owner: AnyObject, perform: ((AnyObject) -> Void)?) {
        self.owner = owner
        self.perform = perform
    }

    @usableFromInline let owner: AnyObject
    @usableFromInline let perform: ((AnyObject) -> Void)?

    @inlinable func run() {
        if let perform {
            perform(owner)
        } else {
            unsafeDowncast(owner, to: ScheduledOnTrampoline.self).perform()
        }
    }
}

/// What `schedule` queues: runs once unless cancelled first.
@usableFromInline class ScheduledOnTrampoline: DisposeBase, @unchecked Sendable {
    @inlinable func perform() {}
}

/// An action scheduled on the trampoline, and the disposable that cancels it or what it started.
@usableFromInline final class TrampolineAction<State>: ScheduledOnTrampoline, @unchecked Sendable {
    @usableFromInline let state: State
    @usableFromInline @exclusivity(unchecked) var action: ((State) -> Disposable)?

    @inlinable init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    @inlinable override func perform() {
        guard !isDisposed, let action else { return }
        self.action = nil
        setUpstream(action(state))
    }
}

/// One thread's trampoline: whether an action is running, and what waits for it. Made once
/// per thread and kept until the thread ends, so entering it costs one thread-local lookup.
@usableFromInline final class Trampoline {
    @inlinable init() {}

    @usableFromInline @exclusivity(unchecked) var isRunning = false
    @usableFromInline @exclusivity(unchecked) var queue = WorkQueue()

    /// The thread-local key plus one, 0 until the first trampoline is made: a constant-
    /// initialized atomic, so each subscription reads it with one plain load, where a lazily
    /// initialized `static let` costs a `swift_once` call per access.
    @usableFromInline static let keyPlusOne = Atomic<UInt>(0)

    @inline(__always)
    @inlinable static var key: pthread_key_t {
        let stored = keyPlusOne.load(ordering: .acquiring)
        return stored != 0 ? pthread_key_t(truncatingIfNeeded: stored &- 1) : makeKey()
    }

    /// Creates the key once; a thread that loses the race to publish its key deletes it.
    @inline(never)
    @usableFromInline static func makeKey() -> pthread_key_t {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
        }
        let published = keyPlusOne.compareExchange(expected: 0, desired: UInt(key) &+ 1, ordering: .acquiringAndReleasing)
        if published.exchanged { return key }
        pthread_key_delete(key)
        return pthread_key_t(truncatingIfNeeded: published.original &- 1)
    }

    /// Calls `body` with this thread's trampoline, without retaining it.
    @inline(__always)
    @inlinable static func withCurrent<Result>(_ body: (Trampoline) -> Result) -> Result {
        let key = self.key
        let pointer = pthread_getspecific(key) ?? makeCurrent(key)
        return Unmanaged<Trampoline>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    @inline(never)
    @inlinable static func makeCurrent(_ key: pthread_key_t) -> UnsafeMutableRawPointer {
        let pointer = Unmanaged.passRetained(Trampoline()).toOpaque()
        pthread_setspecific(key, pointer)
        return pointer
    }

    /// Runs `body` as the first action, then everything queued, in order.
    @inlinable func run<Result>(_ body: () -> Result) -> Result {
        isRunning = true
        let result = body()
        while let work = queue.popFirst() {
            work.run()
        }
        isRunning = false
        return result
    }
}

/// A first-in first-out ring of work: O(1) append and removal at the front.
@usableFromInline struct WorkQueue {
    @usableFromInline var slots: ContiguousArray<TrampolineWork?> = []
    @usableFromInline var head = 0
    @usableFromInline var count = 0

    @inlinable mutating func append(_ work: TrampolineWork) {
        if count == slots.count { grow() }
        var index = head + count
        if index >= slots.count { index -= slots.count }
        slots[index] = work
        count += 1
    }

    @inlinable mutating func popFirst() -> TrampolineWork? {
        guard count > 0 else { return nil }
        let work = slots[head].take()
        head += 1
        if head == slots.count { head = 0 }
        count -= 1
        return work
    }

    @inlinable mutating func grow() {
        var grown = ContiguousArray<TrampolineWork?>(repeating: nil, count: Swift.max(8, slots.count * 2))
        for offset in 0..<count {
            var index = head + offset
            if index >= slots.count { index -= slots.count }
            grown[offset] = slots[index].take()
        }
        slots = grown
        head = 0
    }
}
