import Foundation
import XCTest

/// What `rxs test` tells a person: each failure once, the next step after a differing
/// transcript, why `--update` left a script alone, and colour only on a terminal.
final class TestReportTests: XCTestCase {
    private func suite() throws -> TemporaryFolder {
        let folder = try TemporaryFolder(self)
        try folder.write("stale.rxs", "open repos\n#> stale\n")
        try folder.write("both.rxs", "open repos\n#> stale\nexpect nav.depth == 2\n")
        try folder.write("expects.rxs", "open repos\nexpect nav.depth == 2\nexpect nav.depth == 3\n")
        return folder
    }

    private let staleReport = """
        FAIL  stale.rxs — transcript differs
        --- stale.rxs (expected)
        +++ stale.rxs (actual)
        @@ -1,2 +1,4 @@
         open repos
        -#> stale
        +#> [0.000s] nav.depth: 0 → 1
        +#> [0.000s] nav.screen: null → "repos"
        +#> [0.000s] nav.title: null → "Search repos for username"
        run `rxs test --update stale.rxs` to accept
        """

    func testEachFailureOnceAndTheNextStep() throws {
        let folder = try suite()
        let output = try RxsProcess.run(["test", "both.rxs", "expects.rxs", "stale.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(output.stdout, """
            FAIL  both.rxs — transcript differs; 1 expect failed
            --- both.rxs (expected)
            +++ both.rxs (actual)
            @@ -1,3 +1,8 @@
             open repos
            -#> stale
            +#> [0.000s] nav.depth: 0 → 1
            +#> [0.000s] nav.screen: null → "repos"
            +#> [0.000s] nav.title: null → "Search repos for username"
             expect nav.depth == 2
            +#> expect failed: nav.depth == 2
            +#>   expected: == 2
            +#>   actual:   1
            FAIL  expects.rxs — 2 expects failed
            expects.rxs:2: expect failed: nav.depth == 2
              expected: == 2
              actual:   1
            expects.rxs:3: expect failed: nav.depth == 3
              expected: == 3
              actual:   1
            \(staleReport)
            0 passed, 3 failed

            """)
    }

    func testUpdateSaysWhichScriptsItLeftAlone() throws {
        let folder = try suite()
        let output = try RxsProcess.run(["test", "--update", "both.rxs", "expects.rxs", "stale.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stdout.hasPrefix("FAIL  both.rxs — transcript differs; 1 expect failed\nboth.rxs left unchanged: 1 expect failed\n--- both.rxs (expected)\n"),
                      output.stdout)
        XCTAssertTrue(output.stdout.contains("""
              actual:   1
            expects.rxs left unchanged: 2 expects failed
            PASS  stale.rxs (updated)
            1 passed, 2 failed
            """), output.stdout)
        XCTAssertEqual(try folder.read("both.rxs"), "open repos\n#> stale\nexpect nav.depth == 2\n")
    }

    func testColourOnlyOnATerminalAndNeverWithNoColor() throws {
        let folder = try suite()
        let colored = try terminalOutput(["test", "stale.rxs", "expects.rxs"], in: folder, noColor: false)
        XCTAssertTrue(colored.contains("\u{1B}[31mFAIL\u{1B}[0m  stale.rxs — transcript differs"), colored)
        XCTAssertTrue(colored.contains("\u{1B}[31m-#> stale\u{1B}[0m"), colored)
        XCTAssertTrue(colored.contains("\u{1B}[32m+#> [0.000s] nav.depth: 0 → 1\u{1B}[0m"), colored)
        XCTAssertTrue(colored.contains("\u{1B}[36m@@ -1,2 +1,4 @@\u{1B}[0m"), colored)
        let plain = try terminalOutput(["test", "stale.rxs", "expects.rxs"], in: folder, noColor: true)
        XCTAssertFalse(plain.contains("\u{1B}["), plain)
        XCTAssertTrue(plain.contains("FAIL  stale.rxs"), plain)
        let piped = try RxsProcess.run(["test", "stale.rxs"], in: folder.path)
        XCTAssertFalse(piped.stdout.contains("\u{1B}["), "never colour into a pipe")
        let passing = try terminalOutput(["test", "--update", "stale.rxs"], in: folder, noColor: false)
        XCTAssertTrue(passing.contains("\u{1B}[32mPASS\u{1B}[0m  stale.rxs (updated)"), passing)
    }

    private func terminalOutput(_ arguments: [String], in folder: TemporaryFolder, noColor: Bool) throws -> String {
        var environment = ["HOME": folder.path, "TERM": "xterm", "PATH": "/usr/bin:/bin"]
        if noColor { environment["NO_COLOR"] = "1" }
        let terminal = try PseudoTerminal(running: try RxsProcess.executable(), arguments: arguments,
                                          environment: environment, directory: URL(fileURLWithPath: folder.path))
        let text = terminal.expect(" passed, ") ?? ""
        XCTAssertNotNil(terminal.exitStatus())
        return text
    }
}
