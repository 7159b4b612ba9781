import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// docs/rxs.1 is `rxs help --man`, and `man -l` renders it without a warning.
final class ManPageTests: XCTestCase {
    private var manPage: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/rxs.1")
    }

    func testDocsManPageIsTheGeneratedOne() throws {
        let output = try RxsProcess.run(["help", "--man"], in: NSTemporaryDirectory())
        XCTAssertEqual(output.status, 0)
        XCTAssertEqual(output.stdout, ManPage.troff() + "\n")
        XCTAssertEqual(try String(contentsOf: manPage, encoding: .utf8), output.stdout,
                       "docs/rxs.1 is stale: run .build/debug/rxs help --man > docs/rxs.1")
    }

    func testManRendersItWithoutWarnings() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/man") else {
            throw XCTSkip("man-db is not installed")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/man")
        process.arguments = ["--warnings", "-l", manPage.path]
        var environment = ProcessInfo.processInfo.environment
        environment["MANWIDTH"] = "80"
        environment["MANPAGER"] = "cat"
        environment["PAGER"] = "cat"
        process.environment = environment
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        let text = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let warnings = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, warnings)
        XCTAssertEqual(warnings, "")
        XCTAssertTrue(text.hasPrefix("RXS(1)"), text)
        for subcommand in CLISubcommand.allCases {
            XCTAssertTrue(text.contains(subcommand.invocation), subcommand.invocation)
        }
        for option in CLIOption.all {
            XCTAssertTrue(text.contains(option.label), option.label)
        }
        for command in CommandRegistry.commands {
            XCTAssertTrue(text.contains(command.help.usages[0]), command.help.name)
        }
    }
}
