#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic nanoseconds, for measuring only (never visible to scripts).
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// One benchmark: a name, how many operations one run performs, the expected checksum,
/// and the run itself, returning the nanoseconds of its timed section and its checksum.
struct Workload {
    let name: String
    let summary: String
    let operations: Int
    let expected: Int
    /// Calibration runs (no Rx) get a ratio but stay out of the geometric mean.
    let calibration: Bool
    private(set) var timedRun: () -> (nanoseconds: UInt64, checksum: Int)

    /// A workload timed whole (as the anchor's `bench`).
    init(name: String, summary: String, operations: Int, expected: Int, calibration: Bool = false,
         run: @escaping () -> Int) {
        self.name = name
        self.summary = summary
        self.operations = operations
        self.expected = expected
        self.calibration = calibration
        timedRun = {
            let start = monotonicNanoseconds()
            let checksum = run()
            return (monotonicNanoseconds() - start, checksum)
        }
    }

    /// A workload whose timed section is only part of its run (as the anchor's `benchTimed`).
    static func timed(name: String, summary: String, operations: Int, expected: Int,
                      _ timedSection: @escaping () -> (nanoseconds: UInt64, checksum: Int)) -> Workload {
        var workload = Workload(name: name, summary: summary, operations: operations, expected: expected) { 0 }
        workload.timedRun = timedSection
        return workload
    }
}

struct Measurement {
    let workload: Workload
    let medianNanoseconds: UInt64
    let checksum: Int

    var nanosecondsPerOperation: Double { Double(medianNanoseconds) / Double(workload.operations) }
    var checksumMatches: Bool { checksum == workload.expected }
}

/// One warm-up run, then the median of `runs` timed runs, as the anchor measures.
func measure(_ workload: Workload, runs: Int) -> Measurement {
    var checksum = workload.timedRun().checksum
    var samples: [UInt64] = []
    for _ in 0..<runs {
        let (nanoseconds, sum) = workload.timedRun()
        samples.append(nanoseconds)
        checksum = sum
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

/// Runs a program with stdout and stderr sent to /dev/null; returns its exit code.
func spawnAndWait(_ path: String, arguments: [String] = []) -> Int32? {
    spawnAndMeasure(path, arguments: arguments)?.exitCode
}

/// Runs a program with stdout and stderr sent to /dev/null; returns its exit code, its user
/// and system CPU seconds and the peak resident set size of that one process, in megabytes.
func spawnAndMeasure(_ path: String, arguments: [String] = [])
    -> (exitCode: Int32, cpuSeconds: Double, peakMegabytes: Double)? {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, path, &actions, nil, &argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    return ((status >> 8) & 0xFF, cpu, Double(usage.ru_maxrss) / 1024)
}

/// Median wall time from spawn to exit of a program, in milliseconds.
func medianStartupMilliseconds(of path: String, arguments: [String] = [], runs: Int = 21) -> Double? {
    var samples: [Double] = []
    for _ in 0..<runs {
        let start = monotonicNanoseconds()
        guard spawnAndWait(path, arguments: arguments) != nil else { return nil }
        samples.append(Double(monotonicNanoseconds() - start) / 1e6)
    }
    samples.sort()
    return samples[samples.count / 2]
}
