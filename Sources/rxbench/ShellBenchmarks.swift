#if canImport(Glibc)
import Glibc
#endif

/// The shell's benchmarks of issue 6: start-up of `rxs run` on a one-line script, and the
/// replay rate of a generated 100,000-line script across the five apps, output to /dev/null.
enum ShellBenchmarks {
    struct Result {
        let startupMilliseconds: Double
        let replayLines: Int
        let replaySeconds: Double
        let replayPeakMegabytes: Double
        let replayExitCode: Int32

        var linesPerSecond: Double { Double(replayLines) / replaySeconds }
    }

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

    static func generatedScript(lines count: Int) -> String {
        var lines: [String] = []
        lines.reserveCapacity(count)
        while lines.count < count {
            lines.append(contentsOf: tour.prefix(count - lines.count))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func run(rxsPath: String, directory: String) -> Result? {
        let oneLine = directory + "/rxbench-one-line.rxs"
        let long = directory + "/rxbench-replay.rxs"
        guard write("wait 1s\n", to: oneLine), write(generatedScript(lines: 100_000), to: long) else { return nil }
        defer {
            unlink(oneLine)
            unlink(long)
        }
        guard let startup = medianStartupMilliseconds(of: rxsPath, arguments: ["run", oneLine]) else { return nil }
        let start = monotonicNanoseconds()
        guard let exitCode = spawnAndWait(rxsPath, arguments: ["run", long]) else { return nil }
        let seconds = Double(monotonicNanoseconds() - start) / 1e9
        return Result(startupMilliseconds: startup, replayLines: 100_000, replaySeconds: seconds,
                      replayPeakMegabytes: peakChildResidentMegabytes(), replayExitCode: exitCode)
    }

    /// Runs the benchmarks and prints them; the exit code is 1 when they could not run.
    static func report(rxsPath: String, json: Bool) -> Int32 {
        guard access(rxsPath, X_OK) == 0 else {
            print("rxs not built next to rxbench: run swift build -c release first")
            return 1
        }
        guard let result = run(rxsPath: rxsPath, directory: "/tmp") else {
            print("could not run \(rxsPath)")
            return 1
        }
        if json {
            print("{\"rxs_run_one_line_ms\":\(String(format: "%.2f", result.startupMilliseconds)),"
                  + "\"replay_lines\":\(result.replayLines),\"replay_seconds\":\(String(format: "%.3f", result.replaySeconds)),"
                  + "\"replay_lines_per_second\":\(Int(result.linesPerSecond)),"
                  + "\"replay_peak_rss_mb\":\(String(format: "%.1f", result.replayPeakMegabytes)),"
                  + "\"replay_exit_code\":\(result.replayExitCode)}")
        } else {
            print(String(format: "rxs run (one line) start-to-exit median: %.2f ms", result.startupMilliseconds))
            print(String(format: "replay of %d lines: %.3f s, %.0f lines/s, peak RSS %.1f MB, exit code %d",
                         result.replayLines, result.replaySeconds, result.linesPerSecond,
                         result.replayPeakMegabytes, result.replayExitCode))
        }
        return 0
    }

    private static func write(_ text: String, to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        defer { fclose(file) }
        return fputs(text, file) >= 0
    }
}
