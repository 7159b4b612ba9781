import Foundation

/// The `rxs` program: parses the command line and runs the REPL, scripts or tests.
public enum RxsMain {
    /// Returns the exit code: 0 passed, 1 an expectation failed, 2 usage or script error.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let output = TerminalOutput()
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
        let sessionOptions = options.sessionOptions(environment: environment, isTerminal: StandardInput.isTerminal)
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
