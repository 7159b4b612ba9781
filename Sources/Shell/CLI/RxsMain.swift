import Foundation
import RxUI

/// The `rxs` program: parses the command line and runs the REPL, scripts or tests on the
/// screens given. `rxs` itself passes the built-in apps; a user's own command its screens:
///
///     var screens = ScreenRegistry()
///     screens.register("login") { LoginViewController(environment: $0) }
///     exit(RxsMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
///                      environment: ProcessInfo.processInfo.environment, screens: screens))
public enum RxsMain {
    /// Returns the exit code: 0 passed, 1 an expectation failed, 2 usage or script error.
    public static func run(arguments: [String], environment: [String: String], screens: ScreenRegistry) -> Int32 {
        let output = TerminalOutput()
        if let code = OwnScreensSubcommands.run(arguments, environment: environment, screens: screens, output: output) {
            return code
        }
        let options: CommandLineOptions
        do throws(UsageError) {
            options = try CommandLineOptions(parsing: arguments)
        } catch {
            output.error("rxs: \(error)\n\(CommandLineOptions.usage)")
            return 2
        }
        if let problem = FixtureCheck.run(options.fixtureDirectories, output: output) {
            output.error("rxs: \(problem)\n\(CommandLineOptions.usage)")
            return 2
        }
        var sessionOptions = options.sessionOptions(environment: environment, isTerminal: StandardInput.isTerminal)
        sessionOptions.registry = { screens }
        switch options.subcommand {
        case .run:
            return Int32(RunCommand(options: options, sessionOptions: sessionOptions, output: output).run().rawValue)
        case .repl:
            return Int32(REPL(options: options, sessionOptions: sessionOptions, environment: environment).run().rawValue)
        case .test:
            return Int32(TestCommand(options: options, sessionOptions: sessionOptions, output: output).run().rawValue)
        }
    }
}
