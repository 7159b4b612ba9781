// rxbench: rxs's RxSwift side by side with RxSwift 6.10.2 on the workloads of
// ../shared/anchors/RxBench.swift, and the shell's replay benchmarks of issue 6.
// Release builds only (swift build -c release first, for rxprobe and rxs):
//   swift run -c release rxbench [--json] [--anchor PATH | --alone] [--rounds N] [--runs N] [workload names…]
// --alone runs rxs only (for profiling under callgrind, which should not wait on the anchor).
//   swift run -c release rxbench shell [--json]   (start-up, 100,000- and 1,000,000-line replays, rxs test suite)
//   swift run -c release rxbench suite [--json]   (the rxs test suite figure alone)
//   swift run -c release rxbench keys [--json]    (issue 22's long typing on a dead search, per key)
//   swift run -c release rxbench all [core options…]  (the core table, then issue 33's four figures
//     side by side: core against the anchor, start-up against a Foundation hello, the 100,000-line
//     replay, the suite on one core)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let commandLine = Array(CommandLine.arguments.dropFirst())
let runsAll = commandLine.first == "all"
let arguments = runsAll ? Array(commandLine.dropFirst()) : commandLine
let json = arguments.contains("--json")
let benchPath = CommandLine.arguments[0]
let buildDirectory = String(benchPath[..<(benchPath.lastIndex(of: "/") ?? benchPath.startIndex)])

if arguments.first == "shell" {
    exit(ShellBenchmarks.report(rxsPath: buildDirectory + "/rxs", json: json))
}
if arguments.first == "keys" {
    exit(KeysBenchmark.report(rxsPath: buildDirectory + "/rxs", json: json))
}
if arguments.first == "suite" {
    exit(SuiteBenchmark.report(rxsPath: buildDirectory + "/rxs", json: json))
}

func fail(_ message: String) -> Never {
    printError("rxbench: \(message)\n")
    exit(2)
}

// Options with a value, then workload names.
var anchorOption: String?
var rounds = 3
var runs = 5
var names: [String] = []
var index = 0
while index < arguments.count {
    let argument = arguments[index]
    if ["--anchor", "--rounds", "--runs"].contains(argument) {
        guard index + 1 < arguments.count else { fail("\(argument) needs a value") }
        let value = arguments[index + 1]
        if argument == "--anchor" {
            anchorOption = value
        } else {
            guard let count = Int(value), count > 0 else { fail("\(argument) needs a count ≥ 1") }
            if argument == "--rounds" { rounds = count } else { runs = count }
        }
        index += 2
        continue
    }
    if !argument.hasPrefix("--") {
        names.append(argument)
    } else if argument != "--json" && argument != "--alone" {
        fail("unknown option \(argument) (--json, --anchor PATH, --alone, --rounds N, --runs N)")
    }
    index += 1
}
let known = Set(Workloads.all.map(\.name))
if let unknown = names.first(where: { !known.contains($0) }) {
    fail("no workload \(unknown) (\(Workloads.all.map(\.name).joined(separator: " ")))")
}
let workloads = Workloads.all.filter { names.isEmpty || names.contains($0.name) }

let anchorPath = canonicalPath(anchorOption ?? Anchor.defaultPath())
let alone = arguments.contains("--alone")
if alone && anchorOption != nil { fail("--alone and --anchor exclude each other") }
let anchor = Anchor(path: alone ? "" : anchorPath)
if anchorOption != nil && !anchor.isPresent { fail("no anchor at \(anchorPath)") }
let sideBySide = anchor.isPresent

// The anchor selects workloads by id prefix (`a` runs a2 too), so each anchor call covers a
// group: the workloads its prefix selects. Each round runs every group on the anchor, then the
// same group on rxs's RxSwift, so each pair is measured close together in time.
var groups: [[Workload]] = []
var grouped = Set<String>()
for workload in workloads where !grouped.contains(workload.name) {
    let group = workloads.filter { !grouped.contains($0.name) && $0.name.hasPrefix(workload.name) }
    group.forEach { grouped.insert($0.name) }
    groups.append(group)
}

