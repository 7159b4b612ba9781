import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// What `rxs --help`, `rxs SUBCOMMAND --help` and `rxs help [TOPIC]` print (stdout, exit 0),
/// and the short usage a usage error ends with (stderr, exit 2): all from `CLISubcommand` and
/// `CLIOption.all`.
package enum CLIHelp {
    static let width = 80

    /// `rxs 0.2.0 (Swift 6.3.1)`
    package static var version: String { "rxs \(RxsVersion.number) (Swift \(CompilerVersion.text))" }

    /// The subcommands with their summaries, the options of the REPL, `run` and `test`, and
    /// where to read more.
    package static func overview() -> String {
        var lines = ["usage: rxs [SUBCOMMAND] [options] [operands]", ""]
        let column = (CLISubcommand.allCases.map(\.synopsis.count).max() ?? 0) + 4
        for subcommand in CLISubcommand.allCases {
            lines += entry("  " + subcommand.synopsis, subcommand.summary, column: column)
        }
        lines += ["", "options of rxs (rxs run and rxs test take most of them too):"]
        lines += optionLines(CLIOption.options(of: .repl))
        lines += [""] + TextWrap.wrap("""
            rxs SUBCOMMAND --help (or rxs help SUBCOMMAND) lists a subcommand's own options; \
            rxs help COMMAND explains a command of scripts and the REPL (open, expect, …).
            """, width: width)
        return lines.joined(separator: "\n")
    }

    /// The usage line, what the subcommand does, its options and its exit status.
    package static func help(for subcommand: CLISubcommand) -> String {
        if subcommand == .repl { return overview() }
        var lines = ["usage: " + subcommand.synopsis, ""]
        lines += TextWrap.wrap(subcommand.details, width: width)
        lines += ["", "options:"] + optionLines(CLIOption.options(of: subcommand))
        if let status = subcommand.exitStatus {
            lines += [""] + TextWrap.wrap("Exit status: " + status, width: width)
        }
        return lines.joined(separator: "\n")
    }

    /// What `rxs help TOPIC` prints: a subcommand's help, or a line-protocol command's; nil
    /// for neither.
    package static func text(topic: String) -> String? {
        if let subcommand = CLISubcommand(word: topic) { return help(for: subcommand) }
        if let command = CommandRegistry.command(named: topic) { return HelpText.details(of: command.help) }
        if topic == HelpCommand.saveTopic { return HelpCommand.saveText }
        if topic == HelpCommand.htmlTopic { return HelpCommand.htmlText }
        return nil
    }

    /// After a usage error: the usage line and where the options are listed.
    package static func shortUsage(for subcommand: CLISubcommand) -> String {
        if subcommand == .repl {
            return "usage: rxs [SUBCOMMAND] [options] [operands]\nrxs --help lists the subcommands and options."
        }
        return "usage: \(subcommand.synopsis)\n\(subcommand.invocation) --help lists the options."
    }

    /// `  -j, --jobs N      run N scripts at once`, wrapped under the help column.
    static func optionLines(_ options: [CLIOption]) -> [String] {
        let column = (options.map { $0.label.count }.max() ?? 0) + 4
        return options.flatMap { entry("  " + $0.label, $0.help, column: column) }
    }

    /// `label` padded to `column` with the text beside it, wrapped under itself.
    private static func entry(_ label: String, _ text: String, column: Int) -> [String] {
        let indent = String(repeating: " ", count: column)
        let wrapped = TextWrap.wrap(text, width: width, indent: indent)
        guard let first = wrapped.first else { return [label] }
        return [TextWrap.padded(label, to: column) + first.dropFirst(column)] + wrapped.dropFirst()
    }
}

/// docs/REFERENCE.md's command-line reference, from the same subcommands and option table as help,
/// so the two cannot drift apart (a test compares them).
package enum CLIReference {
    package static func markdown() -> String {
        var lines = ["| command line | what it does |", "| --- | --- |"]
        for subcommand in CLISubcommand.allCases {
            lines.append("| `\(cell(subcommand.synopsis))` | \(cell(subcommand.summary)) |")
        }
        lines += ["", "| option | of | meaning |", "| --- | --- | --- |"]
        for option in CLIOption.all {
            let owners = option.subcommands == CLISubcommand.allCases ? "all"
                : option.subcommands.map { "`\($0.invocation)`" }.joined(separator: ", ")
            lines.append("| `\(cell(option.label))` | \(owners) | \(cell(option.help)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Pipes end a table cell in GitHub markdown, even inside code spans.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}
