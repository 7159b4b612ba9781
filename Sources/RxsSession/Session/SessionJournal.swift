import RxsScript

/// Hears about every line a session runs, the lines of `include`d scripts one by one, so
/// the REPL's `:save` can write a script that replays to the same state.
package protocol SessionJournal: AnyObject {
    /// `command` ran and, when `settled`, autosettle settled after it; the clock then read `time`.
    func ran(_ command: any Command, settled: Bool, endingAt time: Int)
    /// A line failed with the clock at `time`: it may have moved it (a settle that gave up).
    func failed(at time: Int)
}
