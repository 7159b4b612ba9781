import XCTest

@testable import RxsScript
@testable import RxsSession

/// A script's ASCII command lines are tokenized in the file's bytes where they lie; their
/// tokens and errors are those of the same line's text tokenized alone.
final class TokenizedInPlaceTests: XCTestCase {
    private let lines = [
        "open search", "  type query \"a \\\"b\\\" c\"   # why", "type query ab\"c", "type query \"abc",
        "type query \"a\"b", "type query \"é\"x", "\texpect nav.depth == \"1\"é", "expect table.count == 8 extra",
        "wait 1s", "type query \"\\d+\\\\\"",
    ]

    func testEachLineTokenizesInTheFileAsItsTextAlone() {
        let file = "in-place.rxs"
        for ending in ["\n", "\r\n", "\r"] {
            let bytes = [0xEF, 0xBB, 0xBF] + Array(("# head" + ending + lines.joined(separator: ending)).utf8)
            let script = Script(file: file, bytes: bytes)
            var tokens: [Int: [Token]] = [:]
            var errors: [ScriptError] = []
            for (index, text) in lines.enumerated() {
                do throws(ScriptError) {
                    tokens[index + 2] = try LineTokenizer.tokens(in: text, line: index + 2, file: file)
                } catch {
                    errors.append(error)
                }
            }
            XCTAssertEqual(errors.count, 5, ending.debugDescription)
            XCTAssertEqual(script.errors.count, errors.count + 1, ending.debugDescription)  // + the unknown argument
            XCTAssertEqual(Array(script.errors.prefix(5)), errors, ending.debugDescription)
            for line in script.lines {
                XCTAssertEqual(line.tokens, tokens[line.number], "line \(line.number) \(ending.debugDescription)")
            }
            XCTAssertEqual(script.lines.map(\.number), [2, 3, 10, 11])
            XCTAssertEqual(script.lines[1].tokens.map(\.text), ["type", "query", "a \"b\" c"])
            XCTAssertEqual(script.lines[3].tokens.last?.text, "\\d+\\")
        }
    }
}
