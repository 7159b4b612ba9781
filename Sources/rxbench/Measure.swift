#if canImport(Glibc)
import Glibc
#endif

/// Monotonic nanoseconds, for measuring only (never visible to scripts).
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// One benchmark: a name, how many operations one run performs, the expected checksum,
/// and the run itself returning its checksum.
struct Workload {
    let name: String
    let summary: String
    let operations: Int
    let expected: Int
    let run: () -> Int
}

struct Measurement {
    let workload: Workload
    let medianNanoseconds: UInt64
    let checksum: Int

    var nanosecondsPerOperation: Double { Double(medianNanoseconds) / Double(workload.operations) }
    var checksumMatches: Bool { checksum == workload.expected }
}

/// One warm-up run, then the median of `runs` timed runs.
func measure(_ workload: Workload, runs: Int = 5) -> Measurement {
    var checksum = workload.run()
    var samples: [UInt64] = []
    for _ in 0..<runs {
        let start = monotonicNanoseconds()
        checksum = workload.run()
        samples.append(monotonicNanoseconds() - start)
    }
    samples.sort()
    return Measurement(workload: workload, medianNanoseconds: samples[samples.count / 2], checksum: checksum)
}

/// Peak resident set size of this process so far, in megabytes.
func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// Median wall time from spawn to exit of a program, in milliseconds.
func medianStartupMilliseconds(of path: String, runs: Int = 21) -> Double? {
    var samples: [Double] = []
    for _ in 0..<runs {
        var pid: pid_t = 0
        let start = monotonicNanoseconds()
        let spawned = path.withCString { cPath -> Int32 in
            var argv: [UnsafeMutablePointer<CChar>?] = [strdup(cPath), nil]
            defer { argv.forEach { free($0) } }
            return posix_spawn(&pid, cPath, nil, nil, &argv, environ)
        }
        guard spawned == 0 else { return nil }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        samples.append(Double(monotonicNanoseconds() - start) / 1e6)
    }
    samples.sort()
    return samples[samples.count / 2]
}
