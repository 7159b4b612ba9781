import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

extension Session {
    /// Parses `text` as line `number` of `flow.rxs` and runs it; a parse error is the failure.
    func run(_ text: String, line number: Int = 1) -> Result<StepOutcome, ScriptError> {
        do throws(ScriptError) {
            let tokens = try LineTokenizer.tokens(in: text, line: number, file: "flow.rxs")
            guard let command = try CommandRegistry.parse(line: text, number: number, file: "flow.rxs") else {
                return .success(StepOutcome())
            }
            return perform(ScriptLine(number: number, text: text, tokens: tokens, command: command))
        } catch {
            return .failure(error)
        }
    }

    /// The transcript lines of a line that must run; fails the test on an error.
    @discardableResult
    func lines(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        switch run(text) {
        case .success(let outcome): return outcome.lines
        case .failure(let error):
            XCTFail("'\(text)' failed: \(error.rendered())", file: file, line: line)
            return []
        }
    }

    /// Runs each line, failing the test on the first error.
    func lines(_ texts: [String], file: StaticString = #filePath, line: UInt = #line) {
        for text in texts { lines(text, file: file, line: line) }
    }

    /// The rendered error of a line that must fail.
    func error(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        switch run(text) {
        case .success(let outcome):
            XCTFail("'\(text)' ran: \(outcome.lines)", file: file, line: line)
            return ""
        case .failure(let error): return error.rendered()
        }
    }

    /// The failure message of an `expect` that must fail.
    func failure(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        switch run(text) {
        case .success(let outcome):
            guard let failure = outcome.failure else {
                XCTFail("'\(text)' held", file: file, line: line)
                return ""
            }
            return failure.message
        case .failure(let error):
            XCTFail("'\(text)' failed: \(error.rendered())", file: file, line: line)
            return ""
        }
    }
}
