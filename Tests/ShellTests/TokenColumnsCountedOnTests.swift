import XCTest

@testable import RxsScript

/// The tokenizer counts a non-ASCII line's columns on from the last token's end where no
/// grapheme rule can join across it; each span must still be what counting the whole
/// prefix gives (`lineText[..<start].count`), whatever the characters around it.
final class TokenColumnsCountedOnTests: XCTestCase {
    /// Lines where characters join across spaces and quotes, or where counting on would
    /// be wrong if it resumed at a place that is not a boundary of every longer prefix.
    private let lines = [
        "expect table[0].title == \"新大塚駅 (Shin-otsuka Sta.) (M24)\"",
        "type searchField あい",
        "type  \t searchField\tあいう  \"検索 ワード\"  x",
        "type a \u{301}b c",  // a combining mark after a space joins the space
        "type \u{600} x y",  // an Arabic number sign (Prepend) joins the space after it
        "type \u{600}\t\"q\" z",
        "type 👩‍👩‍👧 🇯🇵🇯🇵 x",
        "type e\u{301}\u{301} \"é\" \"\\\"é\\\\\" z",
        "type a\r\nb \"c\r\nd\" e",  // ASCII: a column a byte, as ever (CR LF inside a line is two)
        "type é\r\nb \"c\r\nd\" e\r\n",
        "type \r \"x\" y",
        "type 日本\t\t語 \"\" z",
        "type " + String(repeating: "語", count: 3_000) + " \"" + String(repeating: "é", count: 2_000) + "\" end",
    ]

    func testSpansAreTheCountsOfTheWholePrefixes() throws {
        for line in lines {
            let tokens = try LineTokenizer.tokens(in: line, line: 3, file: "t.rxs")
            let expected = Self.referenceSpans(line)
            XCTAssertEqual(tokens.count, expected.count, line)
            for (token, span) in zip(tokens, expected) {
                XCTAssertEqual(token.span.location.column, span.column, "\(line): \(token.text)")
                XCTAssertEqual(token.span.length, span.length, "\(line): \(token.text)")
                XCTAssertEqual(token.span.lineText, line)
            }
        }
    }

    func testTheBytesOfAFileLineGiveTheSameTokensAsItsText() throws {
        for line in lines {
            let bytes = ArraySlice(Array(line.utf8))
            XCTAssertEqual(
                try LineTokenizer.tokens(in: line, bytes: bytes, line: 3, file: "t.rxs"),
                try LineTokenizer.tokens(in: line, line: 3, file: "t.rxs"), line)
        }
    }

    func testQuotedValuesWithAndWithoutEscapes() throws {
        let tokens = try LineTokenizer.tokens(
            in: #"type "a\"b" "\\" "é\"\"" "plain é" "\d+" "\"" "x\\y\"z""#, line: 1, file: "t.rxs")
        XCTAssertEqual(tokens.map(\.text), ["type", #"a"b"#, #"\"#, #"é"""#, "plain é", #"\d+"#, #"""#, #"x\y"z"#])
        XCTAssertEqual(tokens.dropFirst().map(\.isQuoted), Array(repeating: true, count: 7))
    }

    func testErrorsAfterJoiningCharactersPointWhereTheWholePrefixesCount() {
        // The line, the text before the error's place, and its length in bytes (nil: to the end).
        let cases: [(line: String, before: String, bytes: Int?)] = [
            ("type \u{600} \"x\"y", "type \u{600} \"x\"", 1),
            ("type a \u{301}\"b", "type a \u{301}", 1),
            ("type 語 \"é\"語 z", "type 語 \"é\"", 3),
            ("type 語 \"é\"\u{301} z", "type 語 \"é\"", 2),
            ("type é \"unterminated é", "type é ", nil),
            ("type \u{600} \"unterminated", "type \u{600} ", nil),
        ]
        for (line, before, bytes) in cases {
            func characters(before offset: Int) -> Int {
                line[..<line.utf8.index(line.utf8.startIndex, offsetBy: offset)].count
            }
            let start = before.utf8.count
            let end = bytes.map { start + $0 } ?? line.utf8.count
            do {
                _ = try LineTokenizer.tokens(in: line, line: 2, file: "t.rxs")
                XCTFail("no error for \(line)")
            } catch {
                XCTAssertEqual(error.span.location.column, characters(before: start) + 1, line)
                XCTAssertEqual(error.span.length, characters(before: end) - characters(before: start), line)
            }
        }
    }

    /// Each token's column and length as the whole prefixes before its start and end
    /// count them (an ASCII line's in bytes, as the tokenizer has always counted them): the
    /// byte ranges found by a plain scan (no errors, as in `lines`).
    private static func referenceSpans(_ line: String) -> [(column: Int, length: Int)] {
        let bytes = Array(line.utf8)
        let isASCII = bytes.allSatisfy { $0 < 0x80 }
        func characters(before offset: Int) -> Int {
            isASCII ? offset : line[..<line.utf8.index(line.utf8.startIndex, offsetBy: offset)].count
        }
        var spans: [(column: Int, length: Int)] = []
        var index = 0
        while index < bytes.count {
            if [0x20, 0x09, 0x0B, 0x0C].contains(bytes[index]) {
                index += 1
                continue
            }
            let start = index
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                while bytes[index] != UInt8(ascii: "\"") {
                    let escapes = bytes[index] == UInt8(ascii: "\\") && [0x22, 0x5C].contains(bytes[index + 1])
                    index += escapes ? 2 : 1
                }
                index += 1
            } else {
                while index < bytes.count, ![0x20, 0x09, 0x0B, 0x0C].contains(bytes[index]) { index += 1 }
            }
            let first = characters(before: start)
            spans.append((first + 1, characters(before: index) - first))
        }
        return spans
    }
}
