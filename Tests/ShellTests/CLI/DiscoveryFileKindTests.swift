import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `rxs test FOLDER` finds regular `.rxs` files (and links to them) only: a FIFO there would
/// block the run and a link to a device never end. A path named on the command line is read
/// whatever it is, as `cat` would.
final class DiscoveryFileKindTests: XCTestCase {
    func testAFolderYieldsRegularScriptsOnly() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("a.rxs", "wait 1s\n")
        XCTAssertEqual(symlink("a.rxs", folder.path + "/link.rxs"), 0)
        XCTAssertEqual(mkfifo(folder.path + "/pipe.rxs", 0o644), 0)
        XCTAssertEqual(symlink("/dev/zero", folder.path + "/zero.rxs"), 0)
        XCTAssertEqual(symlink("nowhere.rxs", folder.path + "/dangling.rxs"), 0)
        let found = try TestSuite.discover([folder.path])
        XCTAssertEqual(found.map { String($0.dropFirst(folder.path.count + 1)) }, ["a.rxs", "link.rxs"])
        XCTAssertEqual(try TestSuite.discover([folder.path + "/pipe.rxs"]), [folder.path + "/pipe.rxs"], "named: taken as given")

        let run = try RxsProcess.run(["test", "."], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "PASS  a.rxs\nPASS  link.rxs\n2 passed, 0 failed\n")
    }
}
