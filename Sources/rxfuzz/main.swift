import Foundation
import RxsCLI
import RxsRunner
import RxsScript
import RxsSession

/// rxfuzz: hostile lines for rxs (see `scripts/fuzz`).
///
///     rxfuzz generate --seed S --lines N [--corpus DIR] [--longest BYTES]   lines on stdout
///     rxfuzz run FILE                       runs FILE's lines in-process, as the piped REPL would;
///                                           exits 3 if a step showed the secret, an output
///                                           replaced an input or a --json line did not parse
///     rxfuzz minimize FILE --rxs PATH [--timeout SECONDS]
///                                           shortest lines of FILE that still crash or hang
///                                           `rxfuzz run` or the piped `rxs` REPL
///     rxfuzz servers --rxs PATH [--timeout SECONDS]
///                                           the misbehaving loopback-server set (`ServerSet`)
///     rxfuzz files --rxs PATH [--timeout SECONDS]
///                                           the file-safety matrix (`FileMatrix`)
/// `servers` and `files` exit 1 when any case failed.
let usage = """
    usage: rxfuzz generate --seed S --lines N [--corpus DIR] [--longest BYTES]
           rxfuzz run FILE
           rxfuzz minimize FILE --rxs PATH [--timeout SECONDS]
           rxfuzz servers --rxs PATH [--timeout SECONDS]
           rxfuzz files --rxs PATH [--timeout SECONDS]
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    defer { arguments.removeSubrange(index...index + 1) }
    return arguments[index + 1]
}

/// The lines of a file: split on LF only, bytes kept as they are.
func lines(of path: String) -> [[UInt8]] {
    guard let data = FileManager.default.contents(atPath: path) else { fail("rxfuzz: cannot read \(path)") }
    var lines = [UInt8](data).split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
}

func corpus(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".rxs") }.sorted().flatMap { name -> [String] in
        let text = (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }
}

func temporaryFolder() -> String {
    let path = NSTemporaryDirectory() + "rxfuzz-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

enum Outcome: Equatable {
    case passed, crashed(Int32), hung
}

/// Runs a child with stdin from `input`, killing it after `timeout` seconds.
func outcome(of executable: String, _ arguments: [String], input: String?, in folder: String, timeout: Double) -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    if let input { process.standardInput = FileHandle(forReadingAtPath: input) }
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    do { try process.run() } catch { fail("rxfuzz: cannot run \(executable): \(error)") }
    if ended.wait(timeout: .now() + timeout) == .timedOut {
        kill(process.processIdentifier, SIGKILL)
        ended.wait()
        return .hung
    }
    if process.terminationReason == .uncaughtSignal { return .crashed(process.terminationStatus) }
    return process.terminationStatus >= 128 ? .crashed(process.terminationStatus) : .passed
}

guard let command = arguments.first else { fail(usage) }
arguments.removeFirst()
switch command {
case "generate":
    guard let seed = option("--seed").flatMap(UInt64.init), let count = option("--lines").flatMap(Int.init) else { fail(usage) }
    let longest = option("--longest").flatMap(Int.init) ?? 1_000_000
    var generator = HostileLines(seed: seed, corpus: option("--corpus").map(corpus(in:)) ?? [], longest: longest)
    var output = [UInt8]()
    for line in generator.lines(count) {
        output += line
        output.append(0x0A)
        if output.count > 1 << 20 {
            FileHandle.standardOutput.write(Data(output))
            output.removeAll(keepingCapacity: true)
        }
    }
    FileHandle.standardOutput.write(Data(output))
case "run":
    guard let file = arguments.first else { fail(usage) }
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let driver: FuzzDriver
    do { driver = try FuzzDriver(folder: folder) } catch { fail("rxfuzz: \(error)") }
    let counts = driver.run(lines(of: file))
    print(counts)
    // A secret shown, an input replaced by an output or a --json line that is no JSON object
    // is a finding: scripts/fuzz counts exit 3 beside crashes and hangs.
    if counts.leaked > 0 || counts.clobbered > 0 || counts.badJSON > 0 { exit(3) }
case "minimize":
    guard let file = arguments.first, let rxs = option("--rxs") else { fail(usage) }
    let timeout = option("--timeout").flatMap(Double.init) ?? 30
    let me = URL(fileURLWithPath: CommandLine.arguments[0]).path
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let candidatePath = folder + "/candidate.rxs"
    func write(_ lines: [[UInt8]]) {
        _ = FileManager.default.createFile(atPath: candidatePath, contents: Data(lines.flatMap { $0 + [0x0A] }))
    }
    /// The first way the lines break: the in-process driver, then the piped REPL.
    func failure(_ lines: [[UInt8]]) -> (String, Outcome)? {
        write(lines)
        let inProcess = outcome(of: me, ["run", candidatePath], input: nil, in: folder, timeout: timeout)
        if inProcess != .passed { return ("rxfuzz run", inProcess) }
        let work = folder + "/repl"
        try? FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let repl = outcome(of: rxs, [], input: candidatePath, in: work, timeout: timeout)
        return repl == .passed ? nil : ("rxs (piped REPL)", repl)
    }
    var current = lines(of: file)
    guard let original = failure(current) else {
        print("rxfuzz: \(file) does not crash or hang")
        exit(0)
    }
    // Delta debugging by line deletion: drop chunks while the same failure remains.
    var chunks = 2
    while current.count >= 2 {
        let size = (current.count + chunks - 1) / chunks
        var reduced = false
        for start in stride(from: 0, to: current.count, by: size) {
            var candidate = current
            candidate.removeSubrange(start..<min(start + size, current.count))
            if let found = failure(candidate), found == original {
                current = candidate
                chunks = max(chunks - 1, 2)
                reduced = true
                break
            }
        }
        if !reduced {
            if chunks >= current.count { break }
            chunks = min(chunks * 2, current.count)
        }
    }
    let minimized = file + ".min"
    _ = FileManager.default.createFile(atPath: minimized, contents: Data(current.flatMap { $0 + [0x0A] }))
    print("\(original.0) \(original.1 == .hung ? "hangs" : "crashes") on \(current.count) line(s), written to \(minimized):")
    for line in current { print("  " + String(decoding: line, as: UTF8.self).debugDescription) }
    exit(1)
case "servers", "files":
    guard let rxs = option("--rxs") else { fail(usage) }
    let timeout = option("--timeout").flatMap(Double.init) ?? 120
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let failed = command == "servers" ? ServerSet.run(rxs: rxs, timeout: timeout, folder: folder)
        : FileMatrix.run(rxs: rxs, timeout: timeout, folder: folder)
    if failed > 0 { exit(1) }
default:
    fail(usage)
}
