import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class ScriptTestTests: XCTestCase {
    private func run(_ path: String, update: Bool = false) -> ScriptTestResult {
        ScriptTest(path: path, sessionOptions: SessionOptions.builtIn, update: update).run()
    }

    func testMatchingTranscriptPasses() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.write("repos.rxs", """
            open repos
            #> [0.000s] nav.depth: 0 → 1
            #> [0.000s] nav.screen: null → "repos"
            #> [0.000s] nav.title: null → "Search repos for username"
            wait 1s
            expect nav.depth == 1
            """)
        let result = run(path)
        XCTAssertEqual(result.verdict, .passed)
        XCTAssertNil(result.diff)
        XCTAssertEqual(result.milliseconds, 1000)
    }

    func testDifferingTranscriptFailsWithTheDiff() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.write("repos.rxs", "# repos\nopen repos\n#> [0.000s] nav.depth: 0 → 2\nwait 1s\n")
        let result = run(path)
        XCTAssertEqual(result.verdict, .failed)
        XCTAssertEqual(result.reason, "transcript differs")
        XCTAssertEqual(result.diff, """
            --- \(path) (expected)
            +++ \(path) (actual)
            @@ -1,4 +1,6 @@
             # repos
             open repos
            -#> [0.000s] nav.depth: 0 → 2
            +#> [0.000s] nav.depth: 0 → 1
            +#> [0.000s] nav.screen: null → "repos"
            +#> [0.000s] nav.title: null → "Search repos for username"
             wait 1s
            """)
    }

    func testScriptWithoutGoldenIsCheckedByExpectsOnly() throws {
        let folder = try TemporaryFolder(self)
        XCTAssertEqual(run(try folder.write("ok.rxs", "open repos\nexpect nav.depth == 1\n")).verdict, .passed)
        let failed = run(try folder.write("no.rxs", "open repos\nexpect nav.depth == 2\n"))
        XCTAssertEqual(failed.verdict, .failed)
        XCTAssertEqual(failed.reason, "1 expect failed")
        XCTAssertEqual(failed.details, ["\(folder.path)/no.rxs:2: expect failed: nav.depth == 2\n  expected: == 2\n  actual:   1"])
    }

    func testUpdateRewritesThenPasses() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.write("repos.rxs", "open repos\n#> old\n\n# keep me\nwait 1s\n")
        let updated = run(path, update: true)
        XCTAssertEqual(updated.verdict, .passed)
        XCTAssertTrue(updated.updated)
        XCTAssertEqual(try folder.read("repos.rxs"), """
            open repos
            #> [0.000s] nav.depth: 0 → 1
            #> [0.000s] nav.screen: null → "repos"
            #> [0.000s] nav.title: null → "Search repos for username"

            # keep me
            wait 1s

            """)
        let again = run(path, update: true)
        XCTAssertEqual(again.verdict, .passed)
        XCTAssertFalse(again.updated)
        XCTAssertEqual(run(path).verdict, .passed)
    }

    func testUpdateLeavesAScriptWithAFailingExpectAlone() throws {
        let folder = try TemporaryFolder(self)
        let text = "open repos\n#> old\nexpect nav.depth == 2\n"
        let path = try folder.write("repos.rxs", text)
        let result = run(path, update: true)
        XCTAssertEqual(result.verdict, .failed)
        XCTAssertEqual(result.reason, "transcript differs; 1 expect failed")
        XCTAssertFalse(result.updated)
        XCTAssertEqual(try folder.read("repos.rxs"), text)
    }

    func testErrorsNameTheirPlace() throws {
        let folder = try TemporaryFolder(self)
        let parse = run(try folder.write("parse.rxs", "wait 1s\ntpye x\n"))
        XCTAssertEqual(parse.verdict, .error)
        XCTAssertEqual(parse.reason, "script error")
        XCTAssertEqual(parse.details.first?.split(separator: "\n").first.map(String.init),
                       "\(folder.path)/parse.rxs:2:1: error: unknown command 'tpye'")
        let runtime = run(try folder.write("runtime.rxs", "open repos\ntap nothing\nwait 1s\n"))
        XCTAssertEqual(runtime.verdict, .error)
        XCTAssertTrue(runtime.message.hasPrefix("\(folder.path)/runtime.rxs:2:5: error: "), runtime.message)
        let missing = run(folder.path + "/missing.rxs")
        XCTAssertEqual(missing.verdict, .error)
        XCTAssertEqual(missing.details, ["\(folder.path)/missing.rxs: error: cannot read the script: No such file or directory"])
    }

    func testEachScriptGetsAFreshSessionWithAutosettleOff() throws {
        let folder = try TemporaryFolder(self)
        var options = SessionOptions.builtIn
        options.autosettle = true
        let path = try folder.write("typing.rxs", "open repos\ntype searchBar octocat\nexpect table.count == 0\n")
        XCTAssertEqual(ScriptTest(path: path, sessionOptions: options).run().verdict, .passed)
        XCTAssertEqual(ScriptTest(path: path, sessionOptions: options).run().verdict, .passed)
    }
}
