import APIClient
import CEditLine
import Foundation
import RxsScript
import RxsSession
import RxsRunner

/// Ctrl-C while a line runs in the interactive REPL (a live `wait` or `settle`): instead of
/// ending the process, SIGINT is noted and a watcher thread calls `onInterrupt`, which stops
/// the wait; the session stays. Stopped after the line, when the default handling returns.
/// Meanwhile the terminal keeps its output on Ctrl-C (NOFLSH): the press stops a wait, not the
/// process, so what the wait printed and the "interrupted" line after it must not be discarded.
final class InterruptWatch {
    private var previous = sigaction()
    /// NOFLSH as it was on the terminal (-1: stdin is no terminal), put back by `stop`.
    private let keptOutputBefore: Int32
    private let stopped = Guarded(false)
    private let finished = DispatchSemaphore(value: 0)

    init(onInterrupt: @escaping @Sendable () -> Void) {
        keptOutputBefore = rxs_terminal_set_noflsh(STDIN_FILENO, 1)
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
        if keptOutputBefore == 0 { _ = rxs_terminal_set_noflsh(STDIN_FILENO, 0) }
    }
}
