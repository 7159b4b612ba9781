/// `help [<command>]`: list the commands, or explain one.
public struct HelpCommand: Command, Hashable {
    /// The command to explain; nil lists them all.
    public var topic: Located<String>?

    public init(topic: Located<String>? = nil) {
        self.topic = topic
    }

    public static let help = CommandHelp(
        name: "help",
        usages: ["help [<command>]"],
        summary: "list the commands, or explain one",
        details: "Without an argument lists every command; with one shows its usage, what it does and examples.",
        examples: ["help", "help expect"],
        group: .session,
        otherNames: ["?", "man", "usage", "h"])

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        guard let token = arguments.optional() else { return }
        guard CommandRegistry.command(named: token.text) != nil else {
            throw CommandRegistry.unknownCommand(token)
        }
        topic = token.located
    }

    /// The text `help` prints for this topic.
    public var text: String {
        guard let topic, let command = CommandRegistry.command(named: topic.value) else { return HelpText.overview() }
        return HelpText.details(of: command.help)
    }

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? CommandRegistry.names : []
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(output: [text])
    }

    public var description: String { topic.map { "help \($0.value)" } ?? "help" }
}
