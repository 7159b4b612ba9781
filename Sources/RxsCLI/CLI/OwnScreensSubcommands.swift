import APIClient
import Foundation
import RxUI
import RxsScript
import RxsSession
import RxsRunner

/// The subcommands about one's own screens and package — `new`, `adopt`, `screens`,
/// `describe` — which take their own operands rather than the session options of `run`,
/// `test` and the REPL.
enum OwnScreensSubcommands {
    /// The exit code: 0, or 2 on a usage error.
    static func run(_ options: CommandLineOptions, environment: [String: String], screens: ScreenRegistry,
                    services: [ServiceDescription], output: TerminalOutput) -> Int32 {
        let operands = options.paths
        do throws(UsageError) {
            switch options.subcommand {
            case .new:
                try NewCommand(operands: operands, gitURL: options.gitURL, swift5: options.swift5)
                    .run(environment: environment, output: output.line) { output.error("rxs new: " + $0) }
            case .adopt:
                try AdoptCommand(operands: operands, source: options.rxsSource, undo: options.undo)
                    .run(environment: environment, output: output.line)
            case .screens:
                output.line(try ScreenCommands.screens(operands, registry: screens))
            default:
                var sessionOptions = SessionOptions()
                sessionOptions.registry = { screens }
                sessionOptions.api = APIEnvironment(services: services, environment: environment)
                output.line(try ScreenCommands.describe(operands, options: sessionOptions))
            }
            return 0
        } catch {
            output.error("rxs \(options.subcommand.rawValue): \(error)\n\(CLIHelp.shortUsage(for: options.subcommand))")
            return 2
        }
    }
}
