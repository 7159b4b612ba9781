import APIClient
import Foundation
import RxUI
import RxsScript
import RxsSession
import RxsRunner

/// The command line: a subcommand, its operands, and the options of `CLIOption.all`.
package struct CommandLineOptions {
    package typealias Subcommand = CLISubcommand

    /// What the command line asks for besides running the subcommand.
    package enum Action: Sendable {
        case perform
        /// `--help`/`-h` anywhere before `--`: the subcommand's help.
        case help
        /// `rxs --version`
        case version
    }

    package var subcommand = Subcommand.repl
    package var action = Action.perform
    /// The operands: scripts, folders, NAME and DIR, a screen, a shell or a help topic.
    package var paths: [String] = []
    package var json = false
    package var echo = false
    package var live = false
    package var fixtureDirectories: [String] = []
    package var recordDirectory: String?
    /// `--unmatched`: name requests no cassette matches in the step that sent them.
    package var reportUnmatched = false
    package var seed: UInt64 = 0
    /// Columns of `show`'s screen; nil: the terminal's in an interactive REPL, else 40.
    package var width: Int?
    package var noColor = false
    /// `rxs run --html FILE`, `rxs test --html DIR`: the replay page, or a folder of them.
    package var html: String?
    // rxs test
    package var update = false
    package var junitFile: String?
    package var tap = false
    package var jobs = 1
    package var shard: (index: Int, count: Int)?
    package var watch = false
    /// `rxs lsp --time-limit SECONDS`
    package var timeLimit = LSPSettings.defaultTimeLimit
    // rxs new, rxs adopt, rxs help
    package var gitURL: String?
    package var swift5 = false
    /// `rxs adopt --rxs SOURCE`
    package var rxsSource: String?
    /// `rxs adopt --undo`
    package var undo = false
    package var man = false

    /// Parses `arguments` (without the program name); the error is a message for stderr.
    package init(parsing arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        if let first = rest.first, let subcommand = Subcommand(word: first) {
            self.subcommand = subcommand
            rest = rest.dropFirst()
        }
        // Help wins over anything else on the line, as people add it to a command that failed.
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            action = .help
            return
        }
        var operandsOnly = false
        while let argument = rest.popFirst() {
            if operandsOnly || argument == "-" || !argument.hasPrefix("-") {
                paths.append(argument)
                continue
            }
            if argument == "--" {
                operandsOnly = true
                continue
            }
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            let option = try Self.option(named: name, for: subcommand)
            var value = ""
            if let placeholder = option.argument {
                guard let given = attached ?? rest.popFirst() else { throw UsageError("\(name) needs \(placeholder)") }
                // `--html ""` or `--junit=`: an unset shell variable, most likely.
                guard !given.isEmpty else { throw UsageError("\(name) needs \(placeholder), not an empty word") }
                // `--record --jsn`: the next word is an option (mistyped or misplaced), not a
                // value; a value that starts with a dash can be attached (`--record=-x`).
                if attached == nil, Self.looksLikeOption(given) {
                    throw UsageError("\(name) needs \(placeholder), not the option '\(given)'; "
                        + "write \(name.hasPrefix("--") ? "\(name)=\(given)" : "\(name) ./\(given)") if that is the \(placeholder)")
                }
                value = given
            } else if attached != nil {
                throw UsageError("\(name) takes no value")
            }
            try option.apply(&self, value)
        }
        guard action == .perform else { return }
        try check()
    }

    /// `--word` or `-x…`, not `-` (standard input) nor a negative number.
    static func looksLikeOption(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        return word.hasPrefix("--") || word.dropFirst().first.map { $0.isLetter } == true
    }

    /// The option spelled `name`, if `subcommand` accepts it.
    private static func option(named name: String, for subcommand: Subcommand) throws(UsageError) -> CLIOption {
        guard let option = CLIOption.named(name) else {
            let own = CLIOption.options(of: subcommand).flatMap(\.names)
            // One letter after one dash is one edit from every other short option: no guess.
            let isShort = !name.hasPrefix("--") && name.count <= 2
            let near = isShort ? nil : Suggester.suggestions(for: name, among: own).first
                ?? Suggester.suggestions(for: name, among: CLIOption.allNames).first
            let hint = near.map { " — did you mean \($0)?" } ?? "; \(subcommand.invocation) --help lists the options"
            throw UsageError("unknown option '\(name)'\(hint)")
        }
        guard option.subcommands.contains(subcommand) else {
            if name == "--html", subcommand == .repl {
                throw UsageError("--html is for rxs run and rxs test; in the REPL, :html FILE")
            }
            let owners = option.subcommands.map(\.invocation)
            let list = owners.count == 1 ? owners[0] : owners.dropLast().joined(separator: ", ") + " and " + owners[owners.count - 1]
            throw UsageError("\(name) is an option of \(list), not of \(subcommand.invocation)")
        }
        return option
    }

    /// What the options and operands cannot be together.
    private func check() throws(UsageError) {
        switch subcommand {
        case .repl:
            if let word = paths.first { throw Self.unknownSubcommand(word) }
        case .mcp:
            if let word = paths.first { throw UsageError("rxs mcp takes no operands, not '\(word)'") }
        case .run:
            if paths.isEmpty { throw UsageError("rxs run needs at least one script (- reads standard input)") }
        case .completion:
            guard paths.count == 1, let shell = paths.first else { throw UsageError("rxs completion needs one shell: bash, zsh or fish") }
            guard CompletionScript.Shell(rawValue: shell) != nil else {
                let hint = Suggester.didYouMean(shell, among: CompletionScript.Shell.allCases.map(\.rawValue)).map { " — \($0)" }
                throw UsageError("rxs completion knows bash, zsh and fish, not '\(shell)'\(hint ?? "")")
            }
        case .help:
            if paths.count > 1 { throw UsageError("rxs help takes one topic, not '\(paths[1])'") }
            if let topic = paths.first, CLIHelp.text(topic: topic) == nil { throw Self.unknownTopic(topic) }
        case .lsp:
            if let operand = paths.first { throw UsageError("rxs lsp takes no operands, not '\(operand)'") }
        case .test, .new, .adopt, .screens, .describe:
            break
        }
        if watch, tap || update || junitFile != nil {
            throw UsageError("--watch reruns scripts for a person at a terminal; it cannot be combined with --tap, --junit or --update")
        }
        if live, !fixtureDirectories.isEmpty { throw UsageError("--live and --fixtures exclude each other") }
        if recordDirectory != nil, !fixtureDirectories.isEmpty {
            throw UsageError("--record records the live services; it cannot be combined with --fixtures")
        }
    }

    /// `rxs tset` → did you mean `rxs test`?; `rxs flow.rxs` → `rxs run flow.rxs`; `rxs open`
    /// → a command of the line protocol, not of the shell.
    static func unknownSubcommand(_ word: String) -> UsageError {
        let problem = "unknown subcommand '\(word)'"
        if let near = Suggester.suggestions(for: word, among: CLISubcommand.words).first {
            return UsageError("\(problem); did you mean `rxs \(near)`?")
        }
        if CommandRegistry.command(named: word) != nil {
            return UsageError("\(problem); \(word) is a command of the REPL and of scripts (rxs, rxs run FILE)")
        }
        if word.hasSuffix(".rxs") || word.contains("/") {
            return UsageError("\(problem); did you mean `rxs run \(word)`?")
        }
        return UsageError("\(problem); rxs --help lists the subcommands")
    }

    private static func unknownTopic(_ topic: String) -> UsageError {
        let topics = CLISubcommand.words + CommandRegistry.names + [HelpCommand.saveTopic, HelpCommand.htmlTopic]
        let near = Suggester.suggestions(for: topic, among: topics).first
        return UsageError("no help for '\(topic)'" + (near.map { "; did you mean `rxs help \($0)`?" } ?? "; rxs help lists the subcommands"))
    }

    /// The session settings these options ask for; `services`' base URLs and credentials come
    /// from `environment`.
    /// `isTerminal`: stdin and stdout are a terminal (an interactive REPL); the phone screen
    /// then fills the terminal unless `--width` says otherwise.
    package func sessionOptions(environment: [String: String], isTerminal: Bool,
                                services: [ServiceDescription] = []) -> SessionOptions {
        var options = SessionOptions()
        options.seed = seed
        options.api = APIEnvironment(services: services, environment: environment)
        // NO_COLOR counts when set and not empty, as everywhere in rxs (`ColorPolicy`).
        options.color = !json && ColorPolicy.shouldUseColor(isTerminal: isTerminal, environment: environment, noColorFlag: noColor)
        // Golden transcripts must not depend on the window `rxs test` runs in.
        options.width = subcommand == .test ? SessionOptions.defaultWidth : SessionOptions.terminalWidth(environment: environment)
        if let width {
            options.phoneWidth = width
        } else if subcommand == .repl, isTerminal, !json {
            options.phoneWidth = max(SessionOptions.defaultPhoneWidth, options.width)
        }
        if let recordDirectory {
            options.network = .recording(directory: URL(fileURLWithPath: recordDirectory))
        } else if live {
            options.network = .live
        } else {
            options.network = .fixtures(directories: fixtureDirectories.map { URL(fileURLWithPath: $0) })
        }
        if live || recordDirectory != nil {
            options.realTime = { MonotonicRealTime() }
        }
        options.reportUnmatched = reportUnmatched
        return options
    }
}
