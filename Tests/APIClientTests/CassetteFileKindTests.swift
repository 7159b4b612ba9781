import APIClient
import Foundation
import XCTest

/// Only regular files are read as cassettes: a FIFO (which would block), a device (which
/// would never end) or a folder named `*.json` is reported as what it is, at once.
final class CassetteFileKindTests: XCTestCase {
    func testAFIFOADeviceAndAFolderAreReportedAsWhatTheyAre() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-kinds-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("d.json"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("a.json").path, 0o644), 0)
        XCTAssertEqual(symlink("/dev/zero", folder.appendingPathComponent("z.json").path), 0)
        let shown = folder.path
        XCTAssertEqual(FixtureFolders.unusableCassettes(in: [folder]), [
            "\(shown)/a.json: cannot be read: it is a named pipe (FIFO), not a regular file",
            "\(shown)/d.json: cannot be read: it is a directory",
            "\(shown)/z.json: cannot be read: it is a device, not a regular file",
        ])
    }
}
