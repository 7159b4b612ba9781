import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Values on the command line: every option that takes a value refuses an empty one (an
/// unset shell variable, most likely) by name, whichever way it is spelled; `NO_COLOR`
/// counts only when not empty (no-color.org), as `ColorPolicy` has it everywhere.
final class OptionValueTests: XCTestCase {
    func testEveryOptionWithAValueRefusesAnEmptyOne() {
        var checked = 0
        for option in CLIOption.all {
            guard let placeholder = option.argument, let subcommand = option.subcommands.first else { continue }
            let prefix = subcommand.word.map { [$0] } ?? []
            for arguments in [prefix + [option.name, ""], prefix + [option.name + "="]] {
                do throws(UsageError) {
                    _ = try CommandLineOptions(parsing: arguments + ["a.rxs"])
                    XCTFail("\(arguments) was taken")
                } catch {
                    XCTAssertEqual(error.description, "\(option.name) needs \(placeholder), not an empty word", "\(arguments)")
                }
            }
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 9, "--fixtures, --record, --seed, --width, --html, --junit, -j, --shard, --from")
    }

    func testAnEmptyNoColorIsUnset() throws {
        let options = try CommandLineOptions(parsing: ["run", "a.rxs"])
        XCTAssertTrue(options.sessionOptions(environment: ["NO_COLOR": ""], isTerminal: true).color)
        XCTAssertFalse(options.sessionOptions(environment: ["NO_COLOR": "1"], isTerminal: true).color)
        XCTAssertFalse(options.sessionOptions(environment: ["NO_COLOR": "0"], isTerminal: true).color, "any value but empty")
        XCTAssertFalse(options.sessionOptions(environment: [:], isTerminal: false).color)
        XCTAssertFalse(try CommandLineOptions(parsing: ["run", "--no-color", "a.rxs"])
            .sessionOptions(environment: [:], isTerminal: true).color)
        XCTAssertFalse(try CommandLineOptions(parsing: ["--json"]).sessionOptions(environment: [:], isTerminal: true).color)
    }
}
