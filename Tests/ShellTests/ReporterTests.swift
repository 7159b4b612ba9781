import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession
@testable import RxsSupport

/// Results covering every verdict, with text that needs escaping in each format.
func sampleResults() -> [ScriptTestResult] {
    var passed = ScriptTestResult(path: "scripts/repos.rxs", verdict: .passed)
    passed.milliseconds = 1_500
    var differs = ScriptTestResult(path: "scripts/sub/search #2.rxs", verdict: .failed, reason: "transcript differs")
    differs.diff = "--- a (expected)\n+++ a (actual)\n@@ -1,2 +1,2 @@\n wait 1s\n-#> x & y ]]> z\n+#> \u{1B}[0m"
    differs.milliseconds = 250
    var expect = ScriptTestResult(path: "top.rxs", verdict: .failed, reason: "1 expect failed")
    expect.details = ["top.rxs:2: expect failed: nav.depth == 1\n  expected: == 1\n  actual:   0"]
    var error = ScriptTestResult(path: "/abs/bad.rxs", verdict: .error, reason: "script error")
    error.details = ["/abs/bad.rxs:2:1: error: unknown command 'tpye'\ntpye x\n^~~~\ndid you mean type?"]
    return [passed, differs, expect, error]
}

final class ReporterTests: XCTestCase {
    private func report(_ reporter: any TestReporter, _ results: [ScriptTestResult]) -> [String] {
        reporter.start(count: results.count)
            + results.enumerated().flatMap { reporter.script($0.element, number: $0.offset + 1) }
            + reporter.finish(results)
    }

    func testSummaryCountsErrorsAsFailures() {
        let summary = TestSummary(sampleResults())
        XCTAssertEqual(summary.line, "1 passed, 3 failed")
        XCTAssertEqual(summary.status, .error)
        XCTAssertEqual(TestSummary(Array(sampleResults().prefix(3))).status, .failed)
        XCTAssertEqual(TestSummary(Array(sampleResults().prefix(1))).status, .passed)
        XCTAssertEqual(TestSummary([]).line, "0 passed, 0 failed")
    }

    func testTextReport() {
        let text = report(TextReporter(), sampleResults()).joined(separator: "\n")
        XCTAssertEqual(text, """
            PASS  scripts/repos.rxs
            FAIL  scripts/sub/search #2.rxs — transcript differs
            --- a (expected)
            +++ a (actual)
            @@ -1,2 +1,2 @@
             wait 1s
            -#> x & y ]]> z
            +#> \u{1B}[0m
            FAIL  top.rxs — 1 expect failed
            top.rxs:2: expect failed: nav.depth == 1
              expected: == 1
              actual:   0
            ERROR /abs/bad.rxs — script error
            /abs/bad.rxs:2:1: error: unknown command 'tpye'
            tpye x
            ^~~~
            did you mean type?
            1 passed, 3 failed
            """)
    }

    func testTAPFollowsVersion14() throws {
        let lines = report(TAPReporter(), sampleResults()).joined(separator: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let parsed = try TAPDocument(lines: lines)
        XCTAssertEqual(parsed.plan, 4)
        XCTAssertEqual(parsed.points.map(\.ok), [true, false, false, false])
        XCTAssertEqual(parsed.points.map(\.description), ["scripts/repos.rxs", "scripts/sub/search \\#2.rxs", "top.rxs", "/abs/bad.rxs"])
        XCTAssertEqual(parsed.points[1].yaml["message"], "\"transcript differs\"")
        XCTAssertEqual(parsed.points[1].yaml["severity"], "fail")
        XCTAssertEqual(parsed.points[1].blocks["diff"], sampleResults()[1].diff)
        XCTAssertEqual(parsed.points[2].blocks["details"], sampleResults()[2].details[0])
        XCTAssertEqual(parsed.points[3].yaml["severity"], "error")
        XCTAssertEqual(parsed.comments, ["# 1 passed, 3 failed"])
        XCTAssertEqual(lines.last, "# 1 passed, 3 failed")
    }

    func testTAPEscapesDescriptions() {
        XCTAssertEqual(TAPReporter.escaped("a#b\\c\nd"), "a\\#b\\\\c d")
    }

    func testJUnitIsWellFormedWithACasePerScript() throws {
        let xml = report(JUnitReporter(), sampleResults()).joined(separator: "\n")
        let document = try JUnitDocument(xml: xml)
        XCTAssertEqual(document.root.name, "testsuites")
        XCTAssertEqual(document.root.attributes["tests"], "4")
        let suites = document.root.children
        XCTAssertEqual(suites.map(\.name), ["testsuite"])
        let suite = try XCTUnwrap(suites.first)
        XCTAssertEqual(suite.attributes["name"], "rxs test")
        XCTAssertEqual(suite.attributes["tests"], "4")
        XCTAssertEqual(suite.attributes["failures"], "2")
        XCTAssertEqual(suite.attributes["errors"], "1")
        XCTAssertEqual(suite.attributes["time"], "1.750")
        let cases = suite.children
        XCTAssertEqual(cases.map(\.name), ["testcase", "testcase", "testcase", "testcase"])
        XCTAssertEqual(cases.map { $0.attributes["name"] }, ["repos.rxs", "search #2.rxs", "top.rxs", "bad.rxs"])
        XCTAssertEqual(cases.map { $0.attributes["classname"] }, ["scripts", "scripts/sub", ".", "/abs"])
        XCTAssertEqual(cases.map { $0.attributes["time"] }, ["1.500", "0.250", "0.000", "0.000"])
        XCTAssertEqual(cases.map { $0.children.map(\.name) }, [[], ["failure"], ["failure"], ["error"]])
        let failure = try XCTUnwrap(cases[1].children.first)
        XCTAssertEqual(failure.attributes["message"], "transcript differs")
        XCTAssertEqual(failure.attributes["type"], "transcript")
        XCTAssertEqual(failure.text, sampleResults()[1].diff?.replacingOccurrences(of: "\u{1B}", with: "\u{FFFD}"))
        XCTAssertEqual(cases[2].children.first?.text, sampleResults()[2].details[0])
        XCTAssertEqual(cases[3].children.first?.attributes["type"], "script error")
    }

    func testJUnitIsDeterministic() {
        XCTAssertEqual(JUnitReporter().finish(sampleResults()), JUnitReporter().finish(sampleResults()))
    }

    func testXMLTextEscapes() {
        XCTAssertEqual(XMLText.attribute("a&b<c>\"d\"\ne\u{0}"), "a&amp;b&lt;c&gt;&quot;d&quot;&#10;e\u{FFFD}")
        XCTAssertEqual(XMLText.cdata("x]]>y"), "<![CDATA[x]]]]><![CDATA[>y]]>")
    }
}
