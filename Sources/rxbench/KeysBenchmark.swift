#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 22's long typing: `keys` of N characters into the venue search, whose requests never
/// answer (`net latency 1440000m`), then `net log`, as one `rxs run` each. Linear work shows as
/// a flat CPU time per key. The query grows by a character a key and a search goes out every
/// 500 ms (5 keys), so past about 8,000 keys the URL passes 8 KB, the request is refused
/// (servers answer 414) and the alert ends the typing: the larger runs stop there (exit 2).
///
///     swift build -c release --product rxs --product rxbench && .build/release/rxbench keys [--json]
enum KeysBenchmark {
    static let lengths = [1_000, 2_000, 4_000, 7_000, 5_000, 10_000, 20_000]

    struct Run {
        let keys: Int
        let wallSeconds: Double
        let cpuSeconds: Double
        let peakMegabytes: Double
        let exitCode: Int32
    }

    static func script(keys: Int) -> String {
        "open venues\nnet latency 1440000m\nkeys searchBar " + String(repeating: "k", count: keys) + " every 100ms\nnet log\n"
    }

    static func run(rxsPath: String, directory: String) -> [Run]? {
        var runs: [Run] = []
        for keys in lengths {
            let path = directory + "/rxbench-keys-\(keys)-\(getpid()).rxs"
            guard let file = fopen(path, "w") else { return nil }
            let written = fputs(script(keys: keys), file) >= 0
            fclose(file)
            defer { unlink(path) }
            guard written else { return nil }
            let start = monotonicNanoseconds()
            guard let (exitCode, cpu, peak) = spawnAndMeasure(rxsPath, arguments: ["run", path]) else { return nil }
            runs.append(Run(keys: keys, wallSeconds: Double(monotonicNanoseconds() - start) / 1e9, cpuSeconds: cpu,
                            peakMegabytes: peak, exitCode: exitCode))
        }
        return runs
    }

    static func report(rxsPath: String, json: Bool) -> Int32 {
        guard access(rxsPath, X_OK) == 0 else {
            print("rxs not built next to rxbench: run swift build -c release first")
            return 1
        }
        guard let runs = run(rxsPath: rxsPath, directory: "/tmp") else {
            print("could not run \(rxsPath)")
            return 1
        }
        for run in runs {
            if json {
                print("{\"keys\":\(run.keys),\"wall_seconds\":\(String(format: "%.3f", run.wallSeconds)),"
                      + "\"cpu_seconds\":\(String(format: "%.3f", run.cpuSeconds)),"
                      + "\"cpu_us_per_key\":\(String(format: "%.1f", run.cpuSeconds / Double(run.keys) * 1e6)),"
                      + "\"peak_rss_mb\":\(String(format: "%.1f", run.peakMegabytes)),\"exit_code\":\(run.exitCode)}")
            } else {
                print(String(format: "keys %6d: %.3f s wall, %.3f s CPU (%.1f µs per key), peak RSS %.1f MB, exit code %d",
                             run.keys, run.wallSeconds, run.cpuSeconds, run.cpuSeconds / Double(run.keys) * 1e6,
                             run.peakMegabytes, run.exitCode))
            }
        }
        return 0
    }
}
