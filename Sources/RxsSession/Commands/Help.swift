import RxsScript
import RxsSupport

/// `help [<command>]`: list the commands, or explain one.
package struct HelpCommand: Command, Hashable {
    /// The command to explain; nil lists them all.
    package var topic: Located<String>?

    package init(topic: Located<String>? = nil) {
        self.topic = topic
    }

    package static let help = CommandHelp(
        name: "help",
        usages: ["help [<command>]"],
        summary: "list the commands, or explain one",
        details: """
            Without an argument lists every command; with one shows its usage, what it does and \
            examples. help :save and help :html explain the REPL's :save and :html.
            """,
        examples: ["help", "help expect"],
        group: .session,
        otherNames: ["?", "man", "usage", "h"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        guard let token = arguments.optional() else { return }
        guard token.text != Self.saveTopic, token.text != Self.htmlTopic else {
            topic = token.located
            return
        }
        guard CommandRegistry.command(named: token.text) != nil else {
            throw CommandRegistry.unknownCommand(token)
        }
        topic = token.located
    }

    /// The REPL's own command, explained by `help :save`.
    package static let saveTopic = ":save"

    package static var saveText: String {
        let details = """
            Writes every line run so far as a script that replays to the same state under rxs \
            run: it runs with autosettle off and spells out the settles the REPL made, and the \
            lines of included scripts are written in place. FILE is a new file in an existing \
            folder or a regular file, which is replaced keeping its permissions (a symbolic \
            link's target is updated); ~ is the home folder; quote a name with spaces (:save \
            "my flow.rxs"). No folder is made and nothing else is overwritten: a refusal says why. The REPL keeps this record as it goes, about \
            0.15 KB a line (some 150 MB after a million lines).
            """
        return (["usage: :save FILE   (REPL only)", ""] + TextWrap.wrap(details, width: HelpText.width)
            + ["", "example:", "  :save flows/search.rxs"]).joined(separator: "\n")
    }

    /// The REPL's `:html`, explained by `help :html`.
    package static let htmlTopic = ":html"

    package static var htmlText: String {
        let details = """
            Writes the session so far as one self-contained HTML page, as rxs run --html FILE \
            does for a script: the phone screen after every line, the lines with their changes \
            (click one, use the arrow keys or the time slider; #step=N in the URL opens step N), \
            and the value timelines. The page loads nothing from the network. FILE is written as \
            :save writes, but never over a script (.rxs). The REPL keeps the latest 5000 lines \
            for it.
            """
        return (["usage: :html FILE   (REPL only)", ""] + TextWrap.wrap(details, width: HelpText.width)
            + ["", "example:", "  :html search.html"]).joined(separator: "\n")
    }

    /// The text `help` prints for this topic.
    package var text: String {
        if topic?.value == Self.saveTopic { return Self.saveText }
        if topic?.value == Self.htmlTopic { return Self.htmlText }
        guard let topic, let command = CommandRegistry.command(named: topic.value) else { return HelpText.overview() }
        return HelpText.details(of: command.help)
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? CommandRegistry.names : []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(output: [text])
    }

    package var description: String { topic.map { "help \($0.value)" } ?? "help" }
}
