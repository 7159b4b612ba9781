import APIClient
import Foundation
import RxUI

/// The subcommands about one's own screens — `new`, `screens`, `describe` — which take their
/// own arguments rather than the session options of `run`, `test` and the REPL.
enum OwnScreensSubcommands {
    /// The exit code when `arguments` name one of them (0, or 2 on a usage error), else nil.
    static func run(_ arguments: [String], environment: [String: String], screens: ScreenRegistry,
                    output: TerminalOutput) -> Int32? {
        guard let first = arguments.first, ["new", "screens", "describe"].contains(first) else { return nil }
        let rest = Array(arguments.dropFirst())
        let usage = first == "new" ? NewCommand.usage
            : first == "screens" ? ScreenCommands.screensUsage : ScreenCommands.describeUsage
        if rest.contains("--help") || rest.contains("-h") {
            output.line(usage)
            return 0
        }
        do throws(UsageError) {
            switch first {
            case "new":
                try NewCommand(parsing: rest).run(environment: environment, output: output.line)
            case "screens":
                output.line(try ScreenCommands.screens(rest, registry: screens))
            default:
                var options = SessionOptions()
                options.registry = { screens }
                options.api = APIEnvironment(environment: environment)
                output.line(try ScreenCommands.describe(rest, options: options))
            }
            return 0
        } catch {
            output.error("rxs \(first): \(error)\n\(usage)")
            return 2
        }
    }
}
