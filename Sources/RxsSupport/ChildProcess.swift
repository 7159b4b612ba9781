#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process with a time limit and a cap on what it may print. Every program rxs runs
/// (git for `rxs new --from` and `rxs adopt`) goes through here: a network or a credential
/// prompt can make it wait for ever, a broken or hostile repository can make it print without
/// end, and neither may hang rxs or fill its memory.
///
/// Spawned with `posix_spawn` rather than `Foundation.Process`: on Linux, Process learns that
/// a child exited only when every copy of its pipes is closed, so a grandchild that keeps one
/// (git's remote helper, a background job) would make a finished command look hung.
package enum ChildProcess {
    /// How long a child may run and how much of its standard output is kept.
    package struct Limits: Sendable, Equatable {
        package var time: Duration
        package var outputBytes: Int

        package init(time: Duration, outputBytes: Int = ChildProcess.defaultOutputLimit) {
            self.time = time
            self.outputBytes = max(0, outputBytes)
        }
    }

    package struct Result: Sendable {
        package var status: Int32
        package var stdoutBytes: [UInt8]
        package var stderrBytes: [UInt8]

        package var stdout: String { String(decoding: stdoutBytes, as: UTF8.self) }
        package var stderr: String { String(decoding: stderrBytes, as: UTF8.self) }
    }

    package enum Failure: Error, Equatable {
        case cannotStart(String)
        /// Still running at the time limit: its process group was killed.
        case timedOut(Duration)
        /// It printed more than the output limit on stdout: its process group was killed
        /// there, as what it printed cannot be used cut.
        case outputTooLarge(limit: Int)
    }

    /// 1 MB: far above what the commands rxs runs print.
    package static let defaultOutputLimit = 1 << 20

    /// Runs `executable arguments…` with `environment`, stdin from /dev/null and both pipes
    /// read as it runs, in a process group of its own. Past the time limit, or once stdout
    /// passes the output limit, the group is killed. stderr is diagnostics: past the same
    /// limit it is read and dropped, so the child never blocks on a full pipe. After the child
    /// exits its pipes are read for a moment more, then left (a grandchild may hold them).
    package static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                            limits: Limits) throws(Failure) -> Result {
        var pipes: [[Int32]] = [[-1, -1], [-1, -1]]
        for index in 0..<2 {
            guard pipe(&pipes[index]) == 0 else { throw .cannotStart(String(cString: strerror(errno))) }
            // Only the child's ends, duplicated onto 1 and 2, may reach it.
            for descriptor in pipes[index] { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        }
        defer { for descriptor in pipes.flatMap({ $0 }) where descriptor >= 0 { close(descriptor) } }
        let pid = try spawn(executable, arguments, environment: environment, stdout: pipes[0][1], stderr: pipes[1][1])
        close(pipes[0][1]); pipes[0][1] = -1
        close(pipes[1][1]); pipes[1][1] = -1

        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: limits.time)
        var collected: [[UInt8]] = [[], []]
        var open = [true, true]
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var status: Int32?
        var grace: ContinuousClock.Instant?
        var tooLarge = false
        while !tooLarge, status == nil || (open.contains(true) && clock.now < (grace ?? deadline)) {
            let now = clock.now
            guard now < deadline else { break }
            if status == nil {
                var raw: Int32 = 0
                if waitpid(pid, &raw, WNOHANG) == pid {
                    status = Self.exitStatus(raw)
                    grace = min(deadline, now.advanced(by: .milliseconds(500)))
                }
            }
            guard open.contains(true) else {
                // Both pipes closed but the child still runs: wait for it in short steps.
                if status == nil { usleep(10_000) }
                continue
            }
            let milliseconds = Int32(clamping: min(Self.milliseconds(deadline - now) + 1, 50))
            // poll skips a negative descriptor: a stream at its end is left out that way.
            var polled = (0..<2).map { pollfd(fd: open[$0] ? pipes[$0][0] : -1, events: Int16(POLLIN), revents: 0) }
            guard poll(&polled, 2, milliseconds) >= 0 || errno == EINTR else { break }
            for index in 0..<2 where open[index] && polled[index].revents != 0 {
                let count = read(pipes[index][0], &chunk, chunk.count)
                if count > 0 {
                    let room = limits.outputBytes - collected[index].count
                    if room > 0 { collected[index] += chunk.prefix(min(room, count)) }
                    if index == 0, count > room { tooLarge = true }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open[index] = false
                }
            }
        }
        if status == nil || tooLarge {
            // The group: a grandchild (git's remote helper) may be what is still printing.
            kill(-pid, SIGKILL)
            if status == nil {
                kill(pid, SIGKILL)
                var raw: Int32 = 0
                _ = waitpid(pid, &raw, 0)
            }
        }
        guard let status, !tooLarge else {
            throw tooLarge ? .outputTooLarge(limit: limits.outputBytes) : .timedOut(limits.time)
        }
        return Result(status: status, stdoutBytes: collected[0], stderrBytes: collected[1])
    }

    /// Starts the child in a process group of its own, with default signal handling (rxs may
    /// ignore SIGPIPE, and an ignored signal would stay ignored in the child).
    private static func spawn(_ executable: String, _ arguments: [String], environment: [String: String],
                              stdout: Int32, stderr: Int32) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stdout, 1)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGCHLD] { sigaddset(&defaults, signal) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else { throw .cannotStart(String(cString: strerror(result))) }
        return pid
    }

    /// A wait status as a shell shows it: the exit code, or 128 + the signal that ended it.
    private static func exitStatus(_ raw: Int32) -> Int32 {
        raw & 0x7F == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return max(0, seconds.multipliedReportingOverflow(by: 1000).partialValue + attoseconds / 1_000_000_000_000_000)
    }

    /// The first executable `name` on `PATH` (as a shell finds it), or nil.
    package static func find(_ name: String, environment: [String: String]) -> String? {
        let path = environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = String(folder) + "/" + name
            var info = stat()
            if stat(candidate, &info) == 0, info.st_mode & S_IFMT == S_IFREG, access(candidate, X_OK) == 0 {
                return candidate
            }
        }
        return nil
    }

    /// `15 s`, `0.25 s`: a time limit as messages show it.
    package static func spelled(_ duration: Duration) -> String {
        let milliseconds = milliseconds(duration)
        guard milliseconds % 1000 != 0 else { return "\(milliseconds / 1000) s" }
        var fraction = String(milliseconds % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(milliseconds / 1000).\(fraction) s"
    }

    /// `1 MB`, `300 bytes`: an output limit as messages show it.
    package static func spelled(bytes: Int) -> String {
        bytes >= 1 << 20 && bytes % (1 << 20) == 0 ? "\(bytes >> 20) MB" : bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
