import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class LineHistoryTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "rxs-history-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(atPath: folder)
    }

    func testDropsConsecutiveDuplicatesAndBlankLines() throws {
        let history = try XCTUnwrap(LineHistory())
        for line in ["open repos", "wait 1s", "wait 1s", "", "   ", "open repos", "type searchBar \"ラーメン 東京\""] {
            history.add(line)
        }
        XCTAssertEqual(history.entries, ["open repos", "wait 1s", "open repos", "type searchBar \"ラーメン 東京\""])
    }

    func testSavesInLibeditFormatWithOwnerOnlyPermissions() throws {
        let path = folder + "/.rxs_history"
        let history = try XCTUnwrap(LineHistory())
        history.add("open repos")
        history.add("type searchBar \"two words\"")
        try history.save(to: path)

        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("_HiStOrY_V2_\n"), text)

        let reloaded = try XCTUnwrap(LineHistory())
        try reloaded.load(from: path)
        XCTAssertEqual(reloaded.entries, ["open repos", "type searchBar \"two words\""])
    }

    func testTightensPermissionsOfAnExistingFile() throws {
        let path = folder + "/.rxs_history"
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(), attributes: [.posixPermissions: 0o644]))
        let history = try XCTUnwrap(LineHistory())
        history.add("back")
        try history.save(to: path)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o600)
    }

    func testUTF8EntriesSurviveTheFile() throws {
        let path = folder + "/h"
        let history = try XCTUnwrap(LineHistory())
        history.add("type searchField GitHub リポジトリ検索 🍜")
        try history.save(to: path)
        let reloaded = try XCTUnwrap(LineHistory())
        try reloaded.load(from: path)
        XCTAssertEqual(reloaded.entries, ["type searchField GitHub リポジトリ検索 🍜"])
    }

    func testKeepsOnlyTheNewestEntriesUpToCapacity() throws {
        let history = try XCTUnwrap(LineHistory(capacity: 2))
        ["a", "b", "c"].forEach(history.add)
        XCTAssertEqual(history.entries, ["b", "c"])
    }

    func testMissingFileLoadsNothing() throws {
        let history = try XCTUnwrap(LineHistory())
        try history.load(from: folder + "/does-not-exist")
        XCTAssertEqual(history.entries, [])
    }

    func testUnwritablePlaceIsAReadableError() throws {
        let history = try XCTUnwrap(LineHistory())
        history.add("back")
        let path = folder + "/missing/dir/.rxs_history"
        XCTAssertThrowsError(try history.save(to: path)) { error in
            XCTAssertEqual("\(error)", "cannot write history file \(path): No such file or directory")
        }
    }

    func testAFIFOOrFolderIsNotWrittenOrWaitedOn() throws {
        let history = try XCTUnwrap(LineHistory())
        history.add("back")
        let fifo = folder + "/fifo_history"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertThrowsError(try history.save(to: fifo)) { error in
            XCTAssertEqual("\(error)", "cannot write history file \(fifo): is not a regular file")
        }
        XCTAssertThrowsError(try history.save(to: folder)) { error in
            XCTAssertEqual("\(error)", "cannot write history file \(folder): is a directory")
        }
        // Reading one at the REPL's start would wait for a writer forever.
        XCTAssertThrowsError(try history.load(from: fifo)) { error in
            XCTAssertEqual("\(error)", "cannot read history file \(fifo): is not a regular file")
        }
        XCTAssertThrowsError(try history.load(from: folder)) { error in
            XCTAssertEqual("\(error)", "cannot read history file \(folder): is a directory")
        }
        XCTAssertEqual(history.entries, ["back"])
    }

    func testForeignFileIsAReadableError() throws {
        let path = folder + "/bash_history"
        try "ls -la\ncd /tmp\n".write(toFile: path, atomically: true, encoding: .utf8)
        let history = try XCTUnwrap(LineHistory())
        XCTAssertThrowsError(try history.load(from: path)) { error in
            XCTAssertEqual("\(error)", "cannot read history file \(path): not a history file")
        }
    }

    func testDefaultPathIsInTheHomeFolder() {
        XCTAssertEqual(LineHistory.defaultPath(environment: ["HOME": "/home/dev"]), "/home/dev/.rxs_history")
        XCTAssertEqual(LineHistory.defaultPath(environment: ["HOME": "/"]), "/.rxs_history")
        XCTAssertNil(LineHistory.defaultPath(environment: ["HOME": ""]))
        XCTAssertNil(LineHistory.defaultPath(environment: [:]))
    }
}

/// The REPL never replaces a file it did not write, directly or through a link, nor changes
/// its mode; an empty file or its own history it keeps writing.
final class ForeignHistoryFileTests: XCTestCase {
    func testAForeignFileIsNeverReplacedOrMadePrivate() throws {
        let folder = try TemporaryFolder(self)
        let foreign = try folder.write("bash_history", "ls -la\ncd /tmp\n")
        XCTAssertEqual(chmod(foreign, 0o644), 0)
        XCTAssertEqual(symlink(foreign, folder.path + "/.rxs_history"), 0)
        let history = try XCTUnwrap(LineHistory())
        history.add("open repos")
        for path in [foreign, folder.path + "/.rxs_history"] {
            XCTAssertThrowsError(try history.save(to: path)) { error in
                XCTAssertEqual("\(error)", "cannot write history file \(path): not a history file; it is left as it is")
            }
        }
        XCTAssertEqual(try folder.read("bash_history"), "ls -la\ncd /tmp\n")
        var info = stat()
        XCTAssertEqual(stat(foreign, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o644)
    }

    func testItsOwnOrAnEmptyFileIsWritten() throws {
        let folder = try TemporaryFolder(self)
        let empty = try folder.write("empty_history", "")
        let history = try XCTUnwrap(LineHistory())
        history.add("open repos")
        try history.save(to: empty)
        try history.save(to: empty)
        let fresh = folder.path + "/new_history"
        try history.save(to: fresh)
        let reloaded = try XCTUnwrap(LineHistory())
        try reloaded.load(from: fresh)
        XCTAssertEqual(reloaded.entries, ["open repos"])
    }
}
