import RxsScript
import RxsSession
import RxsRunner
extension CLIOption {
    private static let session: [CLISubcommand] = [.repl, .run, .test]
    /// The session options `rxs mcp` takes too; it never colours.
    private static let sessionAndMCP = session + [.mcp]

    /// Every option, in the order help lists them.
    package static let all: [CLIOption] = [
        CLIOption("--json", help: "one JSON object per input line on stdout", for: [.repl, .run]) { options, _ in
            options.json = true
        },
        CLIOption("--echo", help: "print the script's comment lines (# …) as they are reached", for: [.run]) {
            options, _ in options.echo = true
        },
        CLIOption("--live", help: "talk to the real services; the clock follows real time", for: sessionAndMCP) {
            options, _ in options.live = true
        },
        CLIOption("--fixtures", argument: "DIR", kind: .directory,
                  help: "also answer requests from the cassettes in DIR (first)", for: sessionAndMCP + [.lsp]) { options, value in
            options.fixtureDirectories.append(value)
        },
        CLIOption("--unmatched",
                  help: "name each request no cassette matches, in its step", for: sessionAndMCP) {
            options, _ in options.reportUnmatched = true
        },
        CLIOption("--record", argument: "DIR", kind: .directory,
                  help: "run live and write each exchange into DIR as a cassette", for: sessionAndMCP) { options, value in
            options.recordDirectory = value
        },
        CLIOption("--seed", argument: "N", help: "the random seed (0 by default)", for: sessionAndMCP + [.lsp]) { options, value throws(UsageError) in
            guard let seed = UInt64(value) else { throw UsageError("--seed needs a whole number, not '\(value)'") }
            options.seed = seed
        },
        CLIOption("--width", argument: "N",
                  help: "columns of show's screen (REPL: the terminal's; otherwise 40)", for: [.repl, .run, .mcp]) {
            options, value throws(UsageError) in
            let range = SessionOptions.widthRange
            guard let width = Int(value), range.contains(width) else {
                throw UsageError("--width needs a number of columns from \(range.lowerBound) to \(range.upperBound), not '\(value)'")
            }
            options.width = width
        },
        CLIOption("--no-color", help: "no colour (as NO_COLOR does; never colour into a pipe)",
                  for: session) { options, _ in options.noColor = true },
        CLIOption("--html", argument: "PATH", kind: .file,
                  help: "also write replay pages: run → the page PATH, test → a folder",
                  for: [.run, .test]) { options, value in options.html = value },
        CLIOption("--update", help: "rewrite the scripts' #> lines to what they printed", for: [.test]) {
            options, _ in options.update = true
        },
        CLIOption("--junit", argument: "FILE", kind: .file, help: "also write a JUnit XML report to FILE",
                  for: [.test]) { options, value in options.junitFile = value },
        CLIOption("--tap", help: "report in TAP (version 13) instead of text", for: [.test]) { options, _ in
            options.tap = true
        },
        CLIOption("--jobs", short: "-j", argument: "N", help: "run N scripts at once", for: [.test]) {
            options, value throws(UsageError) in
            guard let jobs = Int(value), jobs >= 1 else {
                throw UsageError("-j needs a number of jobs ≥ 1, not '\(value)'")
            }
            options.jobs = jobs
        },
        CLIOption("--shard", argument: "i/n", help: "run every n-th script of the sorted list, from the i-th",
                  for: [.test]) { options, value throws(UsageError) in
            let parts = value.split(separator: "/", omittingEmptySubsequences: false).map { Int($0) }
            guard parts.count == 2, let index = parts[0], let count = parts[1], count >= 1, (1...count).contains(index)
            else { throw UsageError("--shard needs i/n with 1 ≤ i ≤ n, not '\(value)'") }
            options.shard = (index, count)
        },
        CLIOption("--watch", help: "rerun scripts as they are saved, until Ctrl-C", for: [.test]) { options, _ in
            options.watch = true
        },
        CLIOption("--time-limit", argument: "SECONDS",
                  help: "end a script's run after SECONDS (10 by default)", for: [.lsp]) {
            options, value throws(UsageError) in
            let range = LSPSettings.timeLimitRange
            guard let seconds = Double(value), seconds.isFinite, range.contains(seconds) else {
                throw UsageError("--time-limit needs a number of seconds from \(LSPSettings.spelled(range.lowerBound)) to \(LSPSettings.spelled(range.upperBound)), not '\(value)'")
            }
            options.timeLimit = seconds
        },
        CLIOption("--from", argument: "URL", help: "depend on rxs by git URL instead of this checkout's path",
                  for: [.new]) { options, value in options.gitURL = value },
        CLIOption("--swift5", help: "Swift 5 language mode, for targets ported from iOS code written for Swift 5",
                  for: [.new]) { options, _ in options.swift5 = true },
        CLIOption("--rxs", argument: "SOURCE", kind: .directory,
                  help: "the rxs to mirror, a folder or git URL (default: this checkout)", for: [.adopt]) {
            options, value in options.rxsSource = value
        },
        CLIOption("--undo", help: "remove exactly what rxs adopt added", for: [.adopt]) { options, _ in options.undo = true },
        CLIOption("--man", help: "print the man page (troff)", for: [.help]) { options, _ in options.man = true },
        CLIOption("--version", help: "print the version and the Swift that built rxs", for: [.repl]) { options, _ in
            options.action = .version
        },
        CLIOption("--help", short: "-h", help: "print this help", for: CLISubcommand.allCases) { options, _ in
            options.action = .help
        },
    ]
}
