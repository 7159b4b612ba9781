import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `--help`, `-h`, `help [TOPIC]` and `--version` on the built binary: stdout, exit 0; usage
/// errors with a suggestion and the short usage on stderr, exit 2.
final class CLIHelpTests: XCTestCase {
    private static let overview = """
        usage: rxs [SUBCOMMAND] [options] [operands]

          rxs [options]                 the interactive REPL
          rxs run [options] FILE.rxs…   run scripts, printing each step's changes
          rxs test [options] [PATH…]    run scripts as tests against their transcripts
          rxs new [options] NAME [DIR]  write a starter package for your own screens
          rxs adopt [options] [DIR]     resolve a package's RxSwift to rxs, offline
          rxs screens                   list the screens `open` knows
          rxs describe SCREEN           print a screen's element ids, kinds and paths
          rxs mcp [options]             an MCP server on stdio, for coding agents
          rxs lsp [options]             a language server for .rxs files, for editors
          rxs completion bash|zsh|fish  print a shell completion script
          rxs help [options] [TOPIC]    show this help, a subcommand's or a command's

        options of rxs (rxs run and rxs test take most of them too):
          --json          one JSON object per input line on stdout
          --live          talk to the real services; the clock follows real time
          --fixtures DIR  also answer requests from the cassettes in DIR (first)
          --unmatched     name each request no cassette matches, in its step
          --record DIR    run live and write each exchange into DIR as a cassette
          --seed N        the random seed (0 by default)
          --width N       columns of show's screen (REPL: the terminal's; otherwise 40)
          --no-color      no colour (as NO_COLOR does; never colour into a pipe)
          --version       print the version and the Swift that built rxs
          -h, --help      print this help

        rxs SUBCOMMAND --help (or rxs help SUBCOMMAND) lists a subcommand's own options;
        rxs help COMMAND explains a command of scripts and the REPL (open, expect, …).

        """

    func testHelpHIsTheOverviewOnStdout() throws {
        for arguments in [["--help"], ["-h"], ["help"], ["--seed", "3", "--help"]] {
            let output = try RxsProcess.run(arguments, in: NSTemporaryDirectory())
            XCTAssertEqual(output.status, 0, "\(arguments)")
            XCTAssertEqual(output.stdout, Self.overview, "\(arguments)")
            XCTAssertEqual(output.stderr, "", "\(arguments)")
        }
    }

    func testRunHelpListsEveryOptionOfRun() throws {
        let expected = """
            usage: rxs run [options] FILE.rxs…

            Runs each script in a fresh session, printing every command and the changes it
            made, stamped with virtual time. FILE may be - for standard input, or any
            readable path (a FIFO, /dev/stdin).

            options:
              --json          one JSON object per input line on stdout
              --echo          print the script's comment lines (# …) as they are reached
              --live          talk to the real services; the clock follows real time
              --fixtures DIR  also answer requests from the cassettes in DIR (first)
              --unmatched     name each request no cassette matches, in its step
              --record DIR    run live and write each exchange into DIR as a cassette
              --seed N        the random seed (0 by default)
              --width N       columns of show's screen (REPL: the terminal's; otherwise 40)
              --no-color      no colour (as NO_COLOR does; never colour into a pipe)
              --html PATH     also write replay pages: run → the page PATH, test → a folder
              -h, --help      print this help

            Exit status: 0 when every expect held, 1 when one failed, 2 on a usage or script
            error.

            """
        for arguments in [["run", "--help"], ["run", "-h"], ["help", "run"], ["run", "--bogus", "-h"]] {
            let output = try RxsProcess.run(arguments, in: NSTemporaryDirectory())
            XCTAssertEqual(output.status, 0, "\(arguments)")
            XCTAssertEqual(output.stdout, expected, "\(arguments)")
        }
    }

    func testEverySubcommandsHelpListsItsOptionsFromTheTable() throws {
        for subcommand in CLISubcommand.allCases where subcommand != .repl {
            let output = try RxsProcess.run([subcommand.rawValue, "--help"], in: NSTemporaryDirectory())
            XCTAssertEqual(output.status, 0, subcommand.rawValue)
            XCTAssertTrue(output.stdout.hasPrefix("usage: \(subcommand.synopsis)\n\n"), output.stdout)
            for option in CLIOption.options(of: subcommand) {
                XCTAssertTrue(output.stdout.contains("\n  \(option.label)  "), "\(subcommand): \(option.label)")
            }
            for line in output.stdout.split(separator: "\n") {
                XCTAssertLessThanOrEqual(line.count, 80, String(line))
            }
        }
        let test = try RxsProcess.run(["test", "--help"], in: NSTemporaryDirectory())
        XCTAssertTrue(test.stdout.contains("""
              --tap           report in TAP (version 13) instead of text
              -j, --jobs N    run N scripts at once
              --shard i/n     run every n-th script of the sorted list, from the i-th
            """), test.stdout)
    }

