import RxsScript

/// Every command of the line protocol, in the order SPEC §7 lists them; help, completion and
/// docs/REFERENCE.md's command reference all come from this list.
package enum CommandRegistry {
    package static let commands: [any Command.Type] = [
        OpenCommand.self, TypeCommand.self, KeysCommand.self, TapCommand.self, ReturnCommand.self,
        RefreshCommand.self, SelectCommand.self, DeleteCommand.self, MenuCommand.self, BackCommand.self, DismissCommand.self,
        ToggleCommand.self, SlideCommand.self, StepCommand.self, SegmentCommand.self, PickCommand.self,
        DateCommand.self, PageCommand.self, ScrollCommand.self, GestureCommand.self, TabCommand.self,
        WaitCommand.self, SettleCommand.self, ShowCommand.self, StateCommand.self, ExpectCommand.self,
        MarblesCommand.self, NetCommand.self, SetCommand.self, IncludeCommand.self, HelpCommand.self,
        QuitCommand.self,
    ]

    package static let names: [String] = commands.map { $0.help.name }

    /// Each command by name, with its usage lines read once: a command's `help` is a whole
    /// `CommandHelp` copied out of its static each time it is asked for, and a parse needs only
    /// the usages (for its errors).
    private static let commandsByName: [String: (type: any Command.Type, usages: [String])] = Dictionary(
        uniqueKeysWithValues: commands.map { ($0.help.name, ($0, $0.help.usages)) })

    package static func command(named name: String) -> (any Command.Type)? {
        commandsByName[name]?.type
    }

    /// Parses a tokenized line; nil for a line with no tokens (blank or comment only).
    package static func parse(_ tokens: [Token]) throws(ScriptError) -> (any Command)? {
        guard let name = tokens.first else { return nil }
        guard let (type, usages) = commandsByName[name.text] else { throw unknownCommand(name) }
        var arguments = ArgumentReader(command: name, arguments: tokens.dropFirst(), usages: usages)
        let command = try type.init(parsing: &arguments)
        try arguments.finish()
        return command
    }

    /// Tokenizes and parses one line of input.
    package static func parse(line: String, number: Int, file: String) throws(ScriptError) -> (any Command)? {
        try parse(LineTokenizer.tokens(in: line, line: number, file: file))
    }

    /// "unknown command 'tpye'" with the closest command names, counting words people try instead.
    package static func unknownCommand(_ token: Token) -> ScriptError {
        ScriptError("unknown command '\(token.text)'", at: token.span, hints: [suggestion(for: token.text)])
    }

    /// "did you mean …?" for a mistyped command name, or a pointer to `help`.
    static func suggestion(for word: String) -> String {
        if let command = commands.first(where: { $0.help.otherNames.contains(word.lowercased()) }) {
            return "did you mean \(command.help.name)?"
        }
        return Suggester.didYouMean(word, among: names) ?? "help lists the commands"
    }
}
