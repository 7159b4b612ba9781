/// Calls `body` with `rows[index]` lent, not copied: a row's element read out of a data
/// source's array was copied (each of its references retained) and destroyed around the
/// app's closure, for every row a reload builds. The element is moved bit for bit into a
/// scratch slot and put back there after the call, so the array stays its owner; the caller
/// holds the array, so nothing `body` does frees it or writes it in place (a write copies it).
/// An element that cannot be moved bit for bit is copied, as before.
@inlinable func withLentElement<Item, Result>(
    of rows: UnsafeBufferPointer<Item>, at index: Int, _ body: (Item) -> Result
) -> Result {
    // The callers check the row first; checked again here, where a wrong one would read
    // past the array rather than trap.
    precondition(index >= 0 && index < rows.count, "row \(index) of \(rows.count)")
    guard _isBitwiseTakable(Item.self) else { return body(rows[index]) }
    return withUnsafeTemporaryAllocation(of: Item.self, capacity: 1) { scratch in
        let slot = scratch.baseAddress.unsafelyUnwrapped
        UnsafeMutableRawPointer(slot).copyMemory(
            from: rows.baseAddress.unsafelyUnwrapped + index, byteCount: MemoryLayout<Item>.size)
        let element = slot.move()
        let result = body(element)
        // Back into the slot, which is freed without destroying it: the array's copy stays.
        slot.initialize(to: consume element)
        return result
    }
}
