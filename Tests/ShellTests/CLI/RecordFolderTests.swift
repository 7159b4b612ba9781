import Foundation
import XCTest

/// `--record DIR` is checked before the session starts, so a live recording is never made
/// for nothing: what is not a folder (or cannot hold one) is a usage error in plain words;
/// a missing DIR under a folder that can take it is fine (recording makes it).
final class RecordFolderTests: XCTestCase {
    func testARecordFolderThatCannotBeIsRefusedBeforeTheSession() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("s.rxs", "open search\n")
        XCTAssertEqual(mkfifo(folder.path + "/fifo", 0o644), 0)
        XCTAssertEqual(symlink("nowhere", folder.path + "/dangling"), 0)
        let cases = [
            "fifo": "rxs: --record fifo: is a named pipe (FIFO), not a folder",
            "s.rxs": "rxs: --record s.rxs: is a file, not a folder",
            "s.rxs/x": "rxs: --record s.rxs/x: a part of the path is not a folder",
            "/dev/null": "rxs: --record /dev/null: is a device, not a folder",
            "dangling": "rxs: --record dangling: a symbolic link to a folder that does not exist",
            "dangling/x": "rxs: --record dangling/x: dangling is a symbolic link to a folder that does not exist",
            "/proc/1/x": "rxs: --record /proc/1/x: permission denied",
        ]
        for (dir, message) in cases {
            let run = try RxsProcess.run(["run", "--record", dir, "s.rxs"], in: folder.path)
            XCTAssertEqual(run.status, 2, dir)
            XCTAssertEqual(run.stdout, "", dir)
            XCTAssertEqual(run.stderr, message + "\nusage: rxs run [options] FILE.rxs…\nrxs run --help lists the options.\n", dir)
        }
        let fine = try RxsProcess.run(["run", "--record", "new/cassettes", "s.rxs"], in: folder.path)
        XCTAssertEqual(fine.status, 0, fine.stderr)
    }
}
