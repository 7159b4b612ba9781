import Foundation
import RxsSupport
import Synchronization

/// SIGINT and SIGTERM while standard output is captured (`StrayOutput`): lines waiting for a
/// report would die with the process, so the handler wakes the reader thread, which writes
/// them to standard error, and waits for it (at most a second) before the signal goes on to
/// the handler that was there before — `TemporaryFiles`' (installed first, so it still
/// removes half-written files), or the default, which ends the process.
///
/// The handler only calls async-signal-safe functions (`write`, `poll`, `read`, `sigaction`,
/// `raise`) on descriptors and actions set before it was installed.
enum StrayOutputSignals {
    // Plain values, not arrays: the handler reads them, and must not touch reference counts.
    nonisolated(unsafe) private static var wakeRead: Int32 = -1
    nonisolated(unsafe) private static var wakeWrite: Int32 = -1
    nonisolated(unsafe) private static var doneRead: Int32 = -1
    nonisolated(unsafe) private static var doneWrite: Int32 = -1
    nonisolated(unsafe) private static var previousInterrupt = sigaction()
    nonisolated(unsafe) private static var previousTerminate = sigaction()
    /// Read by the reader thread and the handler while the main thread installs and uninstalls:
    /// atomic (lock-free, so safe in a signal handler).
    private static let installedFlag = Atomic<Bool>(false)
    private static var installed: Bool { installedFlag.load(ordering: .acquiring) }

    /// What the reader polls besides the pipe; -1 when no handler is installed.
    static var wakeDescriptor: Int32 { installed ? wakeRead : -1 }

    /// Installs the handler for a capture (the main thread, before the reader starts).
    static func install(_ capture: StrayOutput) {
        guard !installed else { return }
        if wakeRead < 0 {
            // Made once and kept: a handler that outlives a capture must never meet a reused descriptor.
            guard let wake = PipeDescriptors.make(nonBlockingRead: true, nonBlockingWrite: true) else { return }
            guard let done = PipeDescriptors.make(nonBlockingRead: true, nonBlockingWrite: true) else {
                close(wake.read)
                close(wake.write)
                return
            }
            (wakeRead, wakeWrite, doneRead, doneWrite) = (wake.read, wake.write, done.read, done.write)
        }
        forgetWakes()
        var byte: UInt8 = 0
        while Glibc.read(doneRead, &byte, 1) > 0 {}
        TemporaryFiles.installHandlers()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signal in StrayOutputSignals.handle(signal) }
        sigemptyset(&action.sa_mask)
        sigaction(SIGINT, nil, &previousInterrupt)
        sigaction(SIGTERM, nil, &previousTerminate)
        // A signal the process ignores stays ignored.
        if !TemporaryFiles.ignores(previousInterrupt) { sigaction(SIGINT, &action, nil) }
        if !TemporaryFiles.ignores(previousTerminate) { sigaction(SIGTERM, &action, nil) }
        installedFlag.store(true, ordering: .releasing)
    }

    /// Puts the handlers that were there before back.
    static func uninstall() {
        guard installed else { return }
        installedFlag.store(false, ordering: .releasing)
        sigaction(SIGINT, &previousInterrupt, nil)
        sigaction(SIGTERM, &previousTerminate, nil)
    }

    static func forgetWakes() {
        var byte: UInt8 = 0
        while Glibc.read(wakeRead, &byte, 1) > 0 {}
    }

    /// The reader has written everything out.
    static func drained() {
        var byte: UInt8 = 1
        _ = Glibc.write(doneWrite, &byte, 1)
    }

    private static func handle(_ signal: Int32) {
        let saved = errno
        if installed {
            var byte: UInt8 = 1
            _ = Glibc.write(wakeWrite, &byte, 1)
            var waiting = pollfd(fd: doneRead, events: Int16(POLLIN), revents: 0)
            _ = poll(&waiting, 1, 1_000)
            while Glibc.read(doneRead, &byte, 1) > 0 {}
        }
        errno = saved
        var previous = signal == SIGINT ? previousInterrupt : previousTerminate
        if let handler = previous.__sigaction_handler.sa_handler, previous.sa_flags & Int32(SA_SIGINFO) == 0,
            unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_DFL, to: Int.self),
            unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
        {
            handler(signal)
            return
        }
        sigaction(signal, &previous, nil)
        raise(signal)
    }
}
