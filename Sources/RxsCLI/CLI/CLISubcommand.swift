import RxsScript
import RxsSession
import RxsRunner

/// The subcommands of `rxs`, in the order help lists them. Help, the man page, completion and
/// "did you mean" come from this list and `CLIOption.all`.
package enum CLISubcommand: String, CaseIterable, Sendable {
    /// `rxs` with no subcommand word: the interactive REPL.
    case repl
    case run, test, new, adopt, screens, describe, mcp, lsp, completion, help

    /// The word typed after `rxs`; nil for the REPL.
    package var word: String? { self == .repl ? nil : rawValue }

    /// The subcommand a word names; the REPL has no word.
    package init?(word: String) {
        guard word != Self.repl.rawValue, let subcommand = Self(rawValue: word) else { return nil }
        self = subcommand
    }

    /// Every subcommand word, for suggestions and completion.
    package static let words: [String] = allCases.compactMap(\.word)

    /// `rxs run`, or `rxs` for the REPL.
    package var invocation: String { word.map { "rxs \($0)" } ?? "rxs" }

    /// What follows the options in the usage line.
    var operands: String {
        switch self {
        case .repl: return ""
        case .run: return "FILE.rxs…"
        case .test: return "[PATH…]"
        case .new: return "NAME [DIR]"
        case .adopt: return "[DIR]"
        case .screens: return ""
        case .describe: return "SCREEN"
        case .mcp: return ""
        case .lsp: return ""
        case .completion: return "bash|zsh|fish"
        case .help: return "[TOPIC]"
        }
    }

    /// `rxs run [options] FILE.rxs…`
    package var synopsis: String {
        let options = CLIOption.options(of: self).contains { $0.name != "--help" } ? " [options]" : ""
        return invocation + options + (operands.isEmpty ? "" : " " + operands)
    }

    /// One line for the overview.
    var summary: String {
        switch self {
        case .repl: return "the interactive REPL"
        case .run: return "run scripts, printing each step's changes"
        case .test: return "run scripts as tests against their transcripts"
        case .new: return "write a starter package for your own screens"
        case .adopt: return "resolve a package's RxSwift to rxs, offline"
        case .screens: return "list the screens `open` knows"
        case .describe: return "print a screen's element ids, kinds and paths"
        case .mcp: return "an MCP server on stdio, for coding agents"
        case .lsp: return "a language server for .rxs files, for editors"
        case .completion: return "print a shell completion script"
        case .help: return "show this help, a subcommand's or a command's"
        }
    }

    /// The paragraph the subcommand's help and the man page print under its usage.
    var details: String {
        switch self {
        case .repl:
            return """
                Reads one command a line and answers with what changed. On a terminal: a \
                prompt with the screen and the virtual time, line editing, history in \
                ~/.rxs_history, Tab completion; Ctrl-C cancels the line, a reverse search or a \
                live wait, Ctrl-D quits. Piped, it reads plain lines and exits as rxs run does: \
                1 after a failed expect, 2 after an error.
                """
        case .run:
            return """
                Runs each script in a fresh session, printing every command and the changes it \
                made, stamped with virtual time. FILE may be - for standard input, or any \
                readable path (a FIFO, /dev/stdin).
                """
        case .test:
            return """
                Runs each script (folders searched for *.rxs) as a test in a fresh session: \
                every expect must hold, no line may fail, and a script with #> lines must print \
                exactly them. Ends with "N passed, N failed".
                """
        case .new:
            return """
                Writes a Swift package NAME into DIR (default ./NAME, which must not exist or be \
                empty): a screen (ViewModel + ViewController), `swift run NAME` running the rxs \
                shell on it, flows/NAME.rxs with its golden transcript, tests, and a README \
                saying what to do next. Its files import RxSwift, RxCocoa and UIKit, as on iOS. \
                rxs is a dependency by path to this checkout (RXS_PACKAGE_PATH overrides it), \
                or with --from URL a git dependency from the repository's newest release tag \
                (on its main branch, with a note, when git cannot list the tags within 15 s); \
                either way named `rxs`. --swift5 writes Swift 5 language mode (iOS code written \
                for Swift 5, its `static let shared` singletons, builds as it is).
                """
        case .adopt:
            return """
                Makes the Swift package in DIR (default .) resolve its dependency on \
                github.com/ReactiveX/RxSwift to rxs, offline, through SwiftPM's mirrors, with no \
                edit to its manifest: commits rxs (this checkout, RXS_PACKAGE_PATH or --rxs) \
                into .swiftpm/rxs/RxSwift.git, tagged 6.10.2 and any version the package pins \
                or requires exactly, and maps every spelling of the URL in its manifests to it \
                in .swiftpm/configuration/mirrors.json. Run again to refresh; --undo removes \
                exactly what it added.
                """
        case .screens:
            return "Lists the screens `open` knows, one a line."
        case .describe:
            return "Prints the screen's elements as `state` shows them on open: id, kind and paths."
        case .mcp:
            return """
                Serves the Model Context Protocol (JSON-RPC, one message a line) on stdin and \
                stdout until stdin ends, so a coding agent can drive the screens: one session per \
                connection, as the REPL's (virtual time, offline unless --live). Tools: screens, \
                describe, step (one line), show, state, transcript (the session as a test), \
                run_script, reset. Register it with an MCP client as the command `rxs mcp`; \
                docs/AGENTS.md shows how.
                """
        case .lsp:
            return """
                Speaks the Language Server Protocol on standard input and output for an editor \
                (docs/EDITORS.md): diagnostics for lines that do not parse, unknown screens, \
                controls not on the screen open at their line and missing includes as you type; \
                on open and save the script runs as rxs test runs it (virtual time, offline, the \
                same cassettes) and each failed expect and each #> block that differs is shown \
                on its line. Completion of commands, screens, controls and paths with their \
                values; hover with a command's help or a control's kind and values at its line; \
                go to an included script; a symbol for each open line. From the last run: quick \
                fixes (a #> block replaced with the actual output, "did you mean" names), a \
                source action that updates every #> block as rxs test --update would, a lens on \
                each open line with how its section did, and each line's virtual time as a hint.
                """
        case .completion:
            return """
                Prints a completion script for the shell: subcommands, options, .rxs files and \
                screen names. bash: source <(rxs completion bash); zsh: rxs completion zsh > \
                ~/.zfunc/_rxs; fish: rxs completion fish > ~/.config/fish/completions/rxs.fish.
                """
        case .help:
            return """
                Without an argument the overview; with a subcommand its usage and options; with \
                a command of the line protocol (open, expect, …) what help says in the REPL. \
                --man prints the man page (troff).
                """
        }
    }

    /// What exit status the subcommand ends with, for its help and the man page.
    var exitStatus: String? {
        switch self {
        case .repl, .run:
            return "0 when every expect held, 1 when one failed, 2 on a usage or script error."
        case .test:
            return "0 when all passed, 1 when any failed, 2 when a script could not be read, parsed or run to its end, or on a usage error."
        case .mcp:
            return "0 when stdin ends (errors are answered over the protocol); 2 on a usage error."
        case .lsp:
            return "0 after shutdown and exit; 1 when the input ends or exit comes without shutdown; 2 on a usage error."
        case .adopt:
            return "0 when done; 2 when DIR is no package or does not depend on RxSwift, SOURCE is no rxs, nothing was adopted to undo, git is missing or fails, or on a usage error."
        default:
            return nil
        }
    }
}
