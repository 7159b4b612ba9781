import Foundation
import RxUI

/// What the screen showed after each command line of a walk through a document, filled in
/// by the walk as it goes and read by completion and hover, which wait for the walk to reach
/// their line (or end) rather than answer from an older text.
final class LSPLineStates: @unchecked Sendable {
    // NSCondition is a pthread mutex and condition, which ThreadSanitizer understands.
    private let condition = NSCondition()
    /// (0-based line, the snapshot after it), ascending; a snapshot equal to the one before is
    /// not kept again. Line -1 holds the state before the first line.
    private var states: [(line: Int, snapshot: Snapshot)] = []
    /// Every command line before this 0-based line has run.
    private var reached = 0
    private var finished = false

    func record(after line: Int, _ snapshot: Snapshot) {
        condition.withLock {
            if states.last?.snapshot != snapshot { states.append((line, snapshot)) }
        }
    }

    /// The walk has run every command line before `line`.
    func reach(_ line: Int) {
        condition.withLock {
            reached = max(reached, line)
            condition.broadcast()
        }
    }

    /// The walk ended: at the end of the document (after `reach(Int.max)`), or stopped.
    func finish() {
        condition.withLock {
            finished = true
            condition.broadcast()
        }
    }

    var isFinished: Bool { condition.withLock { finished } }

    /// The snapshot the command on `line` saw, once the walk got there (waiting at most
    /// `timeout` seconds); nil when the walk never reached the line.
    func snapshot(before line: Int, waiting timeout: Double) -> Snapshot? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        return condition.withLock {
            while reached < line, !finished {
                guard condition.wait(until: deadline) else { break }
            }
            guard reached >= line else { return nil }
            var low = 0
            var high = states.count
            while low < high {
                let middle = (low + high) / 2
                if states[middle].line < line { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? states[low - 1].snapshot : nil
        }
    }
}
