/// The text of `help`, generated from the command registry.
public enum HelpText {
    static let width = 80

    /// Every command grouped as in SPEC §7, with its usage and one-line summary.
    public static func overview() -> String {
        let commands = CommandRegistry.commands.map { $0.help }
        let column = (commands.flatMap(\.usages).map(DisplayWidth.of).max() ?? 0) + 4
        var lines = ["Commands (help <command> explains one):"]
        for group in CommandGroup.allCases {
            let members = commands.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            lines.append("")
            lines.append(group.rawValue)
            for help in members {
                for (index, usage) in help.usages.enumerated() {
                    let summary = index == 0 ? help.summary : ""
                    let line = TextWrap.padded("  " + usage, to: summary.isEmpty ? 0 : column) + summary
                    lines.append(line)
                }
            }
        }
        lines.append("")
        lines.append("Durations: 250ms, 0.5s, 2s, 1m. Paths: <id>.<property>, <id>[<row>].<property>, <id>.count.")
        lines.append("Quote text with spaces: \"like this\" (\\\" and \\\\ inside). # starts a comment.")
        return lines.joined(separator: "\n")
    }

    /// Usage, explanation and examples of one command.
    public static func details(of help: CommandHelp) -> String {
        var lines = help.usages.enumerated().map { index, usage in (index == 0 ? "usage: " : "       ") + usage }
        lines.append("")
        lines += TextWrap.wrap(help.details, width: width)
        lines.append("")
        lines.append(help.examples.count == 1 ? "example:" : "examples:")
        lines += help.examples.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}

/// The README's command reference, generated from the registry so the two cannot drift apart.
public enum CommandReference {
    /// A markdown table with one row per command: usages in code spans, then the summary.
    public static func markdown() -> String {
        var lines = ["| command | meaning |", "| --- | --- |"]
        for command in CommandRegistry.commands {
            let help = command.help
            let usages = help.usages.map { "`\(escaped($0))`" }.joined(separator: "<br>")
            lines.append("| \(usages) | \(escaped(help.summary)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Pipes end a table cell in GitHub markdown, even inside code spans.
    private static func escaped(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}
