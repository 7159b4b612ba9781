import RxUI
import RxsScript

/// `keys <id> <text> [every <dur>]`: types one character at a time, a text-change event each.
package struct KeysCommand: EventCommand, Hashable {
    package static let defaultInterval = ScriptDuration(milliseconds: 100)

    package var element: Located<String>
    package var text: Located<String>
    /// The `every <dur>` clause, when the line has one.
    package var every: Located<ScriptDuration>?

    package init(element: Located<String>, text: Located<String>, every: Located<ScriptDuration>? = nil) {
        self.element = element
        self.text = text
        self.every = every
    }

    /// Time between characters: the `every` clause or 100 ms.
    package var interval: ScriptDuration { every?.value ?? Self.defaultInterval }

    package static let help = CommandHelp(
        name: "keys",
        usages: ["keys <id> <text> [every <dur>]"],
        summary: "type character by character, an event each",
        details: """
            Types <text> into the field character by character: the first character at the \
            current virtual time, then one every <dur> (100ms unless given). The clock stops \
            at the last character, so a following wait shows what debounce or throttle do.
            """,
        examples: ["keys searchBar octocat", "keys searchBar octocat every 600ms"],
        group: .events,
        otherNames: ["typing", "keystrokes"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        element = try arguments.element()
        text = try arguments.text("<text>").located
        if let word = arguments.peek(), word.text != "every", arguments.remaining.count == 2,
            let interval = arguments.remaining.last, case .success = ScriptDuration.parse(interval.text),
            Suggester.didYouMean(word.text, among: ["every"]) != nil
        {
            throw ScriptError(
                "expected 'every' before the interval, got '\(word.text)'", at: word.span,
                hints: ["did you mean every?"] + arguments.usageHints)
        }
        guard arguments.peek()?.text == "every" else { return }
        _ = arguments.optional()
        every = try arguments.duration()
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch position.index {
        case 0: return context.textInputs
        case 2: return ["every"]
        case 3: return ["50ms", "100ms", "250ms", "600ms"]
        default: return []
        }
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        var changes: [TimedChange] = []
        var typed = ""
        for (index, character) in text.value.enumerated() {
            if index > 0 { changes += session.advance(by: interval.milliseconds) }
            typed.append(character)
            let prefix = typed
            changes += try session.userAction(at: element.span) { window throws(UserInputError) in
                try window.type(prefix, into: element.value, command: "keys")
            }
        }
        return StepOutcome(changes: changes)
    }

    package var description: String {
        let base = "keys \(element.value) \(ScriptQuoting.spelling(of: text.value))"
        return every.map { base + " every \($0.value)" } ?? base
    }
}
