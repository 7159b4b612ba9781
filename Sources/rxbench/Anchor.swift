#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The RxSwift 6.10.2 build of the same workloads (`../shared/anchors/rxswift-bench`, from
/// `RxBench.swift`), run as a child process so both programs are measured in the same run.
struct Anchor {
    let path: String

    /// One workload's line from the anchor: `<id> <name> median <ms> ms … chk=<checksum>`.
    struct Line {
        let id: String
        let medianNanoseconds: UInt64
        let checksum: Int
    }

    /// Where the anchor is by default: `../shared/anchors/rxswift-bench` from the package root
    /// (found above this executable), else from the current directory.
    static func defaultPath() -> String {
        let relative = "../shared/anchors/rxswift-bench"
        if var directory = executableDirectory() {
            while !directory.isEmpty && directory != "/" {
                if access(directory + "/Package.swift", F_OK) == 0 { return directory + "/" + relative }
                directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
            }
        }
        return relative
    }

    static func executableDirectory() -> String? {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        let path = String(cString: resolved)
        return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    }

    var isPresent: Bool { access(path, X_OK) == 0 }

    /// Runs `BENCH_RUNS=runs rxswift-bench prefix` and returns the lines of the workloads in
    /// `names` (a prefix can select more, as `a` selects `a2`; those are dropped).
    func run(prefix: String, names: Set<String>, runs: Int) -> [String: Line]? {
        guard let output = runCapturingOutput(path, arguments: [prefix], environment: ["BENCH_RUNS=\(runs)"])
        else { return nil }
        var lines: [String: Line] = [:]
        for text in output.split(separator: "\n") {
            let fields = text.split(separator: " ")
            guard let id = fields.first.map(String.init), names.contains(id),
                  let medianIndex = fields.firstIndex(of: "median"), medianIndex + 1 < fields.count,
                  let milliseconds = Double(fields[medianIndex + 1]),
                  let checksumField = fields.last(where: { $0.hasPrefix("chk=") }),
                  let checksum = Int(checksumField.dropFirst(4))
            else { continue }
            lines[id] = Line(id: id, medianNanoseconds: UInt64((milliseconds * 1e6).rounded()), checksum: checksum)
        }
        return lines
    }
}

/// Runs a program with extra environment variables, stderr passed through; returns its
/// standard output, or nil if it could not start or did not exit 0.
func runCapturingOutput(_ path: String, arguments: [String], environment: [String]) -> String? {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    var inherited: [String] = []
    var entry = environ
    while let variable = entry.pointee {
        let text = String(cString: variable)
        if !environment.contains(where: { text.hasPrefix($0[...($0.firstIndex(of: "=") ?? $0.startIndex)]) }) {
            inherited.append(text)
        }
        entry += 1
    }
    var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = (inherited + environment).map { strdup($0) } + [nil]
    defer {
        argv.forEach { free($0) }
        envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, path, &actions, nil, &argv, &envp)
    close(pipeEnds[1])
    guard spawned == 0 else {
        close(pipeEnds[0])
        return nil
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = read(pipeEnds[0], &buffer, buffer.count)
        if count > 0 {
            bytes.append(contentsOf: buffer[0..<count])
        } else if count == 0 || errno != EINTR {
            break
        }
    }
    close(pipeEnds[0])
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    guard status & 0x7F == 0 && (status >> 8) & 0xFF == 0 else { return nil }
    return String(decoding: bytes, as: UTF8.self)
}

/// Writes to standard error (progress and problems, kept out of the table and the JSON).
func printError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

/// The path without `..` and symbolic links when it exists, else as given.
func canonicalPath(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}
