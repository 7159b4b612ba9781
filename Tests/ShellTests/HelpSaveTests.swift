import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `help :save` explains the REPL's own command, including how its record grows; `help wait`
/// and `help expect` state the limits and the regex syntax.
final class HelpSaveTests: XCTestCase {
    func testHelpSaveExplainsWhereItWritesAndHowTheRecordGrows() {
        MainActor.assumeIsolated { () -> Void in
            let text = Session(options: .builtIn).lines("help :save").joined(separator: "\n")
            XCTAssertTrue(text.hasPrefix("usage: :save FILE   (REPL only)\n"), text)
            XCTAssertTrue(text.replacingOccurrences(of: "\n", with: " ").contains("about 0.15 KB a line"), text)
            XCTAssertTrue(text.contains("No folder is made"), text)
            XCTAssertTrue(text.split(separator: "\n").allSatisfy { $0.count <= 80 }, text)
            XCTAssertEqual(oneLineError("help :load"), "demo.rxs:1:6: error: unknown command ':load' — help lists the commands")
        }
    }

    func testHelpStatesTheLimitsAndTheSyntax() {
        MainActor.assumeIsolated { () -> Void in
            let wait = Session(options: .builtIn).lines("help wait").joined(separator: " ")
            XCTAssertTrue(wait.contains("at most 1000 days (1440000m)"), wait)
            let expect = Session(options: .builtIn).lines("help expect").joined(separator: " ")
            XCTAssertTrue(expect.contains("POSIX extended regular expression"), expect)
        }
    }
}
