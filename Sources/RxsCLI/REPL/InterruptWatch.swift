import APIClient
import CEditLine
import Foundation
import RxsScript
import RxsSession
import RxsRunner

/// Ctrl-C while a line runs in the interactive REPL (a live `wait` or `settle`): instead of
/// ending the process, SIGINT is noted and a watcher thread calls `onInterrupt`, which stops
/// the wait; the session stays. Stopped after the line, when the default handling returns.
final class InterruptWatch {
    private var previous = sigaction()
    private let stopped = Guarded(false)
    private let finished = DispatchSemaphore(value: 0)

    init(onInterrupt: @escaping @Sendable () -> Void) {
        _ = rxs_interrupt_reads_on_sigint(&previous)
        let stopped = stopped, finished = finished
        Thread.detachNewThread {
            while rxs_wait_for_interrupt() == 1, !stopped.withLock({ $0 }) {
                onInterrupt()
            }
            finished.signal()
        }
    }

    /// Ends the watch: the watcher is woken as by a press it then ignores.
    func stop() {
        stopped.withLock { $0 = true }
        rxs_note_interrupt(0)
        finished.wait()
        _ = rxs_restore_sigint(&previous)
    }
}
