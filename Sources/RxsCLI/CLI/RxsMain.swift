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
    /// - Parameters:
    ///   - services: the web services the screens call (`ServiceDescription`), whose base URLs
    ///     and secrets are read from `environment` and whose secrets are redacted everywhere.
    ///   - cassettes: a folder of the package's own cassettes, answering offline sessions as if
    ///     `--fixtures cassettes` were given, unless the command line chooses the network itself
    ///     (`--live`, `--record`, `--fixtures`).
    public static func run(arguments: [String], environment: [String: String], screens: ScreenRegistry,
                           services: [ServiceDescription] = [], cassettes: String? = nil) -> Int32 {
        let output = TerminalOutput()
        var options: CommandLineOptions
        do throws(UsageError) {
            options = try CommandLineOptions(parsing: arguments)
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
        case .new, .adopt, .screens, .describe:
            return OwnScreensSubcommands.run(options, environment: environment, screens: screens, services: services,
                                             output: output)
        case .repl, .run, .test, .lsp:
            break
        }
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
        case .lsp:
            return LSPCommand(settings: LSPSettings(sessionOptions: sessionOptions, timeLimit: options.timeLimit)).run()
        default:
            return Int32(REPL(options: options, sessionOptions: sessionOptions, environment: environment).run().rawValue)
        }
    }
}
