import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// A replay page holds at most `ReplayRecorder.defaultLimit` steps (the last ones), so a huge
/// script's page and the memory to draw it stay bounded; the page and stderr say so.
final class ReplayBoundTests: XCTestCase {
    func testAHugeScriptsPageShowsItsLastStepsAndSaysSo() throws {
        let folder = try TemporaryFolder(self)
        let count = ReplayRecorder.defaultLimit + 10
        try folder.write("huge.rxs", "open repos\n" + String(repeating: "wait 1ms\n", count: count - 1))
        let run = try RxsProcess.run(["run", "--html", "huge.html", "huge.rxs"], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "rxs: huge.html shows the last 5000 of 5010 steps\n")
        let page = try folder.read("huge.html")
        XCTAssertEqual(page.components(separatedBy: "<li class=\"step").count - 1, ReplayRecorder.defaultLimit)
        XCTAssertTrue(page.contains("5000 steps · the first 10 left out"), String(page.prefix(3000)))

        let test = try RxsProcess.run(["test", "--html", "pages", "huge.rxs"], in: folder.path)
        XCTAssertEqual(test.status, 0, test.stderr)
        XCTAssertEqual(try folder.read("pages/huge.html").components(separatedBy: "<li class=\"step").count - 1,
                       ReplayRecorder.defaultLimit)
    }
}
