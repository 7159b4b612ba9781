import Foundation

/// A child process with a time limit and a cap on what it may print. `rxs adopt` runs git,
/// which can wait for ever on a network or a credential prompt, or print without end on a
/// broken repository; neither may hang rxs or fill its memory.
///
/// Spawned with `posix_spawn` rather than `Foundation.Process`: on Linux, Process learns that
/// a child exited only when every copy of its pipes is closed, so a grandchild that keeps one
/// (git's remote helper, a background job) would make a finished command look hung.
struct ChildProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    enum Failure: Error {
        case cannotStart(String)
        case timedOut(seconds: Int)
    }

    /// Bytes kept of each stream; the rest is read and dropped, so the child never blocks on a
    /// full pipe.
    static let outputLimit = 1 << 20

    /// Runs `executable arguments…` with `environment`, stdin from /dev/null and both pipes
    /// read as it runs, in a process group of its own; past `timeLimit` seconds the group is
    /// killed. After the child exits its pipes are read for a moment more, then left.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    timeLimit: Int) throws(Failure) -> Result {
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

        let deadline = DispatchTime.now() + .seconds(timeLimit)
        var collected: [[UInt8]] = [[], []]
        var open = [true, true]
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var status: Int32?
        var grace: DispatchTime?
        while status == nil || (open.contains(true) && DispatchTime.now() < (grace ?? deadline)) {
            let now = DispatchTime.now()
            guard now < deadline else { break }
            if status == nil {
                var raw: Int32 = 0
                if waitpid(pid, &raw, WNOHANG) == pid {
                    status = Self.exitStatus(raw)
                    grace = min(deadline, now + .milliseconds(500))
                }
            }
            guard open.contains(true) else {
                // Both pipes closed but the child still runs: wait for it in short steps.
                if status == nil { usleep(10_000) }
                continue
            }
            let milliseconds = Int32(clamping: min((deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000 + 1, 50))
            // poll skips a negative descriptor: a stream at its end is left out that way.
            var polled = (0..<2).map { pollfd(fd: open[$0] ? pipes[$0][0] : -1, events: Int16(POLLIN), revents: 0) }
            guard poll(&polled, 2, milliseconds) >= 0 || errno == EINTR else { break }
            for index in 0..<2 where open[index] && polled[index].revents != 0 {
                let count = read(pipes[index][0], &chunk, chunk.count)
                if count > 0 {
                    let room = outputLimit - collected[index].count
                    if room > 0 { collected[index] += chunk.prefix(min(room, count)) }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open[index] = false
                }
            }
        }
        guard let status else {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            _ = waitpid(pid, &raw, 0)
            throw .timedOut(seconds: timeLimit)
        }
        return Result(status: status, stdout: String(decoding: collected[0], as: UTF8.self),
                      stderr: String(decoding: collected[1], as: UTF8.self))
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

    /// The first executable `name` on `PATH` (as a shell finds it), or nil.
    static func find(_ name: String, environment: [String: String]) -> String? {
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
}
