import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `expect … matches` uses POSIX extended syntax matched without backtracking: patterns that
/// made Swift's Regex run for minutes answer at once, and answer right.
final class LinearRegexTests: XCTestCase {
    private func matches(_ pattern: String, _ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool? {
        do throws(LinearRegex.Problem) {
            return try LinearRegex(pattern).firstMatch(in: text)
        } catch {
            XCTFail("\(pattern): \(error.message)", file: file, line: line)
            return nil
        }
    }

    private func problem(_ pattern: String) -> String? {
        do throws(LinearRegex.Problem) {
            _ = try LinearRegex(pattern)
            return nil
        } catch {
            return error.message
        }
    }

    func testPathologicalPatternsAnswerRightWithoutBacktracking() {
        let title = String(repeating: "a", count: 25)
        XCTAssertEqual(matches("(.*)*x", title), false)
        XCTAssertEqual(matches("(.*)*x", title + "x"), true)
        XCTAssertEqual(matches("(a|a)*b", title), false)
        XCTAssertEqual(matches("(a|a)*b", title + "b"), true)
        XCTAssertEqual(matches("^(a+)+$", title + "!"), false)
        XCTAssertEqual(matches("^(a?){25}a{25}$", title), true)
        XCTAssertEqual(matches("^(a?){25}a{25}$", String(title.dropLast())), false)
        let long = String(repeating: "a", count: 20_000)
        XCTAssertEqual(matches("((a+)+)+b", long), false)
        XCTAssertEqual(matches("(a|aa)*c", long), false)
        XCTAssertEqual(matches("(x+x+)+y", String(repeating: "x", count: 5_000)), false)
    }

    func testTheSyntaxOfExtendedExpressions() {
        XCTAssertEqual(matches("^https://github.com/", "https://github.com/octocat"), true)
        XCTAssertEqual(matches("^https://github.com/", "see https://github.com/"), false)
        XCTAssertEqual(matches("Hello-World$", "octocat/Hello-World"), true)
        XCTAssertEqual(matches("^\\d+ stars$", "24211 stars"), true)
        XCTAssertEqual(matches("^\\d+ stars$", "many stars"), false)
        XCTAssertEqual(matches("\\w+/\\w+", "ReactiveX/RxSwift"), true)
        XCTAssertEqual(matches("^[A-Z][a-z]+$", "Octocat"), true)
        XCTAssertEqual(matches("^[^0-9]+$", "abc1"), false)
        XCTAssertEqual(matches("^[[:digit:]]{3}$", "404"), true)
        XCTAssertEqual(matches("^[[:alpha:]]+$", "リポジトリ"), true)
        XCTAssertEqual(matches("^(foo|bar)baz$", "barbaz"), true)
        XCTAssertEqual(matches("^(?:foo|bar)+$", "foobarfoo"), true)
        XCTAssertEqual(matches("^a{2,3}$", "aaaa"), false)
        XCTAssertEqual(matches("^a{2,}$", "aaaa"), true)
        XCTAssertEqual(matches("^a{2}$", "aa"), true)
        XCTAssertEqual(matches("a{,2}", "a{,2}"), true, "a brace that is no bound is itself")
        XCTAssertEqual(matches("^...$", "日本語"), true, "a dot is one character")
        XCTAssertEqual(matches("\\bcat\\b", "a cat here"), true)
        XCTAssertEqual(matches("\\bcat\\b", "concatenate"), false)
        XCTAssertEqual(matches("1\\.5", "1x5"), false)
        XCTAssertEqual(matches("1\\.5", "1.5"), true)
        XCTAssertEqual(matches("[]a]", "]"), true)
        XCTAssertEqual(matches("", "anything"), true)
        XCTAssertEqual(matches("^$", ""), true)
        XCTAssertEqual(matches("(a*)*", ""), true)
        XCTAssertEqual(matches("^b$", "a\nb\nc"), false, "^ and $ anchor the whole value, as in POSIX")
        XCTAssertEqual(matches("^a.b$", "a\nb"), true, "a dot matches a newline too")
        XCTAssertEqual(matches("^Could not read Feed from the response: the XML is malformed",
                               "Could not read Feed from the response: the XML is malformed (line 3)"), true)
    }

    func testBadPatternsSayWhy() {
        XCTAssertEqual(problem("("), "a ( is not closed")
        XCTAssertEqual(problem("a)"), "a ) has no ( before it")
        XCTAssertEqual(problem("[abc"), "a [ is not closed")
        XCTAssertEqual(problem("*a"), "* has nothing before it to repeat")
        XCTAssertEqual(problem("(a)\\1"), "back-references (\\1) are not supported")
        XCTAssertEqual(problem("a{3,2}"), "{3,2} repeats at least more often than at most")
        XCTAssertEqual(problem("[z-a]"), "the range z-a is backwards")
        XCTAssertEqual(problem("\\"), "the pattern ends in a lone \\")
        XCTAssertEqual(problem("[[:nope:]]"), "unknown class [:nope:]")
        XCTAssertEqual(problem("\\q"), "unknown escape \\q")
        XCTAssertEqual(problem("(a{1000}){1000}"), "the pattern is too large once its repeats are spelled out")
        XCTAssertEqual(problem("((){1000000}){1000000}"), "the pattern is too large once its repeats are spelled out")
        XCTAssertEqual(problem(String(repeating: "(", count: 100_000)), "groups nest more than 200 deep")
    }

    func testAMatchBeyondItsBudgetEndsWithAnError() throws {
        XCTAssertGreaterThan(LinearRegex.defaultStepBudget, 1_000_000)
        let regex = try LinearRegex(".{2000}z", stepBudget: 1_000_000)
        let text = String(repeating: "a", count: 100_000)
        XCTAssertThrowsError(try regex.firstMatch(in: text)) { error in
            XCTAssertEqual((error as? LinearRegex.Problem)?.message,
                           "the pattern needs too many steps to match a text of 100000 characters")
        }
    }

    func testExpectMatchesInASession() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open repos", "type searchBar aaaaaaaaaaaaaaaaaaaaaaaaa"])
            XCTAssertEqual(session.lines("expect searchBar.text matches \"(a|a)*a$\""), [])
            XCTAssertTrue(session.failure("expect searchBar.text matches \"(.*)*x\"").hasPrefix("expect failed"))
            XCTAssertEqual(session.error("expect nav.title matches \"(\""), """
                flow.rxs:1:26: error: '(' is not a valid regular expression
                expect nav.title matches "("
                                         ^~~
                a ( is not closed
                matches takes POSIX extended regular expressions (with \\d \\w \\s \\b), no back-references
                """)
        }
    }
}
