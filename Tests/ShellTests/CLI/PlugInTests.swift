import Foundation
import XCTest

/// rxs reads feeds through the FeedXML plug-in beside it (so a run without feeds never loads
/// libxml2): with the plug-in the feed screen fills, without it the app says what is missing.
final class PlugInTests: XCTestCase {
    private let script = "open feed\nwait 300ms\n"

    func testTheFeedIsReadThroughThePlugInBesideRxs() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("feed.rxs", script)
        let output = try RxsProcess.run(["run", "feed.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains("table.count: 0 → 26"), output.stdout)
        XCTAssertFalse(output.stdout.contains("alert.visible"), output.stdout)
    }

    func testACopyOfRxsWithoutThePlugInSaysWhatIsMissing() throws {
        let folder = try TemporaryFolder(self)
        // The message is longer than a change line shows whole: an expect reads all of it.
        try folder.write("feed.rxs", script + """
            expect alert.message == "Could not read Feed from the response: reading feeds needs libRxsFeedXML.so \
            beside the program (\(folder.path)/libRxsFeedXML.so: cannot open shared object file: No such file or \
            directory)."

            """)
        let copy = URL(fileURLWithPath: folder.path + "/rxs")
        try FileManager.default.copyItem(at: try RxsProcess.executable(), to: copy)
        let output = try RxsProcess.run(["run", "feed.rxs"], in: folder.path, program: copy)
        XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
        XCTAssertTrue(output.stdout.contains("alert.visible: false → true"), output.stdout)
    }
}
