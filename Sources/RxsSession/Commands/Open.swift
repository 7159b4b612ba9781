import RxUI
import RxsScript

/// `open <screen>`: start a screen fresh as the navigation root.
package struct OpenCommand: EventCommand, Hashable {
    package var screen: Located<String>

    package init(screen: Located<String>) {
        self.screen = screen
    }

    package static let help = CommandHelp(
        name: "open",
        usages: ["open <screen>"],
        summary: "start a screen fresh as the navigation root",
        details: """
            Starts <screen> with fresh state as the only screen on the navigation stack, \
            replacing whatever was open. Work the screen does on opening (a first load, \
            an initial search) starts at the current virtual time.
            """,
        examples: ["open repos", "open search"],
        group: .events,
        otherNames: ["start", "launch", "go", "goto"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        screen = try arguments.next("<screen>").located
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.screens : []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.open(screen))
    }

    package func relocated(toLine line: Int) -> Self? {
        OpenCommand(screen: screen.relocated(toLine: line))
    }

    package var description: String { "open \(ScriptQuoting.spelling(of: screen.value))" }
}
