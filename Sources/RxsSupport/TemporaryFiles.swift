import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files `SafeFileWriter` is writing, so that SIGINT or SIGTERM removes them
/// before the process ends, and the ones a killed process left behind, which the next write
/// into their folder removes.
///
/// The signal handler may only call async-signal-safe functions: the paths are C strings in
/// fixed slots, each read and written atomically, and the handler only unlinks them, puts the
/// previous handler back and raises the signal again (so a REPL's own handling still runs).
package enum TemporaryFiles {
    /// Writes in progress at once (more are written, just not cleaned on a signal).
    private static let slotCount = 16
    // Made once and never freed or moved; every access to a slot is atomic.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Atomic<Int>> = {
        let slots = UnsafeMutablePointer<Atomic<Int>>.allocate(capacity: slotCount)
        for index in 0..<slotCount { (slots + index).initialize(to: Atomic(0)) }
        return slots
    }()
    private static let installed = Mutex(false)
    nonisolated(unsafe) private static var previousInterrupt = sigaction()
    nonisolated(unsafe) private static var previousTerminate = sigaction()

    /// The prefix and suffix of every temporary file: `.rxs-PID-N-ATTEMPT.tmp`.
    static let prefix = ".rxs-"
    static let suffix = ".tmp"

    /// Remembers `path` for the signal handler; returns the slot to pass to `end`.
    static func begin(_ path: String) -> Int? {
        installHandlers()
        guard let copy = strdup(FileName.cString(path)) else { return nil }
        let address = Int(bitPattern: copy)
        for index in 0..<slotCount where slots[index].compareExchange(expected: 0, desired: address, ordering: .sequentiallyConsistent).exchanged {
            return index
        }
        free(copy)
        return nil
    }

    /// Forgets the path of `slot` (the file was renamed or removed).
    static func end(_ slot: Int?) {
        guard let slot else { return }
        let address = slots[slot].exchange(0, ordering: .sequentiallyConsistent)
        if let pointer = UnsafeMutablePointer<CChar>(bitPattern: address) { free(pointer) }
    }

    /// Installs the SIGINT and SIGTERM handlers now, so that a handler installed after them
    /// (`StrayOutputSignals`) can pass the signal on to them.
    package static func installHandlers() {
        installed.withLock { installed in
            guard !installed else { return }
            installed = true
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = { signal in TemporaryFiles.handle(signal) }
            #else
            action.__sigaction_u.__sa_handler = { signal in TemporaryFiles.handle(signal) }
            #endif
            sigemptyset(&action.sa_mask)
            // A signal the process ignores (a background job's SIGINT, `trap '' TERM`) stays
            // ignored: handling it would end a write that should go on.
            sigaction(SIGINT, nil, &previousInterrupt)
            if !ignores(previousInterrupt) { sigaction(SIGINT, &action, nil) }
            sigaction(SIGTERM, nil, &previousTerminate)
            if !ignores(previousTerminate) { sigaction(SIGTERM, &action, nil) }
        }
    }

    /// Whether `action` ignores its signal.
    package static func ignores(_ action: sigaction) -> Bool {
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        return action.sa_flags & Int32(SA_SIGINFO) == 0 && unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    private static func handle(_ signal: Int32) {
        var previous = signal == SIGINT ? previousInterrupt : previousTerminate
        #if canImport(Glibc)
        let handler = previous.__sigaction_handler.sa_handler
        #else
        let handler = previous.__sigaction_u.__sa_handler
        #endif
        // A handler that was there before (not the default) decides; the process goes on, so
        // the write in progress must too: its file is not ours to remove yet.
        if previous.sa_flags & Int32(SA_SIGINFO) == 0, let handler, unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_DFL, to: Int.self) {
            handler(signal)
            return
        }
        for index in 0..<slotCount {
            let address = slots[index].load(ordering: .sequentiallyConsistent)
            if let pointer = UnsafeMutablePointer<CChar>(bitPattern: address) { unlink(pointer) }
        }
        sigaction(signal, &previous, nil)
        raise(signal)
    }

    /// Removes the temporary files in `folder` whose writer is no longer running.
    static func removeStale(in folder: String) {
        guard let directory = opendir(FileName.cString(folder)) else { return }
        defer { closedir(directory) }
        let ownID = getpid()
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasPrefix(prefix), name.hasSuffix(suffix) else { continue }
            let fields = name.dropFirst(prefix.count).dropLast(suffix.count).split(separator: "-")
            guard fields.count == 3, fields.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                let process = pid_t(fields[0]), process > 0, process != ownID
            else { continue }
            // ESRCH: no such process. EPERM means it runs as someone else: leave its file.
            if kill(process, 0) != 0, errno == ESRCH { unlink(FileName.cString(folder + "/" + name)) }
        }
    }
}
