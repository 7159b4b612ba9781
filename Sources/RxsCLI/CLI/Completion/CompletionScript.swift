import RxsScript
import RxsSession
import RxsRunner

/// `rxs completion bash|zsh|fish`: a completion script generated from `CLISubcommand`,
/// `CLIOption.all`, the line-protocol commands (help topics) and the caller's screens, so it
/// offers subcommands, each subcommand's options, `.rxs` files and folders, screen names for
/// `describe`, shells and help topics.
package struct CompletionScript {
    package enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    /// What a subcommand's operands are.
    enum Operands: Equatable {
        case none
        /// `.rxs` files and folders holding them.
        case scripts
        case directories
        case words([String])
    }

    package var shell: Shell
    /// The registry's screen names, for `rxs describe`.
    package var screens: [String]
    /// The command the script completes: `rxs`, or a user's own command built on RxsShell.
    package var program: String

    package init(shell: Shell, screens: [String], program: String = "rxs") {
        self.shell = shell
        self.screens = screens
        self.program = Self.isPlainName(program) ? program : "rxs"
    }

    package var text: String {
        switch shell {
        case .bash: return BashCompletion(script: self).text
        case .zsh: return ZshCompletion(script: self).text
        case .fish: return FishCompletion(script: self).text
        }
    }

    func operands(of subcommand: CLISubcommand) -> Operands {
        switch subcommand {
        case .repl: return .words(CLISubcommand.words)
        case .run, .test: return .scripts
        case .new, .adopt: return .directories
        case .screens, .mcp, .lsp: return .none
        case .describe: return .words(screens)
        case .completion: return .words(Shell.allCases.map(\.rawValue))
        case .help: return .words(CLISubcommand.words + CommandRegistry.names.filter { CLISubcommand(word: $0) == nil })
        }
    }

    /// Subcommands with a word, in help's order.
    var subcommands: [CLISubcommand] { CLISubcommand.allCases.filter { $0 != .repl } }

    /// A name safe in a shell function name and unquoted: letters, digits, `_` and `-`.
    static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-"
        }
    }

    /// Words as one shell word list; screen names and commands are plain, anything else is
    /// dropped rather than quoted into a script that runs it.
    static func wordList(_ words: [String]) -> String {
        words.filter(isPlainName).joined(separator: " ")
    }
}
