import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Parses one line as line 1 of `demo.rxs`.
func parseLine(_ line: String) throws(ScriptError) -> (any Command)? {
    try CommandRegistry.parse(line: line, number: 1, file: "demo.rxs")
}

/// The parsed command of the expected type, failing the test otherwise.
func parsed<C: Command>(_ line: String, as type: C.Type, file: StaticString = #filePath, line number: UInt = #line) -> C? {
    do {
        guard let command = try parseLine(line) else {
            XCTFail("no command in '\(line)'", file: file, line: number)
            return nil
        }
        guard let typed = command as? C else {
            XCTFail("'\(line)' parsed as \(Swift.type(of: command))", file: file, line: number)
            return nil
        }
        return typed
    } catch {
        XCTFail("'\(line)' failed: \(error.rendered())", file: file, line: number)
        return nil
    }
}

/// The full rendered diagnostic for a line that must fail to parse.
func diagnostic(_ line: String, file: StaticString = #filePath, line number: UInt = #line) -> String {
    do {
        let command = try parseLine(line)
        XCTFail("'\(line)' parsed as \(String(describing: command))", file: file, line: number)
        return ""
    } catch {
        return error.rendered()
    }
}

/// The one-line form of the error for a line that must fail to parse.
func oneLineError(_ line: String, file: StaticString = #filePath, line number: UInt = #line) -> String {
    do {
        let command = try parseLine(line)
        XCTFail("'\(line)' parsed as \(String(describing: command))", file: file, line: number)
        return ""
    } catch {
        return error.description
    }
}
