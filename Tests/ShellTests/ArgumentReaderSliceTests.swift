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
