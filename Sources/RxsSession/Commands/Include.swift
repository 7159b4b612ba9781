import RxsScript

/// `include <file>`: run another script.
package struct IncludeCommand: Command, Hashable {
    /// The script's path as written, relative to the including script's folder.
    package var file: Located<String>

    package init(file: Located<String>) {
        self.file = file
    }

    package static let help = CommandHelp(
        name: "include",
        usages: ["include <file>"],
        summary: "run another script, relative to this one",
        details: """
            Runs the lines of <file> here, in the same session, as if they were written in \
            place. A relative path starts from the folder of the script that includes it \
            (the current directory in the REPL). Errors name the included file's lines. \
            A name that is not UTF-8 is written with \\xHH for each such byte, as messages \
            show it: include "caf\\xE9.rxs".
            """,
        examples: ["include common/login.rxs"],
        group: .session,
        otherNames: ["source", "import", "run", "load"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        file = try arguments.text("<file>").located
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        position.index == 0 ? context.scriptFiles.map(ScriptQuoting.spelling(of:)) : []
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        try session.include(file)
    }

    package var description: String { "include \(ScriptQuoting.spelling(of: file.value))" }
}
