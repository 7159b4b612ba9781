extension ObservableType where Element: BinaryInteger {
    /// `count` consecutive integers from `start`, then completion: one element per scheduled
    /// action, as RxSwift's recursive scheduling does (on a TestScheduler one tick apart; two
    /// ranges merged on the current-thread scheduler interleave). A negative count is an
    /// `argumentOutOfRange` error, where RxSwift stops the process.
    @inlinable public static func range(start: Element, count: Element,
                             scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        guard count >= 0 else { return Observable.error(RxError.argumentOutOfRange) }
        return Observable.emitOnePerAction(IntegerRun(start: start, count: count), scheduler: scheduler)
    }
}

/// `count` integers from `start`, without `Strideable` (which `BinaryInteger` does not promise).
/// Inlinable, so that callers specialize `next` for their integer type (else every element
/// pays generic integer arithmetic through witness tables).
@usableFromInline struct IntegerRun<Integer: BinaryInteger>: Sequence, IteratorProtocol {
    @usableFromInline var start: Integer
    @usableFromInline var count: Integer

    @inlinable init(start: Integer, count: Integer) {
        self.start = start
        self.count = count
    }

    @inlinable mutating func next() -> Integer? {
        guard count > 0 else { return nil }
        let value = start
        count -= 1
        // Stops before the last + 1, which may not be representable.
        if count > 0 { start += 1 }
        return value
    }
}
