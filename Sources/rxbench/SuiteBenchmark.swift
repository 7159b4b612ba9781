#if canImport(Glibc)
import Glibc
#endif

/// The suite figure of issue 23: `rxs test` of the repository's scripts/*.rxs copied 150
/// times (1,050 scripts, goldens included), on one core (`-j 1`) and on two (`-j 2`), output
/// to /dev/null, each run's wall time and peak RSS.
enum SuiteBenchmark {
    static let copies = 150

    struct Run {
        let jobs: Int
        let seconds: Double
        /// User and system CPU time of the run: on a shared machine the wall time also counts
        /// the waits for a core, this does not.
        let cpuSeconds: Double
        let peakMegabytes: Double
        let exitCode: Int32
    }

    struct Result {
        let scripts: Int
        let runs: [Run]

        func scriptsPerSecond(_ run: Run) -> Double { Double(scripts) / run.seconds }

        /// `-j 2`'s rate over `-j 1`'s.
        var speedup: Double? {
            guard let one = runs.first(where: { $0.jobs == 1 }), let two = runs.first(where: { $0.jobs == 2 }) else {
                return nil
            }
            return one.seconds / two.seconds
        }
    }

    /// scripts/ of the source tree this rxbench was built from, else of the current folder.
    static func scriptsFolder() -> String? {
        let source = #filePath
        let sources = source.split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
        for folder in [sources + "/scripts", "scripts"] where !scriptNames(in: folder).isEmpty {
            return folder
        }
        return nil
    }

    static func run(rxsPath: String, directory: String, jobs: [Int] = [1, 2]) -> Result? {
        guard let folder = scriptsFolder() else { return nil }
        let names = scriptNames(in: folder)
        let suite = directory + "/rxbench-suite-\(getpid())"
        guard mkdir(suite, 0o755) == 0 else { return nil }
        var written: [String] = []
        var folders: [String] = [suite]
        defer {
            for file in written { unlink(file) }
            for made in folders.reversed() { rmdir(made) }
        }
        let texts = names.compactMap { name in read(folder + "/" + name).map { (name, $0) } }
        guard texts.count == names.count else { return nil }
        for copy in 1...copies {
            let copyFolder = suite + "/c" + String(copy)
            guard mkdir(copyFolder, 0o755) == 0 else { return nil }
            folders.append(copyFolder)
            for (name, bytes) in texts {
                let path = copyFolder + "/" + name
                guard write(bytes, to: path) else { return nil }
                written.append(path)
            }
        }
        var runs: [Run] = []
        for jobs in jobs {
            let start = monotonicNanoseconds()
            guard let (exitCode, cpu, peak) = spawnAndMeasure(rxsPath, arguments: ["test", "-j", String(jobs), suite])
            else { return nil }
            runs.append(Run(jobs: jobs, seconds: Double(monotonicNanoseconds() - start) / 1e9, cpuSeconds: cpu,
                            peakMegabytes: peak, exitCode: exitCode))
        }
        return Result(scripts: written.count, runs: runs)
    }

    /// `"suite":{…}` for `rxbench shell --json`.
    static func json(_ result: Result) -> String {
        let runs = result.runs.map { run in
            "{\"jobs\":\(run.jobs),\"seconds\":\(String(format: "%.3f", run.seconds)),"
                + "\"scripts_per_second\":\(Int(result.scriptsPerSecond(run))),"
                + "\"cpu_seconds\":\(String(format: "%.3f", run.cpuSeconds)),"
                + "\"scripts_per_cpu_second\":\(Int(Double(result.scripts) / run.cpuSeconds)),"
                + "\"peak_rss_mb\":\(String(format: "%.1f", run.peakMegabytes)),\"exit_code\":\(run.exitCode)}"
        }
        let speedup = result.speedup.map { String(format: "%.2f", $0) } ?? "null"
        return "\"suite\":{\"scripts\":\(result.scripts),\"copies\":\(copies),\"runs\":[\(runs.joined(separator: ","))],"
            + "\"speedup_j2\":\(speedup)}"
    }

    static func text(_ result: Result) -> [String] {
        var lines = result.runs.map { run in
            String(format: "rxs test of scripts/ x%d (%d scripts), -j %d: %.3f s, %.0f scripts/s (CPU %.3f s, "
                   + "%.0f scripts per CPU second), peak RSS %.1f MB, exit code %d",
                   copies, result.scripts, run.jobs, run.seconds, result.scriptsPerSecond(run), run.cpuSeconds,
                   Double(result.scripts) / run.cpuSeconds, run.peakMegabytes, run.exitCode)
        }
        if let speedup = result.speedup { lines.append(String(format: "rxs test -j 2 over -j 1: %.2fx", speedup)) }
        return lines
    }

    /// The `*.rxs` regular files directly in `folder`, sorted.
    private static func scriptNames(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            var info = stat()
            if name.hasSuffix(".rxs"), stat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                names.append(name)
            }
        }
        return names.sorted()
    }

    private static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes += buffer[..<count] }
            if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
        }
    }

    private static func write(_ bytes: [UInt8], to path: String) -> Bool {
        guard let file = fopen(path, "w") else { return false }
        let count = fwrite(bytes, 1, bytes.count, file)
        return fclose(file) == 0 && count == bytes.count
    }
}

extension SuiteBenchmark {
    /// `rxbench suite`: the suite figure alone; the exit code is 1 when it could not run.
    static func report(rxsPath: String, json: Bool) -> Int32 {
        guard access(rxsPath, X_OK) == 0 else {
            print("rxs not built next to rxbench: run swift build -c release first")
            return 1
        }
        guard let result = run(rxsPath: rxsPath, directory: "/tmp") else {
            print("could not run the suite: scripts/ not found or /tmp not writable")
            return 1
        }
        print(json ? "{" + Self.json(result) + "}" : text(result).joined(separator: "\n"))
        return 0
    }
}
