/// `include <file>`: run another script.
public struct IncludeCommand: Command, Hashable {
    /// The script's path as written, relative to the including script's folder.
    public var file: Located<String>

    public init(file: Located<String>) {
        self.file = file
    }

    public static let help = CommandHelp(
        name: "include",
        usages: ["include <file>"],
        summary: "run another script, relative to this one",
        details: """
            Runs the lines of <file> here, in the same session, as if they were written in \
            place. A relative path starts from the folder of the script that includes it \
            (the current directory in the REPL). Errors name the included file's lines.
            """,
        examples: ["include common/login.rxs"],
        group: .session,
        otherNames: ["source", "import", "run", "load"])

    public init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        file = try arguments.text("<file>").located
    }

    public static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.scriptFiles.map(ScriptQuoting.spelling(of:)) : []
    }

    public func run(in session: Session) throws(ScriptError) -> StepOutcome {
        try session.include(file)
    }

    public var description: String { "include \(ScriptQuoting.spelling(of: file.value))" }
}
