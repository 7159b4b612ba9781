/// Delivers the events of a multi-source operator one thread at a time, as RxSwift's sinks do
/// with their recursive lock.
///
/// An event sent from inside a running action on the same thread (re-entrantly, from an
/// observer further down) runs at once, nested, exactly as in RxSwift; an event from another
/// thread waits until the running action has finished, and its caller returns only after its
/// event was delivered. Multi-source operators put all their state changes and forwarding
/// inside `run`, which makes their state single-threaded.
///
/// It is the recursive lock itself, not an object holding one: a sink reaches the lock word
/// with one load, and the compiler no longer retains and releases a separate delivery object
/// around every event (two atomics per event in combineLatest, rxbench g).
@usableFromInline typealias SerialDelivery = RecursiveLock

extension RecursiveLock {
    /// Runs `action(owner, input)` holding the lock.
    ///
    /// Pass a closure literal that captures nothing (it gets everything through `owner` and
    /// `input`): such a closure is a plain function pointer, so the call allocates nothing.
    @inline(__always)
    @inlinable func run<Owner, Input>(_ owner: Owner, _ input: Input, _ action: (Owner, Input) -> Void) {
        lock()
        action(owner, input)
        unlock()
    }

    /// Subscribes an inner sequence from inside a running action. With a recursive lock the
    /// events it sends synchronously are delivered nested anyway; kept so the operators say
    /// where an inner subscription starts.
    @inline(__always)
    @inlinable func subscribeNested<Result>(_ subscribe: () -> Result) -> Result {
        subscribe()
    }

    /// The same as `run`.
    @inline(__always)
    @inlinable func runNested<Owner, Input>(_ owner: Owner, _ input: Input, _ action: (Owner, Input) -> Void) {
        run(owner, input, action)
    }
}
