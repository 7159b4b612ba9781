#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The shell's benchmarks of issue 6: start-up of `rxs run` on a one-line script (against a
/// Foundation hello, `StartupBenchmark`), and the
/// replay rate and peak memory of generated 100,000- and 1,000,000-line scripts across the five
/// apps, output to /dev/null (the second shows whether memory stays flat as a replay goes on);
/// and the suite figure of issue 23 (`SuiteBenchmark`).
enum ShellBenchmarks {
    struct Replay {
        let lines: Int
        let seconds: Double
        /// User and system CPU time: on a shared machine the wall time also counts the waits
        /// for a core, this does not.
        let cpuSeconds: Double
        let peakMegabytes: Double
        let exitCode: Int32

        var linesPerSecond: Double { Double(lines) / seconds }
        var linesPerCPUSecond: Double { Double(lines) / cpuSeconds }
    }

    struct Result {
        let startup: [StartupBenchmark.Result]
        let replays: [Replay]
        /// `rxs test` of scripts/ copied 150 times (`SuiteBenchmark`); nil when scripts/ is not found.
        var suite: SuiteBenchmark.Result?
    }

    static let replayLengths = [100_000, 1_000_000]

    /// One tour of the apps; repeated to make the long script.
    static let tour = [
        "open repos", "type searchBar octocat", "wait 800ms", "select 0", "type searchBar fumiyasac",
        "wait 800ms", "select 3", "type searchBar \"\"",
        "open search", "type searchField rx", "type searchField rxswift", "tap searchButton", "wait 300ms",
        "back",
        "open venues", "wait 300ms", "type searchBar coffee", "wait 800ms", "select 1",
        "open feed", "wait 300ms", "refresh", "wait 300ms", "select 0", "wait 500ms", "back",
        "open follow", "wait 300ms", "delete 0", "delete 3", "select 2", "refresh", "wait 300ms",
    ]

    /// Writes a script of `count` lines (the tour repeated) line by line: the million-line one
    /// is never held, so this process stays small (a spawned child can be charged the RSS its
    /// parent had when it started).
    static func writeGeneratedScript(lines count: Int, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        for index in 0..<count where fputs(tour[index % tour.count] + "\n", file) < 0 {
            return false
        }
        return true
    }

    static func run(rxsPath: String, directory: String) -> Result? {
        guard let startup = StartupBenchmark.run(rxsPath: rxsPath, directory: directory) else { return nil }
        var replays: [Replay] = []
        for lines in replayLengths {
            guard let replay = replay(lines: lines, rxsPath: rxsPath, directory: directory) else { return nil }
            replays.append(replay)
        }
        return Result(startup: startup, replays: replays,
                      suite: SuiteBenchmark.run(rxsPath: rxsPath, directory: directory))
    }

    /// One `rxs run` of a generated script of `lines` lines, timed, with that process's peak RSS.
    static func replay(lines: Int, rxsPath: String, directory: String) -> Replay? {
        let path = directory + "/rxbench-replay-\(lines).rxs"
        guard writeGeneratedScript(lines: lines, to: path) else { return nil }
        defer { unlink(path) }
        let start = monotonicNanoseconds()
        guard let (exitCode, cpu, peak) = spawnAndMeasure(rxsPath, arguments: ["run", path]) else { return nil }
        let seconds = Double(monotonicNanoseconds() - start) / 1e9
        return Replay(lines: lines, seconds: seconds, cpuSeconds: cpu, peakMegabytes: peak, exitCode: exitCode)
    }

    /// Runs the benchmarks and prints them; the exit code is 1 when they could not run.
    static func report(rxsPath: String, json: Bool) -> Int32 {
        guard access(rxsPath, X_OK) == 0 else {
            print("rxs not built next to rxbench: run swift build -c release first")
            return 1
        }
        guard let result = run(rxsPath: rxsPath, directory: "/tmp") else {
            print("could not run \(rxsPath) (or build the Foundation hello: swiftc on PATH?)")
            return 1
        }
        if json {
            let replays = result.replays.map { replay in
                "{\"lines\":\(replay.lines),\"seconds\":\(String(format: "%.3f", replay.seconds)),"
                    + "\"lines_per_second\":\(Int(replay.linesPerSecond)),"
                    + "\"lines_per_cpu_second\":\(Int(replay.linesPerCPUSecond)),"
                    + "\"peak_rss_mb\":\(String(format: "%.1f", replay.peakMegabytes)),"
                    + "\"exit_code\":\(replay.exitCode)}"
            }
            // The first replay's figures keep their earlier flat keys; `replays` has them all.
            let first = result.replays[0]
            print("{\"rxs_run_one_line_ms\":\(String(format: "%.2f", result.startup[0].rxsMilliseconds)),"
                  + "\"startup\":[\(result.startup.map(StartupBenchmark.json).joined(separator: ","))],"
                  + "\"replay_lines\":\(first.lines),\"replay_seconds\":\(String(format: "%.3f", first.seconds)),"
                  + "\"replay_lines_per_second\":\(Int(first.linesPerSecond)),"
                  + "\"replay_peak_rss_mb\":\(String(format: "%.1f", first.peakMegabytes)),"
                  + "\"replay_exit_code\":\(first.exitCode),"
                  + "\"replays\":[\(replays.joined(separator: ","))]"
                  + (result.suite.map { "," + SuiteBenchmark.json($0) } ?? "") + "}")
        } else {
            result.startup.forEach { print(StartupBenchmark.text($0)) }
            for replay in result.replays {
                print(String(format: "replay of %d lines: %.3f s, %.0f lines/s (%.0f per CPU second), peak RSS %.1f MB, "
                             + "exit code %d", replay.lines, replay.seconds, replay.linesPerSecond, replay.linesPerCPUSecond,
                             replay.peakMegabytes, replay.exitCode))
            }
            if let suite = result.suite {
                SuiteBenchmark.text(suite).forEach { print($0) }
            } else {
                print("rxs test suite: scripts/ not found (run from the package folder)")
            }
        }
        return 0
    }
}
