import XCTest

@testable import RxsCLI

/// The one way `rxs new` writes a value into Swift (a string literal) and Markdown (a code
/// span), and what it refuses as a `--from` URL, word for word.
final class GeneratedTextTests: XCTestCase {
    func testASwiftLiteralEscapesWhatWouldEndItOpenAnInterpolationOrHideACharacter() {
        let cases: [(String, String)] = [
            ("plain", #""plain""#),
            ("a\"b", #""a\"b""#),
            ("a\\b", #""a\\b""#),
            ("\\(x)", #""\\(x)""#),
            ("\"\"\"", #""\"\"\"""#),
            ("#\"x\"#", ##""#\"x\"#""##),
            ("$(touch x)", #""$(touch x)""#),
            ("a\nb\rc\td\0e", #""a\nb\rc\td\0e""#),
            ("\u{1B}[31m\u{7F}\u{85}", #""\u{1B}[31m\u{7F}\u{85}""#),
            ("a\u{2028}b\u{2029}c", #""a\u{2028}b\u{2029}c""#),
            ("\u{202E}txt.exe\u{200B}", #""\u{202E}txt.exe\u{200B}""#),
            ("\u{E000}\u{50000}", #""\u{E000}\u{50000}""#),
            ("café 😀 ラーメン e\u{301}", "\"café 😀 ラーメン e\u{301}\""),
        ]
        for (value, literal) in cases {
            XCTAssertEqual(GeneratedText.swiftString(value), literal, value.debugDescription)
        }
    }

    func testAMarkdownCodeSpanHoldsAnyTextOnOneLine() {
        let cases: [(String, String)] = [
            ("/home/me/rxs", "`/home/me/rxs`"),
            ("a`b", "``a`b``"),
            ("a``b`c", "```a``b`c```"),
            ("`start", "`` `start ``"),
            ("end`", "`` end` ``"),
            (" both ", "`  both  `"),
            (" left", "` left`"),
            ("a\nb\r\nc", "`a\\u{A}b\\u{D}\\u{A}c`"),
            ("x\u{2028}y", "`x\\u{2028}y`"),
            ("[link](x) *em* <b>", "`[link](x) *em* <b>`"),
        ]
        for (text, span) in cases {
            XCTAssertEqual(GeneratedText.markdownCode(text), span, text.debugDescription)
        }
    }

    func testAURLWithAControlOrInvisibleCharacterIsNoURL() {
        XCTAssertEqual(GeneratedText.urlProblem("https://example.com/a\nb.git"),
                       #"--from "https://example.com/a\nb.git" is not a git URL: it holds U+000A, a control character"#)
        XCTAssertEqual(GeneratedText.urlProblem("https://example.com/\u{7F}"),
                       #"--from "https://example.com/\u{7F}" is not a git URL: it holds U+007F, a control character"#)
        XCTAssertEqual(GeneratedText.urlProblem("https://example.com/a\u{2028}b"),
                       #"--from "https://example.com/a\u{2028}b" is not a git URL: it holds U+2028, an invisible character"#)
        XCTAssertEqual(GeneratedText.urlProblem("https://example.com/\u{202E}tig.exe"),
                       #"--from "https://example.com/\u{202E}tig.exe" is not a git URL: it holds U+202E, an invisible character"#)
        XCTAssertEqual(GeneratedText.urlProblem(""), "--from is empty; give rxs's git URL (or the path of its repository)")
        for fine in ["https://example.com/team/rxs.git", "git@example.com:team/rxs.git", "/home/me/my repos/rxs", "file:///x/rxs😀.git"] {
            XCTAssertNil(GeneratedText.urlProblem(fine), fine)
        }
    }
}
