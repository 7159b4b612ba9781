import APIClient
/// The tools of `rxs mcp`, in the order `tools/list` gives them.
enum MCPTools {
    static let all: [MCPTool] = [
        MCPTool(
            name: "screens", title: "List screens",
            description: "The screens `open` knows (built-in and the package's own), one a line.",
            outputSchema: object(["screens": array(of: "string")], required: ["screens"])),
        MCPTool(
            name: "describe", title: "Describe a screen",
            description: """
                A screen's elements as `state` shows them when it opens: id, kind and the paths \
                `expect` and `state` read, then the event commands and the paths every screen has.
                """,
            arguments: [.init(name: "screen", description: "the name of a screen, as screens lists them")],
            outputSchema: object([
                "screen": type("string"), "title": type("string"), "elements": .object(["type": .string("array")]),
                "commands": array(of: "string"), "common": array(of: "string"),
            ], required: ["screen", "title", "elements", "commands", "common"])),
        MCPTool(
            name: "step", title: "Run one line",
            description: """
                Runs one line of the .rxs language in this connection's session, as the REPL does \
                (virtual time, settling after each event): open repos, type searchBar octocat, \
                keys searchBar octocat every 100ms, tap button, wait 700ms, expect table.count == 8, \
                show, help. Answers with the change lines the REPL prints; structuredContent is \
                the step as rxs --json gives it (changes, log, output, failure, or error). A bad \
                line is an error with the REPL's message; the session goes on.
                """,
            arguments: [.init(name: "line", description: "one .rxs line, e.g. open repos")],
            readOnly: false,
            outputSchema: object([
                "line": type("integer"), "t": type("integer"), "command": type("string"),
                "changes": .object(["type": .string("array")]), "log": .object(["type": .string("array")]),
                "output": type("string"), "failure": type("object"), "error": type("string"),
            ], required: ["line", "t", "command"])),
        MCPTool(
            name: "show", title: "Show the screen",
            description: "The current screen drawn as text in a box, as the line `show` prints it."),
        MCPTool(
            name: "state", title: "Read the state",
            description: """
                The current snapshot as JSON (the navigation stack with each screen's elements, \
                alert, HUD, opened URL, virtual time), or with path the value of one path \
                (table.count, table[0].title, searchBar.text, nav.screen, alert.visible, …).
                """,
            arguments: [.init(name: "path", description: "one path, as expect reads it, e.g. table[0].title", required: false)],
            outputSchema: object([:], required: [])),
        MCPTool(
            name: "transcript", title: "Session as a test",
            description: """
                The session so far as an .rxs script whose #> lines hold what each line printed: \
                saved as a file, `rxs test FILE` replays it green. Expects that failed are left \
                in as comments.
                """,
            outputSchema: object(["script": type("string")], required: ["script"])),
        MCPTool(
            name: "run_script", title: "Run a script as a test",
            description: """
                Runs a whole .rxs script in a fresh, separate session, as rxs test does (this \
                connection's session is untouched): passed says whether every expect held, no \
                line failed and any #> lines matched; transcript is the script with #> lines as \
                it printed them.
                """,
            arguments: [.init(name: "text", description: "the script: .rxs lines separated by line breaks")],
            outputSchema: object([
                "passed": type("boolean"), "verdict": .object(["enum": .array(["passed", "failed", "error"].map { .string($0) })]),
                "reason": type("string"), "details": array(of: "string"), "transcript": type("string"),
            ], required: ["passed", "verdict", "details"])),
        MCPTool(
            name: "reset", title: "Fresh session",
            description: "Ends this connection's session and starts a fresh one: no screen open, the clock at 0.",
            readOnly: false),
    ]

    static func named(_ name: String) -> MCPTool? {
        all.first { $0.name == name }
    }

    private static func type(_ name: String) -> JSONValue {
        .object(["type": .string(name)])
    }

    private static func array(of item: String) -> JSONValue {
        .object(["type": .string("array"), "items": type(item)])
    }

    private static func object(_ properties: [String: JSONValue], required: [String]) -> JSONValue {
        var schema: [String: JSONValue] = ["type": .string("object"), "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required.map { .string($0) }) }
        return .object(schema)
    }
}
