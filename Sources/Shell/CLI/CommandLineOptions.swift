import APIClient
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The command line: a subcommand, its paths, and the options of SPEC §8.
public struct CommandLineOptions {
    public enum Subcommand: String {
        case repl, run, test
    }

    public var subcommand = Subcommand.repl
    public var paths: [String] = []
    public var json = false
    public var live = false
    public var fixtureDirectories: [String] = []
    public var recordDirectory: String?
    public var seed: UInt64 = 0
    public var noColor = false
    /// `rxs run --html FILE`, `rxs test --html DIR`: the replay page, or a folder of them.
    public var html: String?
    // rxs test
    public var update = false
    public var junitFile: String?
    public var tap = false
    public var jobs = 1
    public var shard: (index: Int, count: Int)?

    public static let usage = """
        usage: rxs                          interactive REPL
               rxs run <file.rxs>…          run scripts, printing each step's changes
               rxs test [paths…]            run scripts as tests against their recorded transcripts
               rxs new NAME [DIR]           a starter package for your own screens (--from URL)
               rxs screens                  the screens `open` knows
               rxs describe SCREEN          a screen's element ids, kinds and paths
        options: --json  --live  --fixtures DIR  --record DIR  --seed N  --no-color
        test options: --update  --junit FILE  --tap  -j N  --shard i/n
        replay pages: rxs run --html FILE <file.rxs>    rxs test --html DIR [paths…]
        """

    /// Parses `arguments` (without the program name); the error is a message for stderr.
    public init(parsing arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        if let first = rest.first, let subcommand = Subcommand(rawValue: first), subcommand != .repl {
            self.subcommand = subcommand
            rest = rest.dropFirst()
        }
        while let argument = rest.popFirst() {
            func value() throws(UsageError) -> String {
                guard let value = rest.popFirst() else { throw UsageError("\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--json": json = true
            case "--live": live = true
            case "--fixtures": fixtureDirectories.append(try value())
            case "--record": recordDirectory = try value()
            case "--no-color": noColor = true
            case "--update": update = true
            case "--tap": tap = true
            case "--junit": junitFile = try value()
            case "--html": html = try value()
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else { throw UsageError("--seed needs a whole number, not '\(text)'") }
                self.seed = seed
            case "-j", "--jobs":
                let text = try value()
                guard let jobs = Int(text), jobs >= 1 else { throw UsageError("-j needs a number of jobs ≥ 1, not '\(text)'") }
                self.jobs = jobs
            case "--shard":
                let text = try value()
                let parts = text.split(separator: "/").compactMap { Int($0) }
                guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
                    throw UsageError("--shard needs i/n with 1 ≤ i ≤ n, not '\(text)'")
                }
                shard = (parts[0], parts[1])
            default:
                if argument.hasPrefix("-") {
                    let known = ["--json", "--live", "--fixtures", "--record", "--seed", "--no-color", "--update",
                                 "--junit", "--tap", "-j", "--shard", "--html"]
                    let hint = Suggester.didYouMean(argument, among: known).map { " — \($0)" } ?? ""
                    throw UsageError("unknown option '\(argument)'\(hint)")
                }
                paths.append(argument)
            }
        }
        if subcommand == .run, paths.isEmpty { throw UsageError("rxs run needs at least one script") }
        if subcommand == .repl, !paths.isEmpty {
            throw UsageError("unknown command '\(paths[0])'; did you mean rxs run \(paths[0])?")
        }
        if html != nil, subcommand == .repl { throw UsageError("--html is for rxs run and rxs test; in the REPL, :html FILE") }
        if live, !fixtureDirectories.isEmpty { throw UsageError("--live and --fixtures exclude each other") }
        if recordDirectory != nil, !fixtureDirectories.isEmpty {
            throw UsageError("--record records the live services; it cannot be combined with --fixtures")
        }
        if subcommand == .test, json { throw UsageError("--json is for rxs run and the REPL; rxs test has --tap and --junit") }
        if subcommand != .test, update || tap || junitFile != nil || jobs != 1 || shard != nil {
            throw UsageError("--update, --junit, --tap, -j and --shard are options of rxs test")
        }
    }

    /// The session settings these options ask for; credentials come from `environment`.
    public func sessionOptions(environment: [String: String], isTerminal: Bool) -> SessionOptions {
        var options = SessionOptions()
        options.seed = seed
        options.api = APIEnvironment(environment: environment)
        options.color = !noColor && !json && isTerminal && environment["NO_COLOR"] == nil
        // Golden transcripts must not depend on the window `rxs test` runs in.
        options.width = subcommand == .test ? SessionOptions.defaultWidth : SessionOptions.terminalWidth(environment: environment)
        if let recordDirectory {
            options.network = .recording(LiveTransport.makeSession(), directory: URL(fileURLWithPath: recordDirectory))
        } else if live {
            options.network = .live(LiveTransport.makeSession())
        } else {
            options.network = .fixtures(directories: fixtureDirectories.map { URL(fileURLWithPath: $0) })
        }
        if live || recordDirectory != nil {
            options.realTime = { MonotonicRealTime() }
        }
        return options
    }
}

/// A mistake on the command line: exit code 2 with the message and the usage.
public struct UsageError: Error, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
