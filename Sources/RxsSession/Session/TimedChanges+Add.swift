extension Array where Element == TimedChange {
    /// Appends, making room for several at the first: the step's changes start empty each
    /// step, and an instant that changes something usually changes a few things.
    mutating func add(_ change: consuming TimedChange) {
        if capacity == 0 { reserveCapacity(8) }
        append(change)
    }
}
