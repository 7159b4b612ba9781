import APIClient
import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession
@testable import RxsSupport

/// Every file rxs writes goes through `SafeFileWriter`: links are followed, nothing but a
/// regular file or a new name in an existing folder is written, modes are kept, and failures
/// say why in plain words.
final class SafeFileWriterTests: XCTestCase {
    private func failure(_ path: String, _ text: String = "x\n") -> String? {
        do throws(SafeFileWriter.Failure) {
            try SafeFileWriter.write(text, to: path)
            return nil
        } catch {
            return error.reason
        }
    }

    private func mode(_ path: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path, &info), 0)
        return info.st_mode
    }

    func testANewFileInAnExistingFolderIsAPlainFile() throws {
        let folder = try TemporaryFolder(self)
        XCTAssertNil(failure(folder.path + "/new.rxs", "open repos\n"))
        XCTAssertEqual(try folder.read("new.rxs"), "open repos\n")
        XCTAssertEqual(mode(folder.path + "/new.rxs") & S_IFMT, S_IFREG)
        XCTAssertEqual(mode(folder.path + "/new.rxs") & 0o111, 0, "never executable")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["new.rxs"], "no temporary file left")
    }

    func testAnExistingFileKeepsItsMode() throws {
        let folder = try TemporaryFolder(self)
        let path = try folder.write("kept.rxs", "old\n")
        XCTAssertEqual(chmod(path, 0o640), 0)
        XCTAssertNil(failure(path, "new\n"))
        XCTAssertEqual(try folder.read("kept.rxs"), "new\n")
        XCTAssertEqual(mode(path) & 0o7777, 0o640)
    }

    func testASymlinkIsFollowedAndStaysALink() throws {
        let folder = try TemporaryFolder(self)
        let real = try folder.write("real/script.rxs", "old\n")
        XCTAssertEqual(chmod(real, 0o600), 0)
        let link = folder.path + "/link.rxs"
        XCTAssertEqual(symlink("real/script.rxs", link), 0)
        let linkToLink = folder.path + "/link2.rxs"
        XCTAssertEqual(symlink(link, linkToLink), 0)
        XCTAssertNil(failure(linkToLink, "new\n"))
        XCTAssertEqual(mode(link) & S_IFMT, S_IFLNK)
        XCTAssertEqual(mode(linkToLink) & S_IFMT, S_IFLNK)
        XCTAssertEqual(try folder.read("real/script.rxs"), "new\n")
        XCTAssertEqual(mode(real) & 0o7777, 0o600)
        // A link to a file not there yet makes it, in the link's target folder.
        XCTAssertEqual(symlink("real/later.rxs", folder.path + "/dangling.rxs"), 0)
        XCTAssertNil(failure(folder.path + "/dangling.rxs", "made\n"))
        XCTAssertEqual(try folder.read("real/later.rxs"), "made\n")
        XCTAssertEqual(mode(folder.path + "/dangling.rxs") & S_IFMT, S_IFLNK)
        // A loop of links is refused.
        XCTAssertEqual(symlink(folder.path + "/loop-b", folder.path + "/loop-a"), 0)
        XCTAssertEqual(symlink(folder.path + "/loop-a", folder.path + "/loop-b"), 0)
        XCTAssertEqual(failure(folder.path + "/loop-a"), "too many symbolic links")
    }

    /// A write never cuts a file, hard-linked or not: the name written gets the new file by a
    /// rename, the other names keep the old one whole (issue 22 chose this over rewriting in
    /// place, which a full disk or a signal could leave cut for every name).
    func testAHardLinkedFileIsReplacedWholeAndItsOtherNamesKeepTheOld() throws {
        let folder = try TemporaryFolder(self)
        let first = try folder.write("a.rxs", "old\n")
        XCTAssertEqual(link(first, folder.path + "/b.rxs"), 0)
        XCTAssertNil(failure(first, "new\n"))
        XCTAssertEqual(try folder.read("a.rxs"), "new\n")
        XCTAssertEqual(try folder.read("b.rxs"), "old\n")
    }

    func testOnlyRegularFilesAreReplaced() throws {
        let folder = try TemporaryFolder(self)
        let fifo = folder.path + "/pipe"
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        XCTAssertEqual(failure(fifo), "is a named pipe (FIFO), not a regular file")
        XCTAssertEqual(mode(fifo) & S_IFMT, S_IFIFO)
        XCTAssertEqual(failure("/dev/null"), "is a device, not a regular file")
        XCTAssertEqual(mode("/dev/null") & S_IFMT, S_IFCHR)
        XCTAssertEqual(failure(folder.path), "is a directory")
        XCTAssertEqual(failure(folder.path + "/"), "is a directory")
        XCTAssertEqual(failure("."), "is a directory")
        XCTAssertEqual(failure("./"), "is a directory")
        XCTAssertEqual(failure(".."), "is a directory")
        XCTAssertEqual(failure("/"), "is a directory")
    }

    func testOddPathsAreRefusedInPlainWords() throws {
        let folder = try TemporaryFolder(self)
        XCTAssertEqual(failure(""), "no file name given")
        XCTAssertEqual(failure(folder.path + "/a\0b"), "the name contains a NUL byte")
        XCTAssertEqual(failure(folder.path + "/missing/deeper/x.rxs"), "no such folder \(folder.path)/missing/deeper")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/missing"), "no folder is made")
        XCTAssertEqual(failure(folder.path + "/newfolder/"), "the name ends in / (a folder); give a file name")
        XCTAssertEqual(failure(folder.path + "/" + String(repeating: "n", count: 300)), "the name is too long")
        XCTAssertEqual(failure(String(repeating: "d/", count: 3000) + "x"), "the name is too long")
        let file = try folder.write("plain", "")
        XCTAssertEqual(failure(file + "/x.rxs"), "a part of the path is not a folder")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["plain"])
    }

    func testPermissionsAreRespected() throws {
        guard geteuid() != 0 else { throw XCTSkip("root may write anywhere") }
        let folder = try TemporaryFolder(self)
        let locked = try folder.write("locked.rxs", "old\n")
        XCTAssertEqual(chmod(locked, 0o444), 0)
        XCTAssertEqual(failure(locked), "permission denied")
        XCTAssertEqual(try folder.read("locked.rxs"), "old\n")
    }

    func testTildeIsTheHomeFolder() {
        XCTAssertEqual(SafeFileWriter.expandingTilde("~/a.rxs", home: "/home/me"), "/home/me/a.rxs")
        XCTAssertEqual(SafeFileWriter.expandingTilde("~", home: "/home/me"), "/home/me")
        XCTAssertEqual(SafeFileWriter.expandingTilde("~x/a.rxs", home: "/home/me"), "~x/a.rxs")
        XCTAssertEqual(SafeFileWriter.expandingTilde("a/~/b", home: "/home/me"), "a/~/b")
        XCTAssertEqual(SafeFileWriter.expandingTilde("~/a", home: nil), "~/a")
    }

    // MARK: The writers rxs has

    func testSaveToOddPathsAnswersWithAnErrorAndTheSessionGoesOn() throws {
        let folder = try TemporaryFolder(self)
        let span = SourceSpan(location: SourceLocation(file: "<input>", line: 1, column: 1), length: 5, lineText: ":save")
        let recording = SessionRecording(seed: 0)
        func saved(_ path: String) -> String {
            switch recording.save(to: path, at: span, home: folder.path) {
            case .success(let text): return text
            case .failure(let error): return error.message
            }
        }
        XCTAssertEqual(saved("."), "cannot write .: is a directory")
        XCTAssertEqual(saved("./"), "cannot write ./: is a directory")
        XCTAssertEqual(saved("~"), "cannot write ~: is a directory")
        XCTAssertEqual(saved(folder.path + "/no/such/x.rxs"), "cannot write \(folder.path)/no/such/x.rxs: no such folder \(folder.path)/no/such")
        XCTAssertEqual(saved("~/s.rxs"), "saved 1 lines to ~/s.rxs")
        XCTAssertEqual(try folder.read("s.rxs"), "# saved by rxs\nset autosettle off\n")
    }

    func testSaveDotThroughTheReplKeepsTheSession() throws {
        let folder = try TemporaryFolder(self)
        let output = try RxsProcess.run([], in: folder.path, input: "open search\n:save .\n:save ./\n:save x/\nexpect nav.depth == 1\n:save ok.rxs\n")
        XCTAssertEqual(output.status, 2, "the session went on; piped, the refused saves count as errors")
        XCTAssertTrue(output.stderr.contains("cannot write .: is a directory"), output.stderr)
        XCTAssertTrue(output.stderr.contains("cannot write ./: is a directory"), output.stderr)
        XCTAssertTrue(output.stderr.contains("cannot write x/: the name ends in / (a folder); give a file name"), output.stderr)
        XCTAssertTrue(output.stdout.contains("saved 4 lines to ok.rxs"), output.stdout)
    }

    func testUpdateOfASymlinkedScriptUpdatesItsTargetAndKeepsItsMode() throws {
        let folder = try TemporaryFolder(self)
        let real = try folder.write("real/repos.rxs", "open repos\n#> old\n")
        XCTAssertEqual(chmod(real, 0o640), 0)
        let link = folder.path + "/repos.rxs"
        XCTAssertEqual(symlink("real/repos.rxs", link), 0)
        let result = ScriptTest(path: link, sessionOptions: SessionOptions.builtIn, update: true).run()
        XCTAssertTrue(result.updated)
        XCTAssertEqual(mode(link) & S_IFMT, S_IFLNK, "the link stays a link")
        XCTAssertEqual(mode(real) & 0o7777, 0o640)
        XCTAssertEqual(try folder.read("real/repos.rxs"), """
            open repos
            #> [0.000s] nav.depth: 0 → 1
            #> [0.000s] nav.screen: null → "repos"
            #> [0.000s] nav.title: null → "Search repos for username"

            """)
    }

    func testJUnitIntoAFolderIsAPlainError() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("a.rxs", "open repos\n")
        try FileManager.default.createDirectory(atPath: folder.path + "/out", withIntermediateDirectories: false)
        let output = try RxsProcess.run(["test", "--junit", "out", "a.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stderr, "rxs: cannot write out: is a directory\n")
        let fifo = try RxsProcess.run(["test", "--junit", "/dev/null", "a.rxs"], in: folder.path)
        XCTAssertEqual(fifo.stderr, "rxs: cannot write /dev/null: is a device, not a regular file\n")
    }
}
