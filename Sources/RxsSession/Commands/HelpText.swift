import RxUI
import RxsScript
import RxsSupport

/// The text of `help`, generated from the command registry.
package enum HelpText {
    static let width = 80

    /// Every command grouped as in SPEC §7, with its usage and one-line summary.
    package static func overview() -> String {
        let commands = CommandRegistry.commands.map { $0.help }
        let column = (commands.compactMap(\.usages.first).map(DisplayWidth.of).max() ?? 0) + 4
        var lines = ["Commands (help <command> explains one):"]
        for group in CommandGroup.allCases {
            let members = commands.filter { $0.group == group }
            guard !members.isEmpty else { continue }
            lines.append("")
            lines.append(group.rawValue)
            for help in members {
                lines += entry(for: help, column: column)
            }
        }
        lines.append("")
        lines.append("Durations: 250ms, 0.5s, 2s, 1m.")
        lines.append("Paths: <id>.<property>, <id>[<row>].<property>, <id>.count.")
        lines.append("Quote text with spaces: \"like this\" (\\\" and \\\\ inside); # starts a comment.")
        return lines.joined(separator: "\n")
    }

    /// The first usage with the summary beside it (wrapped under itself when long), then the other usages.
    private static func entry(for help: CommandHelp, column: Int) -> [String] {
        let summary = TextWrap.wrap(help.summary, width: width, indent: String(repeating: " ", count: column))
        guard let usage = help.usages.first else { return summary }
        var lines: [String] = []
        if DisplayWidth.of("  " + usage) + 2 > column {
            lines = ["  " + usage] + summary
        } else {
            let first = summary.first.map { String($0.dropFirst(column)) } ?? ""
            lines = [TextWrap.padded("  " + usage, to: column) + first] + summary.dropFirst()
        }
        return lines + help.usages.dropFirst().map { "  " + $0 }
    }

    /// Usage, explanation and examples of one command.
    package static func details(of help: CommandHelp) -> String {
        var lines = help.usages.enumerated().map { index, usage in (index == 0 ? "usage: " : "       ") + usage }
        lines.append("")
        lines += TextWrap.wrap(help.details, width: width)
        lines.append("")
        lines.append(help.examples.count == 1 ? "example:" : "examples:")
        lines += help.examples.map { "  " + $0 }
        return lines.joined(separator: "\n")
    }
}

/// docs/REFERENCE.md's command reference, generated from the registry so the two cannot drift apart.
package enum CommandReference {
    /// A markdown table with one row per command: usages in code spans, then the summary.
    package static func markdown() -> String {
        var lines = ["| command | meaning |", "| --- | --- |"]
        for command in CommandRegistry.commands {
            let help = command.help
            let usages = help.usages.map { "`\(escaped($0))`" }.joined(separator: "<br>")
            lines.append("| \(usages) | \(escapedText(help.summary)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Pipes end a table cell in GitHub markdown, even inside code spans.
    private static func escaped(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }

    /// Outside code spans `<text>` would be taken for an HTML tag as well (`< 3` would not).
    private static func escapedText(_ text: String) -> String {
        var result = ""
        var characters = escaped(text).makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            let opensTag = next.map { $0.isLetter || $0 == "/" || $0 == "!" } ?? false
            result += character == "<" && opensTag ? "&lt;" : String(character)
        }
        return result
    }
}
