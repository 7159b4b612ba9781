import RxsScript

/// `wait <dur>`: advance virtual time, running everything due.
package struct WaitCommand: Command, Hashable {
    package var duration: Located<ScriptDuration>

    package init(duration: Located<ScriptDuration>) {
        self.duration = duration
    }

    package static let help = CommandHelp(
        name: "wait",
        usages: ["wait <dur>"],
        summary: "advance virtual time, running everything due",
        details: """
            Moves the virtual clock forward by <dur>, running every timer, debounce and \
            response due on the way; each change prints stamped with the time it happened. \
            Durations are written 250ms, 0.5s, 2s or 1m, and are at most 1000 days (1440000m); \
            the clock stops at 10000 days. With --live it really waits: the \
            clock follows real time, and responses arrive when the server sends them.
            """,
        examples: ["wait 500ms", "wait 2s"],
        group: .time,
        otherNames: ["sleep", "advance", "delay", "tick", "pause"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        duration = try arguments.duration()
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? ["100ms", "250ms", "500ms", "1s", "2s"] : []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: session.advance(by: duration.value.milliseconds))
    }

    package func relocated(toLine line: Int) -> Self? {
        WaitCommand(duration: duration.relocated(toLine: line))
    }

    package var description: String { "wait \(duration.value)" }
}
