/// `rxbench all`: issue 33's four figures side by side, after the core table — the core against
/// the RxSwift anchor, start-up against a Foundation hello (`StartupBenchmark`), the
/// 100,000-line replay's rate and peak memory, and the suite's scripts per second on one
/// core (`rxs test -j 1`) — as one Markdown table, each with its goal.
enum Overview {
    struct Core {
        /// Geometric mean of RxSwift/rxs over the Rx workloads; nil without the anchor.
        let geometricMean: Double?
        /// The workload with the lowest ratio.
        let lowest: (name: String, ratio: Double)?
    }

    struct Row {
        let figure: String
        let measured: String
        let goal: String
        let met: Bool?
    }

    static let replayLines = 100_000

    /// The shell's figures, measured before the core workloads run: a spawned child's peak RSS
    /// counts the memory its parent had when it started (Linux charges the pre-exec image), so
    /// they are taken while rxbench is still small.
    static func shellRows(rxsPath: String, directory: String) -> [Row]? {
        var rows: [Row] = []
        guard let startup = StartupBenchmark.run(rxsPath: rxsPath, directory: directory) else { return nil }
        for result in startup {
            rows.append(Row(figure: "start-up: `rxs run` of one line (\(result.label)) / Foundation hello",
                            measured: String(format: "%.1f ms / %.1f ms = %.2f×", result.rxsMilliseconds,
                                             result.helloMilliseconds, result.ratio),
                            goal: "≤ 1.5×", met: result.ratio <= 1.5))
        }
        // Replay and suite on each build: the static one also runs faster (no calls through
        // the shared libraries' tables), not only starts faster.
        for binary in StartupBenchmark.binaries(nextTo: rxsPath) {
            guard let replay = ShellBenchmarks.replay(lines: replayLines, rxsPath: binary.path, directory: directory),
                  replay.exitCode == 0 else { return nil }
            rows.append(Row(figure: "replay of 100,000 lines (\(binary.label))",
                            measured: String(format: "%.0f lines/s (%.0f per CPU second), peak RSS %.1f MB",
                                             replay.linesPerSecond, replay.linesPerCPUSecond, replay.peakMegabytes),
                            goal: "≥ 100,000 lines/s, ≤ 50 MB",
                            met: replay.linesPerSecond >= 100_000 && replay.peakMegabytes <= 50))
        }
        for binary in StartupBenchmark.binaries(nextTo: rxsPath) {
            guard let suite = SuiteBenchmark.run(rxsPath: binary.path, directory: directory, jobs: [1]),
                  let run = suite.runs.first, run.exitCode == 0 else { return nil }
            rows.append(Row(figure: "suite: `rxs test -j 1` of scripts/ ×\(SuiteBenchmark.copies) (\(suite.scripts) scripts, "
                                + "\(binary.label))",
                            measured: String(format: "%.0f scripts/s (%.0f per CPU second), peak RSS %.1f MB",
                                             suite.scriptsPerSecond(run), Double(suite.scripts) / run.cpuSeconds,
                                             run.peakMegabytes),
                            goal: "≥ 1,000 scripts/s", met: suite.scriptsPerSecond(run) >= 1_000))
        }
        return rows
    }

    /// The core row, from the core table's ratios.
    static func coreRow(_ core: Core) -> Row {
        guard let mean = core.geometricMean, let lowest = core.lowest else {
            return Row(figure: "core against RxSwift", measured: "no anchor", goal: "≥ 25×, each ≥ 8×", met: nil)
        }
        return Row(figure: "core: RxSwift 6.10.2 time / rxs time, geometric mean",
                   measured: String(format: "%.1f× (lowest %@ %.1f×)", mean, lowest.name, lowest.ratio),
                   goal: "≥ 25×, each ≥ 8×", met: mean >= 25 && lowest.ratio >= 8)
    }

    static func markdown(_ rows: [Row]) -> [String] {
        ["| figure | measured | goal | met |", "| --- | --- | --- | --- |"]
            + rows.map { "| \($0.figure) | \($0.measured) | \($0.goal) | \($0.met.map { $0 ? "yes" : "no" } ?? "-") |" }
    }

    static func json(_ rows: [Row]) -> String {
        "[" + rows.map { row in
            "{\"figure\":\"\(escaped(row.figure))\",\"measured\":\"\(escaped(row.measured))\","
                + "\"goal\":\"\(escaped(row.goal))\",\"met\":\(row.met.map { String($0) } ?? "null")}"
        }.joined(separator: ",") + "]"
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "\\" || character == "\"" { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
