import RxsScript

/// `settle`: advance until nothing is scheduled.
package struct SettleCommand: Command, Hashable {
    package init() {}

    package static let help = CommandHelp(
        name: "settle",
        usages: ["settle"],
        summary: "advance until nothing is scheduled",
        details: """
            Runs the virtual clock forward until no work is scheduled, within a bound; when \
            the bound is hit it says what keeps the session busy (a repeating timer, say). \
            In the REPL this happens after every line while autosettle is on. With --live \
            it waits in real time, also for requests in flight, at most settle-timeout \
            (40s unless set, longer than a request's 30s timeout), and names what is still pending when it gives up.
            """,
        examples: ["settle"],
        group: .time,
        otherNames: ["flush", "idle", "drain", "finish"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {}

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(changes: try session.settle())
    }

    package func relocated(toLine line: Int) -> Self? { self }

    package var description: String { "settle" }
}
