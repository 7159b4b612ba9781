/// `marbles [<path>…]`: timelines of observed values over virtual time.
public struct MarblesCommand: Command, Hashable {
    /// The paths to draw; empty draws every property that changed.
    public var paths: [Located<ElementPath>]

    public init(paths: [Located<ElementPath>] = []) {
        self.paths = paths
    }

    public static let help = CommandHelp(
        name: "marbles",
        usages: ["marbles [<path>…]"],
        summary: "timelines of observed values over time",
        details: """
            Draws a marble diagram: one row per path (every property that changed when no \
            path is given), one column per tick of a scale that fits the terminal, a letter \
            per value and a legend that spells the values out.
            """,
        examples: ["marbles", "marbles searchBar.text table.count activity.visible"],
        group: .inspection,
        otherNames: ["timeline", "timelines", "diagram"])

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        var paths: [Located<ElementPath>] = []
        while !arguments.isAtEnd {
            paths.append(try arguments.path())
        }
        self.paths = paths
    }

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        context.paths
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        let width = max(session.options.width, 60)
        let diagram = session.timelines.diagram(of: paths.map(\.value.description), until: session.time, width: width)
        return StepOutcome(output: [diagram])
    }

    public var description: String {
        (["marbles"] + paths.map { $0.value.description }).joined(separator: " ")
    }
}
