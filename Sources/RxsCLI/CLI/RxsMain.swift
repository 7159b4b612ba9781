import APIClient
import Foundation
import RxUI
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// The `rxs` program: parses the command line and runs the REPL, scripts or tests on the
/// screens given, talking to the services given. `rxs` itself passes the built-in apps and
/// their services; a user's own command its screens and services:
///
///     var screens = ScreenRegistry()
///     screens.register("login") { LoginViewController(environment: $0) }
///     exit(RxsMain.run(arguments: Array(CommandLine.arguments.dropFirst()),
///                      environment: ProcessInfo.processInfo.environment, screens: screens,
///                      services: [LoginAPI.service]))
public enum RxsMain {
    /// Returns the exit code: 0 passed, 1 an expectation failed, 2 usage or script error.
    ///
    /// While it runs scripts, tests, the REPL or `describe`, rxs owns descriptor 1
    /// (`StrayOutput`): its own output goes to the original standard output, and whatever the
    /// screens write there some other way (another thread's `print`, `printf`) becomes a `log`
    /// entry of the next step or goes to standard error. When it returns, descriptor 1 points at
    /// standard error, so that nothing still running can write after rxs's last line; pass the
    /// result to `exit` at once.
    ///
    /// - Parameters:
    ///   - services: the web services the screens call (`ServiceDescription`), whose base URLs
    ///     and secrets are read from `environment` and whose secrets are redacted everywhere.
    ///   - cassettes: a folder of the package's own cassettes, answering offline sessions as if
    ///     `--fixtures cassettes` were given, unless the command line chooses the network itself
    ///     (`--live`, `--record`, `--fixtures`).
    @preconcurrency @MainActor public static func run(arguments: [String], environment: [String: String], screens: ScreenRegistry,
                           services: [ServiceDescription] = [], cassettes: String? = nil) -> Int32 {
        let output = TerminalOutput()
        let options: CommandLineOptions
        do throws(UsageError) {
            options = try CommandLineOptions(parsing: Self.lossless(arguments))
        } catch {
            let subcommand = arguments.first.flatMap(CLISubcommand.init(word:)) ?? .repl
            output.error("rxs: \(error)\n\(CLIHelp.shortUsage(for: subcommand))")
            return 2
        }
        switch options.action {
        case .help:
            output.line(CLIHelp.help(for: options.subcommand))
            return 0
        case .version:
            output.line(CLIHelp.version)
            return 0
        case .perform:
            break
        }
        switch options.subcommand {
        case .help:
            output.line(options.man ? ManPage.troff() : options.paths.first.flatMap(CLIHelp.text(topic:)) ?? CLIHelp.overview())
            return 0
        case .completion:
            guard let shell = options.paths.first.flatMap(CompletionScript.Shell.init(rawValue:)) else { return 2 }
            let program = CommandLine.arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "rxs"
            output.line(CompletionScript(shell: shell, screens: screens.names, program: program).text)
            return 0
        case .describe:
            // The screen's code runs: what it prints goes to stderr, never into the description.
            return StrayOutput.capture(.standardError) {
                OwnScreensSubcommands.run(options, environment: environment, screens: screens, services: services,
                                          output: output)
            }
        case .new, .adopt, .screens:
            return OwnScreensSubcommands.run(options, environment: environment, screens: screens, services: services,
                                             output: output)
        case .mcp, .lsp:
            // `rxs mcp` and `rxs lsp` keep descriptor 1 for their messages themselves: no capture.
            return runSessions(options, environment: environment, screens: screens, services: services, cassettes: cassettes,
                               output: output)
        case .repl, .run, .test:
            break
        }
        // `rxs test`'s reports have no log, and none is written when stdout is /dev/null: what
        // code prints outside a step goes to stderr then.
        let destination: StrayOutput.Destination = options.subcommand == .test || output.discardsSteps ? .standardError : .reports
        return StrayOutput.capture(destination) {
            runSessions(options, environment: environment, screens: screens, services: services, cassettes: cassettes,
                        output: output)
        }
    }

    /// `rxs run`, `rxs test` and the REPL, with standard output captured.
    @MainActor private static func runSessions(_ options: CommandLineOptions, environment: [String: String], screens: ScreenRegistry,
                                    services: [ServiceDescription], cassettes: String?, output: TerminalOutput) -> Int32 {
        var options = options
        if let cassettes, !options.live, options.recordDirectory == nil, options.fixtureDirectories.isEmpty {
            options.fixtureDirectories = [cassettes]
        }
        if let problem = options.recordDirectory.flatMap(RecordFolderCheck.problem)
            ?? FixtureCheck.run(options.fixtureDirectories, output: output) {
            output.error("rxs: \(VisibleText.escapingControls(problem))\n\(CLIHelp.shortUsage(for: options.subcommand))")
            return 2
        }
        var sessionOptions = options.sessionOptions(environment: environment, isTerminal: StandardInput.isTerminal,
                                                    services: services)
        sessionOptions.registry = { screens }
        switch options.subcommand {
        case .run:
            return Int32(RunCommand(options: options, sessionOptions: sessionOptions, output: output).run().rawValue)
        case .test:
            return Int32(TestCommand(options: options, sessionOptions: sessionOptions, output: output).run().rawValue)
        case .mcp:
            return Int32(MCPCommand(sessionOptions: sessionOptions).run().rawValue)
        case .lsp:
            return LSPCommand(settings: LSPSettings(sessionOptions: sessionOptions, timeLimit: options.timeLimit)).run()
        default:
            return Int32(REPL(options: options, sessionOptions: sessionOptions, environment: environment).run().rawValue)
        }
    }

    /// The process's own arguments as given, when `arguments` are they: `CommandLine.arguments`
    /// turns a file name's bytes that are not UTF-8 into U+FFFD, so the file could not be found.
    private static func lossless(_ arguments: [String]) -> [String] {
        guard arguments.contains(where: { $0.unicodeScalars.contains("\u{FFFD}") }),
            arguments == Array(CommandLine.arguments.dropFirst())
        else { return arguments }
        return Array(FileName.commandLineArguments.dropFirst())
    }
}
