import XCTest

/// `rxs run` builds each step's text in one buffer kept from step to step: every step writes
/// its own lines alone, after a longer step as after a shorter one.
final class StepBufferTests: XCTestCase {
    func testEachStepWritesItsOwnLinesAlone() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("steps.rxs", "open repos\ntype searchBar octocat\nwait 800ms\nwait 1ms\nexpect table.count == 8\n")
        let run = try RxsProcess.run(["run", "steps.rxs"], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, """
            open repos
              [0.000s] nav.depth: 0 → 1
              [0.000s] nav.screen: null → "repos"
              [0.000s] nav.title: null → "Search repos for username"
            type searchBar octocat
              [0.000s] searchBar.editing: false → true
              [0.000s] searchBar.text: "" → "octocat"
            wait 800ms
              [0.500s] activity.visible: false → true
              [0.700s] table.count: 0 → 8
              [0.700s] table: +8 rows (0–7)
              [0.700s] activity.visible: true → false
            wait 1ms
            expect table.count == 8

            """)
    }
}