    func testHelpTopicsAreSubcommandsOrCommands() throws {
        let expect = try RxsProcess.run(["help", "expect"], in: NSTemporaryDirectory())
        XCTAssertEqual(expect.status, 0)
        XCTAssertEqual(expect.stdout, HelpText.details(of: ExpectCommand.help) + "\n")
        let unknown = try RxsProcess.run(["help", "tset"], in: NSTemporaryDirectory())
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stdout, "")
        XCTAssertEqual(unknown.stderr, """
            rxs: no help for 'tset'; did you mean `rxs help test`?
            usage: rxs help [options] [TOPIC]
            rxs help --help lists the options.

            """)
    }

    func testVersionNamesTheSwiftThatBuiltIt() throws {
        let output = try RxsProcess.run(["--version"], in: NSTemporaryDirectory())
        XCTAssertEqual(output.status, 0)
        XCTAssertEqual(output.stdout, "rxs \(RxsVersion.number) (Swift \(CompilerVersion.text))\n")
        // The compiler on PATH is the one that built the tests and rxs.
        if let swift = try? Self.swiftVersion() {
            XCTAssertEqual(CompilerVersion.text, swift)
        }
    }

    func testMistypedSubcommandsAndOptionsGetASuggestion() throws {
        for (arguments, message) in [
            (["tset", "scripts/"], "rxs: unknown subcommand 'tset'; did you mean `rxs test`?"),
            (["rnu", "a.rxs"], "rxs: unknown subcommand 'rnu'; did you mean `rxs run`?"),
            (["flow.rxs"], "rxs: unknown subcommand 'flow.rxs'; did you mean `rxs run flow.rxs`?"),
            (["open", "repos"], "rxs: unknown subcommand 'open'; open is a command of the REPL and of scripts (rxs, rxs run FILE)"),
            (["frobnicate"], "rxs: unknown subcommand 'frobnicate'; rxs --help lists the subcommands"),
            (["run", "--jsn", "a.rxs"], "rxs: unknown option '--jsn' — did you mean --json?"),
            (["test", "--updte"], "rxs: unknown option '--updte' — did you mean --update?"),
            (["run", "--updte", "a.rxs"], "rxs: unknown option '--updte' — did you mean --update?"),
            (["run", "--zzzzzz", "a.rxs"], "rxs: unknown option '--zzzzzz'; rxs run --help lists the options"),
            (["run", "--update", "a.rxs"], "rxs: --update is an option of rxs test, not of rxs run"),
            (["test", "--json"], "rxs: --json is an option of rxs and rxs run, not of rxs test"),
            (["run", "--seed"], "rxs: --seed needs N"),
            (["run", "--echo=yes", "a.rxs"], "rxs: --echo takes no value"),
            (["run", "--width", "5", "a.rxs"], "rxs: --width needs a number of columns from 20 to 400, not '5'"),
            (["completion", "bahs"], "rxs: rxs completion knows bash, zsh and fish, not 'bahs' — did you mean bash?"),
        ] {
            let output = try RxsProcess.run(arguments, in: NSTemporaryDirectory())
            XCTAssertEqual(output.status, 2, "\(arguments)")
            XCTAssertEqual(output.stdout, "", "\(arguments)")
            XCTAssertEqual(output.stderr.split(separator: "\n").first.map(String.init), message, "\(arguments)")
        }
        let repl = try RxsProcess.run(["tset"], in: NSTemporaryDirectory())
        XCTAssertEqual(repl.stderr, """
            rxs: unknown subcommand 'tset'; did you mean `rxs test`?
            usage: rxs [SUBCOMMAND] [options] [operands]
            rxs --help lists the subcommands and options.

            """)
    }

    func testOptionValuesMayBeAttachedWithEqualsAndDoubleDashEndsOptions() throws {
        let options = try CommandLineOptions(parsing: ["test", "--shard=2/3", "-j", "2", "--", "--odd.rxs"])
        XCTAssertEqual(options.shard?.index, 2)
        XCTAssertEqual(options.shard?.count, 3)
        XCTAssertEqual(options.jobs, 2)
        XCTAssertEqual(options.paths, ["--odd.rxs"])
    }

    private static func swiftVersion() throws -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "--version"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let range = text.range(of: #"Swift version (\d+\.\d+(\.\d+)?)"#, options: .regularExpression) else { return nil }
        return String(text[range].dropFirst("Swift version ".count))
    }
}
