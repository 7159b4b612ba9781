import Foundation
import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Replay pages built in-process from the scripts in `scripts/` and small sessions: size,
/// self-containment, steps, narration, marks of failures, and the marble SVG.
final class ReplayPageTests: XCTestCase, @unchecked Sendable {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func page(for script: String) throws -> (html: String, commandLines: Int) {
        let path = Self.packageRoot.appendingPathComponent("scripts/\(script)").path
        var test = ScriptTest(path: path, sessionOptions: .builtIn)
        test.replay = true
        let result = test.run()
        XCTAssertEqual(result.verdict, .passed, result.message)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        return (try XCTUnwrap(result.replayPage), Script(file: path, text: text).lines.count)
    }

    /// `src`, `href`, `action`, `poster`, CSS `url(` and `@import` values that reach beyond the page.
    static func resourceURLs(in html: String) -> [String] {
        let pattern = #"(?:\b(?:src|href|action|poster|srcset|data)\s*=\s*["']?|url\(\s*["']?|@import\s+["']?)((?:https?:)?//[^"')\s>]*)"#
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return ["bad pattern"] }
        let range = NSRange(html.startIndex..., in: html)
        return regex.matches(in: html, range: range).compactMap { Range($0.range(at: 1), in: html).map { String(html[$0]) } }
    }

    func testEveryScriptsPageIsSmallSelfContainedAndHasAStepPerCommandLine() throws {
        let scripts = try FileManager.default.contentsOfDirectory(atPath: Self.packageRoot.appendingPathComponent("scripts").path)
            .filter { $0.hasSuffix(".rxs") }.sorted()
        XCTAssertGreaterThanOrEqual(scripts.count, 7)
        for script in scripts {
            let (html, commandLines) = try page(for: script)
            XCTAssertLessThan(html.utf8.count, 1_000_000, script)
            XCTAssertEqual(html.components(separatedBy: "<li class=\"step").count - 1, commandLines, script)
            XCTAssertTrue(html.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"), script)
            XCTAssertEqual(Self.resourceURLs(in: html), [], script)
            XCTAssertFalse(html.contains("<img"), script)
            XCTAssertFalse(html.contains("<link"), script)
            XCTAssertTrue(html.contains("<svg id=\"timelines\""), script)
        }
    }

    func testTheScannerFindsResourceURLs() {
        XCTAssertEqual(Self.resourceURLs(in: "<img src=\"https://a.example/x.png\"><a href='//cdn.example/y'>"
            + "<style>b{background:url(http://c.example/z)}@import \"https://d.example/s.css\";</style>"),
                       ["https://a.example/x.png", "//cdn.example/y", "http://c.example/z", "https://d.example/s.css"])
        XCTAssertEqual(Self.resourceURLs(in: "<span title=\"https://github.com/octocat\">https://github.com</span>"), [])
    }

    func testStepsCarryNarrationChangesTheirScreenAndChangedParts() throws {
        let (html, _) = try page(for: "search.rxs")
        XCTAssertTrue(html.contains("<p class=\"note\">The results: title = full_name, detail = the stars; 30 on the first page.</p>"))
        XCTAssertTrue(html.contains("<span class=\"change\">[1.800s] nav.title: &quot;GitHub リポジトリ検索&quot; → &quot;rxswift&quot;</span>"))
        XCTAssertTrue(html.contains("data-changed=\"hud nav table\"><div class=\"cmd\"><span class=\"n\">28</span><code>wait 100ms</code>"),
                      "the step that pushes the results")
        XCTAssertTrue(html.contains("<span class=\"navtitle\">rxswift</span>"))
    }

    func testScreensThatRepeatAreDrawnOnce() throws {
        let (html, commandLines) = try page(for: "search.rxs")
        let screens = html.components(separatedBy: "<div class=\"screen\"").count - 1
        XCTAssertLessThan(screens, commandLines / 2)
        XCTAssertGreaterThan(screens, 5)
    }

    @MainActor private func run(_ lines: [String]) -> (recorder: ReplayRecorder, session: Session) {
        let session = Session(options: .builtIn)
        let recorder = ReplayRecorder()
        let script = Script(file: "t.rxs", text: lines.joined(separator: "\n"))
        ScriptRunner(session: session).run(script) { recorder.record($0, in: session) }
        return (recorder, session)
    }

    func testAFailedExpectAndAnErrorAreMarkedOnTheirSteps() {
        MainActor.assumeIsolated { () -> Void in
            let (recorder, session) = run(["open repos", "expect nav.depth == 2", "tap nothing"])
            let html = ReplayPage(title: "t.rxs", steps: recorder.steps, timelines: session.timelines, end: session.time).render()
            XCTAssertTrue(html.contains("<li class=\"step failed\" id=\"step-2\""), html)
            XCTAssertTrue(html.contains("<span class=\"failure\">expect failed: nav.depth == 2</span>"), html)
            XCTAssertTrue(html.contains("<li class=\"step error\" id=\"step-3\""), html)
            XCTAssertTrue(html.contains("<p class=\"summary error\">3 steps · 1 expect failed · stopped by an error"), html)
        }
    }

    func testTheMarbleSVGHasARowPerChangedPathAndGroupsValuesOfOneInstant() {
        MainActor.assumeIsolated { () -> Void in
            let (_, session) = run(["open search", "type searchField abc", "type searchField ab", "wait 1s", "type searchField abcd"])
            let svg = MarbleSVG(rows: session.timelines.changedPaths.map {
                MarbleChart.Row(path: $0, entries: session.timelines.entries(for: $0))
            }, end: session.time).render()
            let rows = svg.components(separatedBy: "<g class=\"marble-row\" data-path=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
            XCTAssertEqual(rows, ["nav.depth", "nav.screen", "nav.title", "searchField.editing", "searchField.text", "searchButton.enabled", "validMessage.hidden"])
            XCTAssertTrue(svg.contains("<title>0.000s  &quot;&quot;, &quot;abc&quot;, &quot;ab&quot;</title>"), svg)
            XCTAssertTrue(svg.contains("data-end=\"1000\""), svg)
            XCTAssertTrue(svg.contains("<line id=\"now\""), svg)
        }
    }

    func testTickStepsAreRoundAndAtMostTen() {
        XCTAssertEqual(MarbleSVG.tickStep(for: 1), 1)
        XCTAssertEqual(MarbleSVG.tickStep(for: 2_000), 200)
        XCTAssertEqual(MarbleSVG.tickStep(for: 31_000), 5_000)
        XCTAssertEqual(MarbleSVG.tickLabel(1_500), "1.5s")
        XCTAssertEqual(MarbleSVG.tickLabel(250), "250ms")
    }

    func testNarrationIsTheCommentsBeforeACommandInParagraphs() {
        let text = "# intro\n# more\n#\n# second\n\nopen repos\n#> [0.000s] x\n# about wait\nwait 1s\nexpect nav.depth == 1\n"
        let narration = ScriptNarration(bytes: Array(text.utf8))
        XCTAssertEqual(narration.paragraphs, [6: ["intro more", "second"], 9: ["about wait"]])
    }

    func testPageNamesAreSafeAndUnique() {
        XCTAssertEqual(ReplayFiles.names(for: ["scripts/search.rxs", "./a b.rxs", "scripts-search.rxs", "index.rxs", "../x.rxs"]),
                       ["scripts-search.html", "a-b.html", "scripts-search-2.html", "index-2.html", "x.html"])
    }

    func testTheRecorderKeepsTheLatestSteps() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            let recorder = ReplayRecorder(limit: 3)
            for number in 1...8 {
                recorder.record(StepReport(file: "t", line: number, command: "wait 1ms", time: number, result: .success(StepOutcome())),
                                in: session)
            }
            XCTAssertEqual(recorder.kept.map(\.report.line), [6, 7, 8])
            XCTAssertEqual(recorder.keptLeftOut, 5)
            XCTAssertLessThan(recorder.steps.count, 6)
        }
    }
}
