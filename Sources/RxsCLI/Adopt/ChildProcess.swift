import Foundation

/// A child process with a time limit and a cap on what it may print. `rxs adopt` runs git,
/// which can wait for ever on a network or a credential prompt, or print without end on a
/// broken repository; neither may hang rxs or fill its memory.
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

    /// Runs `executable arguments…` in the root folder (the caller's may be gone) with stdin empty and both pipes read as it runs; past
    /// `timeLimit` seconds the child is killed. The pipes are polled from this thread rather
    /// than read to their end: a grandchild that keeps one open (git's remote helper) cannot
    /// stall the wait past the limit.
    static func run(_ executable: String, _ arguments: [String], environment: [String: String],
                    timeLimit: Int) throws(Failure) -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: "/")
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do { try process.run() } catch { throw .cannotStart("\(error)") }
        let deadline = DispatchTime.now() + .seconds(timeLimit)
        let descriptors = [stdout.fileHandleForReading.fileDescriptor, stderr.fileHandleForReading.fileDescriptor]
        var collected: [[UInt8]] = [[], []]
        var open = [true, true]
        var timedOut = false
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while open.contains(true) {
            let now = DispatchTime.now()
            guard now < deadline else { timedOut = true; break }
            let milliseconds = Int32(clamping: (deadline.uptimeNanoseconds - now.uptimeNanoseconds) / 1_000_000 + 1)
            // poll skips a negative descriptor: a stream at its end is left out that way.
            var polled = (0..<2).map { pollfd(fd: open[$0] ? descriptors[$0] : -1, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&polled, 2, milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            for index in 0..<2 where open[index] && polled[index].revents != 0 {
                let count = read(descriptors[index], &chunk, chunk.count)
                if count > 0 {
                    let room = outputLimit - collected[index].count
                    if room > 0 { collected[index] += chunk.prefix(min(room, count)) }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    open[index] = false
                }
            }
        }
        if !timedOut, exited.wait(timeout: deadline) == .timedOut { timedOut = true }
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            exited.wait()
            throw .timedOut(seconds: timeLimit)
        }
        return Result(status: process.terminationStatus, stdout: String(decoding: collected[0], as: UTF8.self),
                      stderr: String(decoding: collected[1], as: UTF8.self))
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
