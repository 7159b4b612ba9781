import RxsScript
import RxsSession
import RxsRunner

/// One option of the command line: its names, its argument, its help and the subcommands that
/// accept it, and what it sets. Parsing, help, the man page, completion and "did you mean" all
/// read `CLIOption.all`, so an option is written once.
package struct CLIOption: Sendable {
    /// What completes an option's argument.
    package enum ArgumentKind: Sendable, Equatable {
        /// Any file name.
        case file
        case directory
        /// A number or other free text: nothing to offer.
        case text
        /// One of these words.
        case words([String])
    }

    /// `--seed`
    package var name: String
    /// `-j`, `-h`
    package var shortName: String?
    /// `N`, `DIR`; nil for a flag.
    package var argument: String?
    package var kind: ArgumentKind
    /// One line for help.
    package var help: String
    package var subcommands: [CLISubcommand]
    /// Sets the option's value; `value` is empty for a flag.
    let apply: @Sendable (inout CommandLineOptions, String) throws(UsageError) -> Void

    init(_ name: String, short: String? = nil, argument: String? = nil, kind: ArgumentKind = .text,
         help: String, for subcommands: [CLISubcommand],
         apply: @escaping @Sendable (inout CommandLineOptions, String) throws(UsageError) -> Void) {
        self.name = name
        self.shortName = short
        self.argument = argument
        self.kind = argument == nil ? .text : kind
        self.help = help
        self.subcommands = subcommands
        self.apply = apply
    }

    /// Every spelling: `-j` and `--jobs`.
    package var names: [String] { [shortName, name].compactMap { $0 } }

    /// `-j, --jobs N` as help lists it.
    package var label: String {
        names.joined(separator: ", ") + (argument.map { " " + $0 } ?? "")
    }

    /// The option spelled `word`, if any.
    package static func named(_ word: String) -> CLIOption? {
        all.first { $0.names.contains(word) }
    }

    /// The options `subcommand` accepts, in table order.
    package static func options(of subcommand: CLISubcommand) -> [CLIOption] {
        all.filter { $0.subcommands.contains(subcommand) }
    }

    /// Every spelling of every option.
    package static var allNames: [String] { all.flatMap(\.names) }
}
