import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class ValueTests: XCTestCase {
    private func token(_ text: String, quoted: Bool = false) -> Token {
        let span = SourceSpan(location: SourceLocation(file: "t", line: 1, column: 1), length: text.count, lineText: text)
        return Token(text: text, isQuoted: quoted, span: span)
    }

    func testBareWordsAreNumbersBooleansOrText() {
        XCTAssertEqual(ScriptValue(token: token("8")), .number(8))
        XCTAssertEqual(ScriptValue(token: token("-1.5")), .number(-1.5))
        XCTAssertEqual(ScriptValue(token: token("true")), .bool(true))
        XCTAssertEqual(ScriptValue(token: token("false")), .bool(false))
        XCTAssertEqual(ScriptValue(token: token("Hello-World")), .string("Hello-World"))
        XCTAssertEqual(ScriptValue(token: token("0x10")), .string("0x10"))
        XCTAssertEqual(ScriptValue(token: token("inf")), .string("inf"))
        XCTAssertEqual(ScriptValue(token: token("1e3")), .string("1e3"))
        XCTAssertEqual(ScriptValue(token: token("True")), .string("True"))
        XCTAssertEqual(ScriptValue(token: token("3.")), .string("3."))
        // A number is -?digits(.digits)? in ASCII digits; anything else stays text.
        XCTAssertEqual(ScriptValue(token: token("-0")), .number(0))
        XCTAssertEqual(ScriptValue(token: token("12.50")), .number(12.5))
        for text in [".5", "-.5", "-", "--1", "1-", "1.2.3", "1..2", "+1", "1 ", "١٢", "1,5", ""] {
            XCTAssertEqual(ScriptValue(token: token(text)), .string(text), text)
        }
    }

    func testQuotedTokensAreAlwaysText() {
        XCTAssertEqual(ScriptValue(token: token("true", quoted: true)), .string("true"))
        XCTAssertEqual(ScriptValue(token: token("3", quoted: true)), .string("3"))
    }

    func testValuesSpellBackSoTheyKeepTheirType() {
        XCTAssertEqual(ScriptValue.number(8).description, "8")
        XCTAssertEqual(ScriptValue.number(-0.25).description, "-0.25")
        XCTAssertEqual(ScriptValue.bool(true).description, "true")
        XCTAssertEqual(ScriptValue.string("octocat").description, "octocat")
        XCTAssertEqual(ScriptValue.string("true").description, "\"true\"")
        XCTAssertEqual(ScriptValue.string("42").description, "\"42\"")
        XCTAssertEqual(ScriptValue.string("Who to follow").description, "\"Who to follow\"")
        XCTAssertEqual(ScriptValue.string("").description, "\"\"")
        XCTAssertEqual(ScriptValue.string("#1").description, "\"#1\"")
    }

    func testQuotingEscapesOnlyWhatTheTokenizerWouldRead() {
        XCTAssertEqual(ScriptQuoting.quoted(#"say "hi""#), #""say \"hi\"""#)
        XCTAssertEqual(ScriptQuoting.quoted(#"\d+"#), #""\d+""#)
        XCTAssertEqual(ScriptQuoting.quoted(#"a\"#), #""a\\""#)
        XCTAssertEqual(ScriptQuoting.quoted(#"a\\b"#), #""a\\\b""#)
        for text in [#"a\"b"#, #"a\\b"#, #"x\"#, #"\"#, #"say "hi" \n"#, "ラーメン 東京", ""] {
            let spelled = ScriptQuoting.spelling(of: text)
            let reread = try? LineTokenizer.tokens(in: "x " + spelled, line: 1, file: "t")
            XCTAssertEqual(reread?.count, 2, spelled)
            XCTAssertEqual(reread?.last?.text, text, spelled)
        }
    }

    func testComparisonOperators() throws {
        for op in ComparisonOperator.allCases {
            XCTAssertEqual(try ComparisonOperator(parsing: token(op.rawValue)), op)
        }
        XCTAssertEqual(ComparisonOperator.allCases.map(\.description), ["==", "!=", "<", "<=", ">", ">=", "contains", "matches"])
    }

    func testUnknownComparisonSuggestsWhatOtherLanguagesMean() {
        XCTAssertEqual(oneLineError("expect table.count = 8"),
            "demo.rxs:1:20: error: unknown comparison '=' — did you mean ==? — use ==, !=, <, <=, >, >=, contains or matches")
        XCTAssertEqual(oneLineError("expect table.count => 8"),
            "demo.rxs:1:20: error: unknown comparison '=>' — did you mean >=? — use ==, !=, <, <=, >, >=, contains or matches")
        XCTAssertEqual(oneLineError("expect nav.title contain Who"),
            "demo.rxs:1:18: error: unknown comparison 'contain' — did you mean contains? — use ==, !=, <, <=, >, >=, contains or matches")
        XCTAssertEqual(oneLineError("expect nav.title like Who"),
            "demo.rxs:1:18: error: unknown comparison 'like' — use ==, !=, <, <=, >, >=, contains or matches")
    }
}
