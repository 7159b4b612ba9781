import APIClient
import Foundation
import RxUI
import RxsScript
import RxsSession

/// `textDocument/completion`: what the REPL's Tab offers (`LineCompleter`) at the cursor,
/// with the state of the session at that line: command names at the start of a line, screens
/// after `open`, the controls of the screen open at the line after a command that takes one,
/// paths with their current values after `expect`.
struct LSPCompletion {
    let line: LSPLineText
    /// The folder `include` names scripts from: the document's own.
    let folder: String
    let screens: [String]
    /// The state the line sees, when the walk through the document got there.
    let state: (Int) -> Snapshot?

    func items(at position: LSPPosition) -> JSONValue {
        let cursor = line.index(atCharacter: position.character)
        let prefix = String(line.text[..<cursor])
        let partial = PartialLine(prefix)
        guard !partial.isInComment else { return Self.list([]) }
        let command = partial.words.first.flatMap(CommandRegistry.command(named:))
        let context = self.context(for: command)
        let candidates = LineCompleter.candidates(line: prefix, cursor: prefix.endIndex, context: context)
        let start = LSPPosition(line: position.line, character: line.position(of: cursor).character - partial.current.utf16.count)
        let replaced = LSPRange(start: start, end: line.position(of: cursor))
        let argument = partial.words.count - 1
        return Self.list(candidates.map { candidate in
            var item: [String: JSONValue] = [
                "label": .string(candidate),
                "kind": .int(Self.kind(of: candidate, command: command, argument: argument, context: context)),
                "textEdit": ["range": replaced.json, "newText": .string(candidate)],
            ]
            if command == nil, let help = CommandRegistry.command(named: candidate)?.help {
                item["detail"] = .string(help.usages.first ?? help.name)
                item["documentation"] = .string(help.summary)
            } else if command is ExpectCommand.Type || command is MarblesCommand.Type, argument == 0,
                      let value = context.values[candidate] {
                item["detail"] = .string(value)
            }
            return .object(item)
        })
    }

    /// Only what the command can complete is computed: screens and files need no state.
    private func context(for command: (any Command.Type)?) -> CompletionContext {
        switch command {
        case nil:
            return CompletionContext()
        case is OpenCommand.Type:
            return CompletionContext(screens: screens)
        case is IncludeCommand.Type:
            return CompletionContext(scriptFiles: Session.scripts(in: folder))
        default:
            return Session.completionContext(snapshot: state(line.index) ?? Snapshot(), screens: screens, scriptFiles: [])
        }
    }

    /// LSP's CompletionItemKind: keyword, module, file, field, property, operator, value.
    private static func kind(of candidate: String, command: (any Command.Type)?, argument: Int,
                             context: CompletionContext) -> Int {
        switch command {
        case nil: return 14
        case is OpenCommand.Type: return 9
        case is IncludeCommand.Type: return 17
        case is HelpCommand.Type: return 14
        case is ExpectCommand.Type where argument == 1: return 24
        default:
            if context.elements.contains(candidate) { return 5 }
            if context.values[candidate] != nil { return 10 }
            return 12
        }
    }

    private static func list(_ items: [JSONValue]) -> JSONValue {
        ["isIncomplete": false, "items": .array(items)]
    }
}
