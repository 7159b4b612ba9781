// rxbench: RxCore against the RxSwift 6.10.2 medians of issue 2, and the shell's replay
// benchmarks of issue 6. Release builds only (swift build -c release first, for rxprobe and rxs):
//   swift run -c release rxbench [--json] [workload names…]
//   swift run -c release rxbench shell [--json]
#if canImport(Glibc)
import Glibc
#endif

/// RxSwift 6.10.2 medians in seconds, measured on the same kind of machine (issue 2).
let rxSwiftSeconds: [String: Double] = [
    "a": 4.9, "a2": 0.50, "b": 1.06, "c1": 0.11, "c2": 0.10, "d": 0.46, "e": 2.16,
    "f1": 0.51, "f2": 1.42, "f3": 0.30, "g": 0.87,
]

let arguments = Array(CommandLine.arguments.dropFirst())
let json = arguments.contains("--json")
let benchPath = CommandLine.arguments[0]
let buildDirectory = String(benchPath[..<(benchPath.lastIndex(of: "/") ?? benchPath.startIndex)])

if arguments.first == "shell" {
    exit(ShellBenchmarks.report(rxsPath: buildDirectory + "/rxs", json: json))
}
let selected = Set(arguments.filter { !$0.hasPrefix("--") })
let workloads = Workloads.all.filter { selected.isEmpty || selected.contains($0.name) }

var results: [Measurement] = []
for workload in workloads {
    let result = measure(workload)
    results.append(result)
    if !json {
        let seconds = Double(result.medianNanoseconds) / 1e9
        let speedup = rxSwiftSeconds[workload.name].map { String(format: "%7.1f×", $0 / seconds) } ?? "        "
        print(String(format: "%-3@ %10.4f s %9.1f ns/op %@  checksum %@ %@  %@",
                     workload.name, seconds, result.nanosecondsPerOperation, speedup,
                     String(result.checksum), result.checksumMatches ? "ok" : "MISMATCH (expected \(workload.expected))",
                     workload.summary))
    }
}

let speedups = results.compactMap { result -> Double? in
    rxSwiftSeconds[result.workload.name].map { $0 / (Double(result.medianNanoseconds) / 1e9) }
}
let geometricMean = speedups.isEmpty ? 0 : exp(speedups.map(log).reduce(0, +) / Double(speedups.count))
let probePath = buildDirectory + "/rxprobe"
let startup = access(probePath, X_OK) == 0 ? medianStartupMilliseconds(of: probePath) : nil
let peak = peakResidentMegabytes()

if json {
    let rows = results.map { result in
        "{\"name\":\"\(result.workload.name)\",\"median_ns\":\(result.medianNanoseconds)," +
            "\"ns_per_op\":\(String(format: "%.2f", result.nanosecondsPerOperation))," +
            "\"checksum\":\(result.checksum),\"checksum_ok\":\(result.checksumMatches)}"
    }
    print("{\"workloads\":[\(rows.joined(separator: ","))],"
          + "\"geomean_speedup_vs_rxswift\":\(String(format: "%.2f", geometricMean)),"
          + "\"peak_rss_mb\":\(String(format: "%.1f", peak)),"
          + "\"rxprobe_startup_ms\":\(startup.map { String(format: "%.2f", $0) } ?? "null")}")
} else {
    print(String(format: "geometric mean speedup vs RxSwift: %.1f×", geometricMean))
    print(String(format: "peak RSS: %.1f MB", peak))
    print("rxprobe start-to-exit median: "
          + (startup.map { String(format: "%.2f ms", $0) } ?? "not built (run swift build -c release first)"))
}
exit(results.allSatisfy { $0.checksumMatches || $0.workload.expected == 0 && $0.checksum == 0 } ? 0 : 1)
