import Foundation
import RxsCLI
import RxsRunner
import RxsScript
import RxsSession
import XCTest

/// Replay pages written by the built `rxs run --html`, opened from disk in headless Chromium:
/// the DOM after the page's script ran with `#step=N` (steps, nav title, rows, alert, marble
/// rows, the time line), a golden screenshot of the search results, and the network log.
///
/// Chosen steps are found in the scripts by their lines (the `expect`s after them give the
/// values), so editing a script moves the checks with it. One Chromium run per test.
/// Skipped, saying so, only when no Chromium is installed: `scripts/setup-browser` installs
/// it, and `scripts/test` (so CI) runs that first.
final class ReplayInChromiumTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens/search-results.png")

    private var chromium: Chromium!
    private var scratch: URL!

    override func setUpWithError() throws {
        guard let found = Chromium.find() else {
            throw XCTSkip("chromium is not installed: scripts/setup-browser installs it (apt-get install chromium); scripts/test runs that")
        }
        chromium = found
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-browser-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        addTeardownBlock { [scratch] in if let scratch { try? FileManager.default.removeItem(at: scratch) } }
    }

    // MARK: Scripts and pages

    private func commandLines(of script: String) throws -> [ScriptLine] {
        let path = Self.packageRoot.appendingPathComponent("scripts/" + script).path
        return Script(file: path, text: try String(contentsOfFile: path, encoding: .utf8)).lines
    }

    /// The 1-based step of the first line after step `after` that `matches`.
    private func firstStep(in lines: [ScriptLine], after: Int = 0, where matches: (String) -> Bool) throws -> Int {
        for index in lines.indices where index >= after && matches(lines[index].text.trimmingCharacters(in: .whitespaces)) {
            return index + 1
        }
        throw Chromium.Failure(description: "no line after step \(after) matches")
    }

    /// The value of the last `expect <path> == <value>` before step `before`.
    private func expected(_ path: String, in lines: [ScriptLine], before: Int) throws -> String {
        let line = try XCTUnwrap(lines.prefix(before - 1).last { $0.text.hasPrefix("expect \(path) == ") }, "no expect \(path)")
        return try XCTUnwrap(line.tokens.last?.text)
    }

    /// The value of the first `expect <path> == <value>` after step `after`.
    private func expected(_ path: String, in lines: [ScriptLine], after: Int = 0) throws -> String {
        let number = try firstStep(in: lines, after: after) { $0.hasPrefix("expect \(path) == ") }
        return try XCTUnwrap(lines[number - 1].tokens.last?.text)
    }

    /// Writes `scripts/<name>` as a replay page with the built rxs, as a user would.
    private func page(for script: String) throws -> URL {
        let output = scratch.appendingPathComponent((script as NSString).deletingPathExtension + ".html")
        let process = Process()
        process.executableURL = try Self.rxs()
        process.arguments = ["run", "--html", output.path, "scripts/" + script]
        process.currentDirectoryURL = Self.packageRoot
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "rxs run --html \(script)")
        return output
    }

    static func rxs() throws -> URL {
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("rxs")
        let packageBuild = packageRoot.appendingPathComponent(".build/debug/rxs")
        for candidate in [besideTests, packageBuild] where FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
        throw Chromium.Failure(description: "no built rxs; run swift build --build-tests")
    }

    /// The paths a marble row is drawn for: those the change lines name, a table's bulk row
    /// changes as `<id>.rows`.
    private func changedPaths(_ lines: [String]) -> Set<String> {
        Set(lines.compactMap { line -> String? in
            guard let close = line.firstIndex(of: "]"), let colon = line.range(of: ": ") else { return nil }
            let path = String(line[line.index(close, offsetBy: 2)..<colon.lowerBound])
            return path.contains(".") || path.contains("[") ? path : path + ".rows"
        })
    }

    // MARK: Tests

    func testSearchResultsStepStepsMarblesScreenshotAndNoNetwork() throws {
        let lines = try commandLines(of: "search.rxs")
        let results = try firstStep(in: lines) { $0.hasPrefix("expect table[0].title == ") }
        let page = try page(for: "search.rxs")
        let screenshot = scratch.appendingPathComponent("search-results.png")
        let run = try chromium.load(page, fragment: "step=\(results)&view=phone", scratch: scratch, screenshot: screenshot,
                                    windowSize: (380, 740), networkLog: true)
        let dom = ReplayDOM(html: run.dom)

        XCTAssertEqual(dom.stepCount, lines.count, "a step per command line")
        XCTAssertEqual(dom.shownStep, results)
        XCTAssertEqual(dom.currentSteps, [results])
        XCTAssertTrue(dom.bodyClasses.contains("phone-only"))
        let screen = ReplayDOM(html: try XCTUnwrap(dom.visibleScreen, "one screen shown"))
        XCTAssertEqual(screen.texts(ofClass: "navtitle"), [try expected("nav.title", in: lines, before: results)])
        let rows = screen.texts(ofClass: "row-title")
        XCTAssertEqual(rows.count, Int(try expected("table.count", in: lines, before: results)))
        XCTAssertEqual(rows.first, try expected("table[0].title", in: lines))
        XCTAssertEqual(screen.texts(ofClass: "row-detail").first, try expected("table[0].detail", in: lines))
        let first = ReplayDOM(html: try XCTUnwrap(dom.screen(ofStep: 1)))
        XCTAssertEqual(first.texts(ofClass: "navtitle"), [try expected("nav.title", in: lines)], "step 1's screen")

        XCTAssertEqual(Set(dom.marbleRowPaths), changedPaths(dom.allChangeLines), "a marble row per changed path")
        XCTAssertEqual(dom.marbleRowPaths.count, Set(dom.marbleRowPaths).count)
        let time = try XCTUnwrap(dom.capture(#"id="step-\#(results)" data-screen="\d+" data-time="(\d+)""#).first.flatMap(Double.init))
        let line = try XCTUnwrap(dom.timeline)
        XCTAssertEqual(line.now, line.x0 + time / line.end * line.span, accuracy: 0.5, "the time line at the step's time")
        XCTAssertGreaterThan(time, 0)

        XCTAssertEqual(try XCTUnwrap(run.netLog).pageRequests, [], "the page loads nothing")
        try compareWithGolden(screenshot)
    }

    func testFollowDeleteStepShowsTheSwappedRowHighlighted() throws {
        let lines = try commandLines(of: "follow.rxs")
        let delete = try firstStep(in: lines) { $0 == "delete 2" }
        let dom = ReplayDOM(html: try chromium.load(try page(for: "follow.rxs"), fragment: "step=\(delete)", scratch: scratch).dom)
        XCTAssertEqual(dom.stepCount, lines.count)
        XCTAssertEqual(dom.currentSteps, [delete])
        let screenHTML = try XCTUnwrap(dom.visibleScreen)
        let screen = ReplayDOM(html: screenHTML)
        XCTAssertEqual(screen.texts(ofClass: "navtitle"), [try expected("nav.title", in: lines)])
        let rows = screen.texts(ofClass: "row-title")
        XCTAssertEqual(rows.count, 10)
        XCTAssertEqual(rows[0], try expected("table[0].title", in: lines, after: delete))
        XCTAssertEqual(rows[2], try expected("table[2].title", in: lines, after: delete))
        XCTAssertTrue(screenHTML.contains("<div class=\"row changed\" data-id=\"table[2]\">"), "the swapped row is highlighted")
        XCTAssertEqual(screenHTML.components(separatedBy: "changed\"").count - 1, 2, "the table and its row, nothing else")
        XCTAssertFalse(dom.changeLines(ofStep: delete).isEmpty)
    }

    func testErrorsFailingStepShowsTheAlert() throws {
        let lines = try commandLines(of: "errors.rxs")
        let failure = try firstStep(in: lines) { $0.hasPrefix("net fail next ") }
        let settle = try firstStep(in: lines, after: failure) { $0 == "settle" }
        let dom = ReplayDOM(html: try chromium.load(try page(for: "errors.rxs"), fragment: "step=\(settle)", scratch: scratch).dom)
        XCTAssertEqual(dom.stepCount, lines.count)
        XCTAssertEqual(dom.shownStep, settle)
        let screenHTML = try XCTUnwrap(dom.visibleScreen)
        let screen = ReplayDOM(html: screenHTML)
        XCTAssertTrue(screenHTML.contains("<div class=\"dimmer changed\" data-id=\"alert\">"), screenHTML)
        XCTAssertEqual(screen.texts(ofClass: "alert-title"), [try expected("alert.title", in: lines, after: settle)])
        XCTAssertEqual(screen.texts(ofClass: "alert-message"), [try expected("alert.message", in: lines, after: settle)])
        XCTAssertEqual(screen.texts(ofClass: "alert-button"), [try expected("alert.buttons", in: lines, after: settle)])
        XCTAssertTrue(dom.changeLines(ofStep: settle).contains { $0.hasSuffix("alert.visible: false → true") })
    }

    /// The page's own controls, driven by a script added to a copy of the demo's page: it
    /// opens at the last step for a too large `#step`, then the arrow keys, Home, the time
    /// slider and a click on a step each choose the step they should, and the URL follows.
    func testTheDemoIsReplayedByKeysSliderAndClicks() throws {
        let lines = try commandLines(of: "demo.rxs")
        let html = try String(contentsOf: try page(for: "demo.rxs"), encoding: .utf8)
        let times = ReplayDOM.capture(#"<li class="step[^"]*" id="step-\d+" data-screen="\d+" data-time="(\d+)""#, in: html)
            .compactMap { Int($0) }
        XCTAssertEqual(times.count, lines.count)
        // The slider picks the last step at or before its time: one millisecond after a middle step's.
        let middle = times[times.count / 2]
        let sliderStep = try XCTUnwrap(times.lastIndex { $0 <= middle + 1 }) + 1
        let driver = """
            <script>
            (function () {
              var log = [document.body.dataset.step];
              function key(name) { document.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true })); }
              key("ArrowUp"); log.push(document.body.dataset.step);
              key("Home"); log.push(document.body.dataset.step);
              key("ArrowRight"); key("ArrowDown"); log.push(document.body.dataset.step);
              var slider = document.getElementById("slider");
              slider.value = \(middle + 1); slider.dispatchEvent(new Event("input")); log.push(document.body.dataset.step);
              document.getElementById("step-2").click(); log.push(document.body.dataset.step);
              log.push(location.hash, document.querySelectorAll("#screens > .screen:not([hidden])").length);
              document.body.setAttribute("data-log", log.join(" "));
            })();
            </script>
            </body>
            """
        let url = scratch.appendingPathComponent("driven.html")
        try Data(html.replacingOccurrences(of: "</body>", with: driver).utf8).write(to: url)
        let dom = ReplayDOM(html: try chromium.load(url, fragment: "step=100000", scratch: scratch).dom)
        let last = lines.count
        XCTAssertEqual(dom.capture(#"data-log="([^"]*)""#).first,
                       "\(last) \(last - 1) 1 3 \(sliderStep) 2 #step=2 1")
        XCTAssertEqual(dom.currentSteps, [2])
    }

    /// The control for the network check: the same page without its Content-Security-Policy
    /// and with an image from the network is seen asking for it.
    func testTheNetworkCheckSeesAPageThatLoadsSomething() throws {
        let html = try String(contentsOf: try page(for: "follow.rxs"), encoding: .utf8)
        let policy = try XCTUnwrap(html.range(of: #"<meta http-equiv="Content-Security-Policy"[^>]*>"#, options: .regularExpression))
        var leaky = html
        leaky.replaceSubrange(policy, with: "")
        leaky = leaky.replacingOccurrences(of: "<main>", with: "<main><img src=\"http://127.0.0.1:9/pixel.png\" alt=\"\">")
        let url = scratch.appendingPathComponent("leaky.html")
        try Data(leaky.utf8).write(to: url)
        let run = try chromium.load(url, fragment: "step=1", scratch: scratch, networkLog: true)
        XCTAssertEqual(try XCTUnwrap(run.netLog).pageRequests, ["http://127.0.0.1:9/pixel.png"])
    }

    // MARK: Golden screenshot

    /// A pixel counts as different when a channel differs by more than 48 of 255 (anti-aliasing
    /// and hinting move edges a little between builds); the screenshot matches when at most 2%
    /// of the pixels differ. A broken stylesheet changes most of the phone (the bezel, bars and
    /// rows) and fails. `RXS_UPDATE_GOLDENS=1` rewrites the golden from this run.
    private func compareWithGolden(_ screenshot: URL) throws {
        if ProcessInfo.processInfo.environment["RXS_UPDATE_GOLDENS"] == "1" {
            try FileManager.default.createDirectory(at: Self.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            _ = try? FileManager.default.removeItem(at: Self.golden)
            try FileManager.default.copyItem(at: screenshot, to: Self.golden)
            return
        }
        let actual = try PNGImage(contentsOf: screenshot)
        let golden = try PNGImage(contentsOf: Self.golden)
        let share = actual.differingShare(from: golden, tolerance: 48)
        if share > 0.02 {
            let kept = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-search-results-actual.png")
            _ = try? FileManager.default.removeItem(at: kept)
            try? FileManager.default.copyItem(at: screenshot, to: kept)
            XCTFail("""
                the search results screenshot differs from \(Self.golden.path) in \(String(format: "%.1f", share * 100))% \
                of its pixels (\(actual.width)×\(actual.height) vs \(golden.width)×\(golden.height)); this run's is \
                \(kept.path); RXS_UPDATE_GOLDENS=1 accepts it
                """)
        }
    }
}
