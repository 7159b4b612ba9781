import RxsScript

/// One command of the line protocol: its help, how its arguments parse into a typed value,
/// what can complete its arguments, and how it reaches the interpreter.
///
/// Each command lives in its own file and is listed once in `CommandRegistry.commands`.
/// `description` is the command's canonical script line: parsing it gives the same command.
package protocol Command: Sendable, CustomStringConvertible {
    static var help: CommandHelp { get }

    /// Reads the arguments after the command name. The registry rejects arguments left over.
    init(parsing arguments: inout ArgumentReader) throws(ScriptError)

    /// Every candidate for the argument at `position`, spelled as a script would write it
    /// (quoted where needed); the completer keeps those that start with what is typed.
    static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String]

    /// Runs the command in a session and returns what it changed or printed.
    @MainActor func run(in session: Session) throws(ScriptError) -> StepOutcome

    /// This command as the same text parses on line `line` of the same file (its spans moved
    /// there), so a script repeating a line need not parse it again; nil (the default) has
    /// the line parsed again.
    func relocated(toLine line: Int) -> Self?

    /// `relocated(toLine:)` for a command known only as `any Command`: a requirement, so
    /// each command's own copy runs, where calling `relocated` through the existential
    /// looked up the metadata of `Optional<Self>` at every moved line.
    func relocatedCommand(toLine line: Int) -> (any Command)?

    /// Whether the command only reads the visible state and changes nothing (`expect`,
    /// `show`, `state`): such lines in a row read one snapshot (`Session.snapshot`).
    var onlyReads: Bool { get }
}

extension Command {
    package func relocated(toLine line: Int) -> Self? { nil }

    package func relocatedCommand(toLine line: Int) -> (any Command)? { relocated(toLine: line) }

    package var onlyReads: Bool { false }
}

/// Where help lists a command.
package enum CommandGroup: String, CaseIterable, Sendable {
    case events = "Events"
    case time = "Time"
    case inspection = "Inspection"
    case assertions = "Assertions"
    case network = "Network"
    case session = "Session"
}

/// What `help`, usage errors and docs/REFERENCE.md's command reference say about a command.
package struct CommandHelp: Sendable {
    package var name: String
    /// Usage lines such as `type <id> <text>`; `net` and `set` have one per form.
    package var usages: [String]
    /// One line for the command list and the README table.
    package var summary: String
    /// The explanation `help <command>` prints.
    package var details: String
    package var examples: [String]
    package var group: CommandGroup
    /// Words people try instead of this command ("exit" for quit), used only for suggestions.
    package var otherNames: [String]

    package init(
        name: String, usages: [String], summary: String, details: String, examples: [String],
        group: CommandGroup, otherNames: [String] = []
    ) {
        self.name = name
        self.usages = usages
        self.summary = summary
        self.details = details
        self.examples = examples
        self.group = group
        self.otherNames = otherNames
    }
}

/// Which argument is being completed, and the finished arguments before it.
package struct ArgumentPosition: Hashable, Sendable {
    /// 0 for the first argument after the command name.
    package var index: Int
    package var previous: [String]

    package init(index: Int, previous: [String]) {
        self.index = index
        self.previous = previous
    }
}

/// What the running session offers for completion; the interpreter fills it from the current screen.
package struct CompletionContext: Sendable {
    package var screens: [String]
    /// Ids of every element on the current screen.
    package var elements: [String]
    /// Ids of the text fields and search bars, for `type`, `keys` and `return`.
    package var textInputs: [String]
    package var buttons: [String]
    /// Rows of the visible table, for `select` and `delete`.
    package var rowCount: Int
    package var alertButtons: [String]
    /// Current value of every path, spelled as a script would write it (`8`, `true`, `"Who to follow"`).
    package var values: [String: String]
    /// Scripts `include` could name, relative to the current directory.
    package var scriptFiles: [String]

    package init(
        screens: [String] = [], elements: [String] = [], textInputs: [String] = [], buttons: [String] = [],
        rowCount: Int = 0, alertButtons: [String] = [], values: [String: String] = [:], scriptFiles: [String] = []
    ) {
        self.screens = screens
        self.elements = elements
        self.textInputs = textInputs
        self.buttons = buttons
        self.rowCount = rowCount
        self.alertButtons = alertButtons
        self.values = values
        self.scriptFiles = scriptFiles
    }

    /// Known paths in order, for `expect` and `marbles`.
    package var paths: [String] { values.keys.sorted() }

    /// The visible table's row numbers, for `select` and `delete`.
    package var rowNumbers: [String] { (0..<max(rowCount, 0)).map(String.init) }
}
