import CEditLine
import Foundation
import RxsSupport
import Synchronization

/// While rxs runs scripts, the REPL or `describe`, descriptor 1 is a pipe of rxs's own, and
/// rxs writes its output to a copy of the original standard output (`StandardOutput`). So
/// whatever code under test writes to standard output outside a step's own `print` — from
/// another thread, between steps, in a `deinit` at teardown, with `Swift.print`,
/// `FileHandle.standardOutput` or C's `printf` — cannot land between rxs's lines: a `--json`
/// stream stays JSON lines and a TAP stream TAP.
///
/// What arrives in the pipe is cut into lines (`StrayLines`) and ends up in exactly one place:
/// with `.reports`, a `log` entry of the next step report (`take`, called by the writer just
/// before it writes one), or standard error when no report follows; with `.standardError`
/// (`rxs test`, whose reports have no log, and `describe`), standard error at once, each line
/// as `log: TEXT`.
///
/// When it ends, descriptor 1 is left pointing at standard error, not at the original
/// standard output: code still running on another thread cannot write after rxs's last line
/// either. rxs's own output keeps going to the original.
final class StrayOutput: @unchecked Sendable {
    enum Destination {
        case reports
        case standardError
    }

    private static let active = Mutex<StrayOutput?>(nil)
    /// Whether a capture keeps lines for reports: `take` asks it first, without a lock, after every step.
    private static let keepsLinesForReports = Atomic<Bool>(false)

    private let readEnd: Int32
    /// Where lines go while captured (`State.destination` becomes `.standardError` at the end).
    private let destination: Destination
    private let state: Mutex<State>
    private let finished = DispatchSemaphore(value: 0)

    private struct State {
        var destination: Destination
        var lines = StrayLines()
        var ended = false
        /// Read into, made once: `take` runs after every step.
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    }

    private init(readEnd: Int32, destination: Destination) {
        self.readEnd = readEnd
        self.destination = destination
        state = Mutex(State(destination: destination))
    }

    /// Runs `body` with descriptor 1 captured (just `body` when it cannot be, or already is).
    static func capture<Result>(_ destination: Destination, _ body: () -> Result) -> Result {
        guard let capture = install(destination) else { return body() }
        defer { capture.uninstall() }
        return body()
    }

    /// The lines written to descriptor 1 since the last call, the unfinished one included; none
    /// when nothing is captured. Flushes the C streams first, so a `print` buffered there counts.
    /// It runs after every step, so it costs one `read` that finds the pipe empty, no more.
    static func take() -> [String] {
        guard keepsLinesForReports.load(ordering: .acquiring), let capture = active.withLock({ $0 }),
            capture.destination == .reports
        else { return [] }
        _ = rxs_flush_stdout()
        return capture.state.withLock { state in
            capture.readAvailable(&state)
            return state.lines.take()
        }
    }

    /// `rxs test`'s lines go out as they come; this pushes out what sits in a C stream's buffer.
    static func flush() {
        guard active.withLock({ $0 }) != nil else { return }
        _ = rxs_flush_stdout()
    }

    private static func install(_ destination: Destination) -> StrayOutput? {
        guard active.withLock({ $0 }) == nil else { return nil }
        // What was printed before belongs where it was going.
        fflush(nil)
        if StandardOutput.descriptor == STDOUT_FILENO {
            // Once per process, never closed: later captures (a test calling RxsMain twice) write there too.
            let original = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
            guard original >= 0 else { return nil }
            StandardOutput.use(original)
        }
        guard let ends = PipeDescriptors.make(nonBlockingRead: true, nonBlockingWrite: false) else { return nil }
        guard dup2(ends.write, STDOUT_FILENO) >= 0 else {
            close(ends.read)
            close(ends.write)
            return nil
        }
        // Descriptor 1 is the only way in now, so the reader sees the end once 1 points elsewhere.
        close(ends.write)
        // A line printed on another thread then reaches the pipe when it ends, in order with
        // direct writes, not when a report or the exit flushes the stream's block.
        _ = rxs_line_buffer_stdout()
        let capture = StrayOutput(readEnd: ends.read, destination: destination)
        active.withLock { $0 = capture }
        keepsLinesForReports.store(destination == .reports, ordering: .releasing)
        StrayOutputSignals.install(capture)
        let reader = Thread { capture.read() }
        reader.name = "rxs stray output"
        reader.start()
        return capture
    }

    /// Sends what is still waiting to standard error (no report follows), points descriptor 1
    /// there, and lets the reader pass on the rest of the pipe.
    private func uninstall() {
        _ = rxs_flush_stdout()
        StrayOutputSignals.uninstall()
        Self.keepsLinesForReports.store(false, ordering: .releasing)
        Self.active.withLock { $0 = nil }
        state.withLock { state in
            readAvailable(&state)
            state.destination = .standardError
            for line in state.lines.take() { Self.writeToStandardError(line) }
        }
        if dup2(STDERR_FILENO, STDOUT_FILENO) < 0 {
            let null = open("/dev/null", O_WRONLY)
            if null >= 0 {
                dup2(null, STDOUT_FILENO)
                close(null)
            }
        }
        // A child process still holding the pipe would keep it open: do not wait for it forever.
        _ = finished.wait(timeout: .now() + 2)
    }

    /// The reader thread: waits for bytes (or a signal's request, `StrayOutputSignals`) and
    /// reads them, until every writer has gone.
    private func read() {
        var blocked = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGINT)
        sigaddset(&blocked, SIGTERM)
        // The handler waits for this thread: it must never run here.
        pthread_sigmask(SIG_BLOCK, &blocked, nil)
        let wake = StrayOutputSignals.wakeDescriptor
        while true {
            var waiting = [pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
            if poll(&waiting, wake >= 0 ? 2 : 1, -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if wake >= 0, waiting[1].revents & Int16(POLLIN) != 0 {
                StrayOutputSignals.forgetWakes()
                drainForSignal()
            }
            guard waiting[0].revents != 0 else { continue }
            let ended = state.withLock { state in
                readAvailable(&state)
                return state.ended
            }
            if ended { break }
        }
        close(readEnd)
        finished.signal()
    }

    /// On SIGINT or SIGTERM: everything read goes to standard error before the process ends.
    private func drainForSignal() {
        state.withLock { state in
            readAvailable(&state)
            for line in state.lines.take() { Self.writeToStandardError(line) }
        }
        StrayOutputSignals.drained()
    }

    /// Reads what the pipe holds now, without waiting; notes the end of the pipe.
    private func readAvailable(_ state: inout State) {
        guard !state.ended else { return }
        while true {
            let count = state.buffer.withUnsafeMutableBytes { Glibc.read(readEnd, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                if count == 0 || errno != EAGAIN {
                    state.ended = true
                    if state.destination == .standardError { state.lines.endPartialLine(Self.writeToStandardError) }
                }
                return
            }
            let buffer = state.buffer
            buffer.withUnsafeBytes { bytes in
                let read = UnsafeRawBufferPointer(rebasing: bytes[..<count])
                switch state.destination {
                case .reports: state.lines.append(read)
                case .standardError: state.lines.append(read, complete: Self.writeToStandardError)
                }
            }
        }
    }

    private static func writeToStandardError(_ line: String) {
        StandardOutput.writeAll(Array(("log: " + line + "\n").utf8), to: STDERR_FILENO)
    }
}