// `rxbench all`: the shell's figures first, while this process is small (Overview.shellRows).
var shellRows: [Overview.Row]?
if runsAll {
    printError("start-up, replay, suite…\n")
    shellRows = Overview.shellRows(rxsPath: buildDirectory + "/rxs", directory: "/tmp")
    if shellRows == nil {
        printError("rxbench: could not run rxs next to rxbench or build the Foundation hello (swiftc on PATH?)\n")
    }
}

var rxCoreBest: [String: Measurement] = [:]
var rxSwiftBest: [String: Anchor.Line] = [:]
var floorBest: [String: Measurement] = [:]
var anchorFailures: [String] = []
for round in 1...rounds {
    printError("round \(round)/\(rounds):")
    for group in groups {
        printError(" \(group.map(\.name).joined(separator: "+"))")
        if sideBySide {
            let lines = anchor.run(prefix: group[0].name, names: Set(group.map(\.name)), runs: runs) ?? [:]
            for workload in group {
                guard let line = lines[workload.name] else {
                    anchorFailures.append("round \(round): the anchor printed no line for \(workload.name)")
                    continue
                }
                if rxSwiftBest[workload.name].map({ line.medianNanoseconds < $0.medianNanoseconds }) ?? true {
                    rxSwiftBest[workload.name] = line
                }
            }
        }
        for workload in group {
            let result = measure(workload, runs: runs)
            if rxCoreBest[workload.name].map({ result.medianNanoseconds < $0.medianNanoseconds }) ?? true {
                rxCoreBest[workload.name] = result
            }
            guard let floor = Floors.floor(of: workload) else { continue }
            let floorResult = measure(floor, runs: runs)
            if floorBest[workload.name].map({ floorResult.medianNanoseconds < $0.medianNanoseconds }) ?? true {
                floorBest[workload.name] = floorResult
            }
        }
    }
    printError("\n")
}
anchorFailures.forEach { printError("rxbench: \($0)\n") }

struct Row {
    let rxCore: Measurement
    let rxSwift: Anchor.Line?
    /// The workload's own work without Rx (Floors.swift); nil for calibration runs.
    let floor: Measurement?

    var ratio: Double? {
        rxSwift.map { Double($0.medianNanoseconds) / Double(rxCore.medianNanoseconds) }
    }
    var checksumsAgree: Bool? { rxSwift.map { $0.checksum == rxCore.checksum } }
    /// RxSwift/floor: the most any library could reach on this workload; nil when the floor is
    /// unmeasurable (the optimizer removed the loop, as in f1: then there is no ceiling).
    var ceiling: Double? { ratioTo(floor, rxSwift.map(\.medianNanoseconds)) }
    var rxCoreOverFloor: Double? { ratioTo(floor, rxCore.medianNanoseconds) }
    var floorUnmeasurable: Bool { floor.map { $0.medianNanoseconds < Floors.measurableNanoseconds } ?? false }

    private func ratioTo(_ floor: Measurement?, _ nanoseconds: UInt64?) -> Double? {
        guard let floor, let nanoseconds, !floorUnmeasurable else { return nil }
        return Double(nanoseconds) / Double(floor.medianNanoseconds)
    }
}

let rows = workloads.map {
    Row(rxCore: rxCoreBest[$0.name]!, rxSwift: rxSwiftBest[$0.name], floor: floorBest[$0.name])
}
let ratios = rows.filter { !$0.rxCore.workload.calibration }.compactMap(\.ratio)
let geometricMean = Floors.geometricMean(ratios)
let ceilings = rows.filter { !$0.rxCore.workload.calibration }.compactMap(\.ceiling)
let geometricMeanCeiling = Floors.geometricMean(ceilings)
let unboundedNames = rows.filter(\.floorUnmeasurable).map(\.rxCore.workload.name)
let probePath = buildDirectory + "/rxprobe"
let startup = !alone && access(probePath, X_OK) == 0 ? medianStartupMilliseconds(of: probePath) : nil
let peak = peakResidentMegabytes()

