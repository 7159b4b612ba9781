#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Start-up against the floor of issue 33: `rxs run` of a one-line script beside a Swift
/// program that imports Foundation and prints one line (`swiftc -O`, built here, linked the
/// toolchain's default way), alternating the two run by run so both see the same load. Both
/// builds of rxs are measured when present: the plain release build next to rxbench, and
/// scripts/install's static one (`.build/install/release/rxs`).
enum StartupBenchmark {
    static let pairs = 31

    struct Binary {
        let label: String
        let path: String
    }

    struct Result {
        let label: String
        let rxsMilliseconds: Double
        let helloMilliseconds: Double
        /// The median of the pairs' ratios rxs/hello (robust to drift in the machine's speed).
        let ratio: Double
    }

    static let helloSource = """
    import Foundation
    print("hello \\(ProcessInfo.processInfo.processIdentifier)")

    """

    /// The binaries to measure: the one next to rxbench, and scripts/install's if built.
    static func binaries(nextTo rxsPath: String) -> [Binary] {
        var found = [Binary(label: "swift build -c release", path: rxsPath)]
        if let root = packageRoot(), access(root + "/.build/install/release/rxs", X_OK) == 0 {
            found.append(Binary(label: "scripts/install", path: root + "/.build/install/release/rxs"))
        }
        return found
    }

    /// The folder holding Package.swift above this executable.
    static func packageRoot() -> String? {
        guard var directory = Anchor.executableDirectory() else { return nil }
        while !directory.isEmpty && directory != "/" {
            if access(directory + "/Package.swift", F_OK) == 0 { return directory }
            directory = String(directory[..<(directory.lastIndex(of: "/") ?? directory.startIndex)])
        }
        return nil
    }

    /// Builds the hello program into `directory`; nil when swiftc is not on PATH or fails.
    static func buildHello(in directory: String) -> String? {
        let source = directory + "/rxbench-hello-\(getpid()).swift"
        let binary = directory + "/rxbench-hello-\(getpid())"
        guard let file = fopen(source, "w") else { return nil }
        let written = fputs(helloSource, file) >= 0
        guard fclose(file) == 0, written else { return nil }
        defer { unlink(source) }
        guard spawnFromPath("swiftc", arguments: ["-O", source, "-o", binary]) == 0 else { return nil }
        return binary
    }

    /// Alternates `rxs run oneLine` and the hello `pairs` times after two warm-ups each.
    static func measure(_ binary: Binary, oneLine: String, hello: String) -> Result? {
        var rxsSamples: [Double] = []
        var helloSamples: [Double] = []
        var ratios: [Double] = []
        for index in 0..<(pairs + 2) {
            guard let rxs = wallMilliseconds(binary.path, arguments: ["run", oneLine]),
                  let floor = wallMilliseconds(hello, arguments: []) else { return nil }
            guard index >= 2 else { continue }
            rxsSamples.append(rxs)
            helloSamples.append(floor)
            ratios.append(rxs / floor)
        }
        return Result(label: binary.label, rxsMilliseconds: median(rxsSamples),
                      helloMilliseconds: median(helloSamples), ratio: median(ratios))
    }

    static func run(rxsPath: String, directory: String) -> [Result]? {
        let oneLine = directory + "/rxbench-startup-\(getpid()).rxs"
        guard let file = fopen(oneLine, "w") else { return nil }
        let written = fputs("wait 1s\n", file) >= 0
        guard fclose(file) == 0, written else { return nil }
        defer { unlink(oneLine) }
        guard let hello = buildHello(in: directory) else { return nil }
        defer { unlink(hello) }
        var results: [Result] = []
        for binary in binaries(nextTo: rxsPath) {
            guard let result = measure(binary, oneLine: oneLine, hello: hello) else { return nil }
            results.append(result)
        }
        return results
    }

    static func text(_ result: Result) -> String {
        String(format: "rxs run (one line), %@: %.2f ms against a Foundation hello's %.2f ms, %.2fx "
               + "(medians of %d alternating pairs)", result.label, result.rxsMilliseconds,
               result.helloMilliseconds, result.ratio, pairs)
    }

    static func json(_ result: Result) -> String {
        "{\"build\":\"\(result.label)\",\"rxs_ms\":\(String(format: "%.2f", result.rxsMilliseconds)),"
            + "\"hello_ms\":\(String(format: "%.2f", result.helloMilliseconds)),"
            + "\"ratio\":\(String(format: "%.2f", result.ratio))}"
    }

    private static func wallMilliseconds(_ path: String, arguments: [String]) -> Double? {
        let start = monotonicNanoseconds()
        guard spawnAndWait(path, arguments: arguments) == 0 else { return nil }
        return Double(monotonicNanoseconds() - start) / 1e6
    }

    private static func median(_ samples: [Double]) -> Double {
        let sorted = samples.sorted()
        return sorted[sorted.count / 2]
    }

    /// Runs a program found on PATH with output to /dev/null; its exit code.
    private static func spawnFromPath(_ name: String, arguments: [String]) -> Int32? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = ([name] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawnp(&pid, name, &actions, nil, &argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        guard waitpid(pid, &status, 0) == pid else { return nil }
        return (status >> 8) & 0xFF
    }
}
