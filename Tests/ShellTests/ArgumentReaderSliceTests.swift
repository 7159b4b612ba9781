import RxsScript
import XCTest

@testable import RxsSession

/// `ArgumentReader` reads the arguments where they lie in the line's tokens (a slice starting
/// after the command's name), so its positions are the slice's indices, not counts from 0.
final class ArgumentReaderSliceTests: XCTestCase {
    private func reader(_ line: String, usages: [String] = ["type <id> <text>"]) throws -> ArgumentReader {
        let tokens = try LineTokenizer.tokens(in: line, line: 3, file: "demo.rxs")
        return ArgumentReader(command: tokens[0], arguments: tokens.dropFirst(), usages: usages)
    }

    func testReadsTheArgumentsAfterTheCommandInOrder() throws {
        var arguments = try reader("type searchBar hello")
        XCTAssertFalse(arguments.isAtEnd)
        XCTAssertEqual(arguments.remaining.map(\.text), ["searchBar", "hello"])
        XCTAssertEqual(arguments.peek()?.text, "searchBar")
        XCTAssertEqual(try arguments.element().value, "searchBar")
        XCTAssertEqual(arguments.remaining.map(\.text), ["hello"])
        XCTAssertEqual(try arguments.text("<text>").text, "hello")
        XCTAssertTrue(arguments.isAtEnd)
        XCTAssertNil(arguments.peek())
        XCTAssertEqual(arguments.remaining, [])
        XCTAssertNoThrow(try arguments.finish())
    }

    func testAMissingArgumentPointsPastTheLastTokenOrTheCommand() throws {
        var arguments = try reader("type searchBar")
        _ = try arguments.element()
        XCTAssertThrowsError(try arguments.text("<text>")) { error in
            XCTAssertEqual((error as? ScriptError)?.description,
                           "demo.rxs:3:15: error: missing <text> for type — usage: type <id> <text>")
        }
        var bare = try reader("type")
        XCTAssertTrue(bare.isAtEnd)
        XCTAssertThrowsError(try bare.element()) { error in
            XCTAssertEqual((error as? ScriptError)?.description,
                           "demo.rxs:3:5: error: missing <id> for type — usage: type <id> <text>")
        }
    }

    func testLeftoverWordsOfATextAreQuotedFromWhereTheTextBegan() throws {
        var arguments = try reader("type searchBar two words more")
        _ = try arguments.element()
        _ = try arguments.text("<text>")
        XCTAssertEqual(arguments.remaining.map(\.text), ["words", "more"])
        XCTAssertThrowsError(try arguments.finish()) { error in
            XCTAssertEqual((error as? ScriptError)?.rendered(), """
                demo.rxs:3:20: error: unexpected argument 'words' for type
                type searchBar two words more
                                   ^~~~~
                usage: type <id> <text>
                quote text with spaces: "two words more"
                """)
        }
    }
}

/// An `expect`'s path, operator and value are `Located` by initializers for their own types
/// (not the generic one): each keeps its value and the span of its token.
final class LocatedValuesTests: XCTestCase {
    func testAnExpectsPartsKeepTheirValuesAndSpans() throws {
        let tokens = try LineTokenizer.tokens(in: "expect table[1].title != \"a b\"", line: 4, file: "demo.rxs")
        var arguments = ArgumentReader(command: tokens[0], arguments: tokens.dropFirst(), usages: [])
        let expect = try ExpectCommand(parsing: &arguments)
        XCTAssertEqual(expect.path.value, ElementPath(element: "table", row: 1, property: "title"))
        XCTAssertEqual(expect.comparison.value, .notEqual)
        XCTAssertEqual(expect.expected.value, .string("a b"))
        let spans = [expect.path.span, expect.comparison.span, expect.expected.span]
        XCTAssertEqual(spans.map(\.location.line), [4, 4, 4])
        XCTAssertEqual(spans.map(\.location.column), [8, 23, 26])
        XCTAssertEqual(spans.map(\.length), [14, 2, 5])
        XCTAssertEqual(spans.map(\.lineText), Array(repeating: "expect table[1].title != \"a b\"", count: 3))
    }

    func testAWaitsDurationKeepsItsSpan() throws {
        let tokens = try LineTokenizer.tokens(in: "wait  250ms", line: 2, file: "demo.rxs")
        var arguments = ArgumentReader(command: tokens[0], arguments: tokens.dropFirst(), usages: [])
        let duration = try arguments.duration()
        XCTAssertEqual(duration.value, ScriptDuration(milliseconds: 250))
        XCTAssertEqual(duration.span.location.column, 7)
        XCTAssertEqual(duration.span.length, 5)
    }
}