func milliseconds(_ nanoseconds: UInt64) -> String { String(format: "%.2f", Double(nanoseconds) / 1e6) }
func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
func lpad(_ text: String, _ width: Int) -> String { String(repeating: " ", count: max(0, width - text.count)) + text }

if json {
    let entries = rows.map { row in
        let result = row.rxCore
        return "{\"name\":\"\(result.workload.name)\",\"calibration\":\(result.workload.calibration),"
            + "\"median_ns\":\(result.medianNanoseconds),"
            + "\"ns_per_op\":\(String(format: "%.2f", result.nanosecondsPerOperation)),"
            + "\"checksum\":\(result.checksum),\"checksum_ok\":\(result.checksumMatches),"
            + "\"rxswift_median_ns\":\(row.rxSwift.map { String($0.medianNanoseconds) } ?? "null"),"
            + "\"rxswift_checksum\":\(row.rxSwift.map { String($0.checksum) } ?? "null"),"
            + "\"ratio\":\(row.ratio.map { String(format: "%.2f", $0) } ?? "null"),"
            + "\"checksums_agree\":\(row.checksumsAgree.map { String($0) } ?? "null"),"
            + "\"floor_median_ns\":\(row.floor.map { String($0.medianNanoseconds) } ?? "null"),"
            + "\"floor_checksum\":\(row.floor.map { String($0.checksum) } ?? "null"),"
            + "\"floor_checksum_ok\":\(row.floor.map { String($0.checksumMatches) } ?? "null"),"
            + "\"ceiling\":\(row.ceiling.map { String(format: "%.2f", $0) } ?? "null"),"
            + "\"rxcore_over_floor\":\(row.rxCoreOverFloor.map { String(format: "%.2f", $0) } ?? "null")}"
    }
    print("{\"anchor\":\(sideBySide ? "\"\(anchorPath)\"" : "null"),\"rounds\":\(rounds),\"runs\":\(runs),"
          + "\"workloads\":[\(entries.joined(separator: ","))],"
          + "\"geomean_speedup_vs_rxswift\":\(geometricMean.map { String(format: "%.2f", $0) } ?? "null"),"
          + "\"geomean_ceiling\":\(geometricMeanCeiling.map { String(format: "%.2f", $0) } ?? "null"),"
          + "\"unbounded_ceilings\":[\(unboundedNames.map { "\"\($0)\"" }.joined(separator: ","))],"
          + "\"peak_rss_mb\":\(String(format: "%.1f", peak)),"
          + "\"rxprobe_startup_ms\":\(startup.map { String(format: "%.2f", $0) } ?? "null")}")
} else {
    let method = "\(rounds) round\(rounds == 1 ? "" : "s"); a workload's time is its best median over the rounds, "
        + "each the median of \(runs) run\(runs == 1 ? "" : "s") after a warm-up"
    if sideBySide {
        print("RxSwift 6.10.2 (\(anchorPath)) and rxs, alternating, \(method)")
        print("id    RxSwift ms      rxs ms  RxSwift/rxs   floor ms   ceiling     rxs/floor"
              + "  RxSwift checksum      rxs checksum  agree  workload")
    } else {
        print(alone ? "--alone: no ratios" : "no anchor at \(anchorPath): no ratios")
        print("rxs alone, \(method)")
        print("id        rxs ms      ns/op   floor ms     rxs/floor     rxs checksum  expected  workload")
    }
    for row in rows {
        let result = row.rxCore
        let workload = result.workload
        let expectation = (result.checksumMatches ? "" : " (expected \(workload.expected))")
            + (row.floor.map { $0.checksumMatches ? "" : " (FLOOR checksum \($0.checksum))" } ?? "")
        let floorColumn = lpad(row.floor.map { milliseconds($0.medianNanoseconds) } ?? "-", 11)
        let overFloor = lpad(row.rxCoreOverFloor.map { String(format: "%.1f×", $0) } ?? "-", 14)
        if sideBySide {
            let rxSwift = row.rxSwift
            print(pad(workload.name, 3) + lpad(rxSwift.map { milliseconds($0.medianNanoseconds) } ?? "-", 13)
                  + lpad(milliseconds(result.medianNanoseconds), 12)
                  + lpad(row.ratio.map { String(format: "%.1f×", $0) } ?? "-", 16) + floorColumn
                  + lpad(row.ceiling.map { String(format: "%.1f×", $0) } ?? (row.floorUnmeasurable ? "∞" : "-"), 10)
                  + overFloor
                  + lpad(rxSwift.map { String($0.checksum) } ?? "-", 18) + lpad(String(result.checksum), 18)
                  + lpad(row.checksumsAgree.map { $0 ? "yes" : "NO" } ?? "-", 7)
                  + "  " + workload.summary + (workload.calibration ? " [not in the mean]" : "") + expectation)
        } else {
            print(pad(workload.name, 3) + lpad(milliseconds(result.medianNanoseconds), 13)
                  + lpad(String(format: "%.1f", result.nanosecondsPerOperation), 11) + floorColumn + overFloor
                  + lpad(String(result.checksum), 17) + lpad(result.checksumMatches ? "ok" : "MISMATCH", 10)
                  + "  " + workload.summary + expectation)
        }
    }
    if let geometricMean {
        print(String(format: "geometric mean RxSwift/rxs over %d Rx workloads: %.1f×", ratios.count, geometricMean))
    }
    if let geometricMeanCeiling {
        print(String(format: "geometric mean of the ceilings RxSwift/floor over %d workloads: %.1f× (the most any library "
                     + "could reach)", ceilings.count, geometricMeanCeiling)
              + (unboundedNames.isEmpty ? "" : "; no ceiling for \(unboundedNames.joined(separator: ", ")) "
                 + "(the floor is under 1 µs: no work but the library's)"))
    }
    let lowCeilings = rows.compactMap { row in row.ceiling.flatMap { $0 < 25 ? (row.rxCore.workload.name, $0) : nil } }
    if !lowCeilings.isEmpty {
        print("ceilings under the 25× goal: "
              + lowCeilings.map { "\($0.0) " + String(format: "%.1f×", $0.1) }.joined(separator: ", "))
    }
    var floorDefinitions: [(String, [String])] = []
    for row in rows {
        guard let floor = row.floor?.workload else { continue }
        if let last = floorDefinitions.indices.last, floorDefinitions[last].0 == floor.summary {
            floorDefinitions[last].1.append(floor.name)
        } else {
            floorDefinitions.append((floor.summary, [floor.name]))
        }
    }
    print("floors (Floors.swift, no Rx types, same checksums):")
    floorDefinitions.forEach { print("  \($0.1.joined(separator: ", ")): \($0.0)") }
    print(String(format: "peak RSS: %.1f MB", peak))
    print("rxprobe start-to-exit median: "
          + (startup.map { String(format: "%.2f ms", $0) } ?? "not built (run swift build -c release first)"))
}

if runsAll {
    let lowest = rows.filter { !$0.rxCore.workload.calibration }
        .compactMap { row in row.ratio.map { (name: row.rxCore.workload.name, ratio: $0) } }
        .min { $0.ratio < $1.ratio }
    let overview = [Overview.coreRow(Overview.Core(geometricMean: geometricMean, lowest: lowest))] + (shellRows ?? [])
    print(json ? "{\"overview\":\(Overview.json(overview))}" : "\n" + Overview.markdown(overview).joined(separator: "\n"))
}

let checksumsHold = rows.allSatisfy {
    $0.rxCore.checksumMatches && $0.checksumsAgree != false && $0.floor?.checksumMatches != false
}
exit(checksumsHold && anchorFailures.isEmpty && (!runsAll || shellRows != nil) ? 0 : 1)
