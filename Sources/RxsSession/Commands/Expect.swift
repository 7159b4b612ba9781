import RxsScript

/// `expect <path> <op> <value>`: an assertion on the visible state.
package struct ExpectCommand: Command, Hashable {
    package var path: Located<ElementPath>
    package var comparison: Located<ComparisonOperator>
    package var expected: Located<ScriptValue>

    package init(path: Located<ElementPath>, comparison: Located<ComparisonOperator>, expected: Located<ScriptValue>) {
        self.path = path
        self.comparison = comparison
        self.expected = expected
    }

    package static let help = CommandHelp(
        name: "expect",
        usages: ["expect <path> <op> <value>"],
        summary: "assert: == != < <= > >= contains matches",
        details: """
            Compares the value at <path> (searchBar.text, table[0].title, table.count, \
            alert.visible, …) with <value>. Values are numbers, true or false, or text; quote \
            text with spaces, and quote "true" or "3" to compare them as text. contains \
            looks for a substring, matches for a POSIX extended regular expression (with \\d \\w \\s \\b, \
            no back-references) anywhere in the value, in time bounded by the text and pattern \
            lengths, never backtracking. A failed expect prints \
            the expected and actual values and, when work is still scheduled, what it is.
            """,
        examples: [
            "expect table.count == 8", "expect table[0].title == Hello-World",
            "expect alert.visible == false", "expect nav.title contains \"to follow\"",
            "expect opened.url matches \"^https://github.com/\"",
        ],
        group: .assertions,
        otherNames: ["assert", "check", "verify", "should", "test"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        // Read into locals and stored at once: stored one by one between throwing calls, the
        // command was built in place and then copied out whole.
        let path = try arguments.path()
        let operatorToken = try arguments.next("<op>")
        let comparison = Located(try ComparisonOperator(parsing: operatorToken), span: operatorToken.span)
        let valueToken = try arguments.text("<value>")
        self.init(path: path, comparison: comparison,
                  expected: Located(ScriptValue(token: valueToken), span: valueToken.span))
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        switch position.index {
        case 0: return context.paths
        case 1: return ComparisonOperator.allCases.map(\.rawValue)
        case 2: return position.previous.first.flatMap { context.values[$0] }.map { [$0] } ?? []
        default: return []
        }
    }

    package var onlyReads: Bool { true }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        StepOutcome(failure: try Expectation(self).check(in: session))
    }

    package func relocated(toLine line: Int) -> Self? {
        ExpectCommand(path: path.relocated(toLine: line), comparison: comparison.relocated(toLine: line),
                      expected: expected.relocated(toLine: line))
    }

    package var description: String { "expect \(path.value) \(comparison.value) \(expected.value)" }
}
