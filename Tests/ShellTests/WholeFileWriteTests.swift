import APIClient
import Foundation
import XCTest
@testable import RxsSupport

/// A file rxs rewrites is either written whole or left whole: `rxs test --update` changes
/// only the `#>` blocks and gives back every other byte (invalid UTF-8, NULs, odd line ends);
/// a write that fails part-way (here a file-size limit) leaves every name of the file as it
/// was, hard-linked or not; and a temporary file a killed writer left is removed later.
final class WholeFileWriteTests: XCTestCase {
    func testUpdateChangesOnlyTheExpectedOutputBytes() throws {
        let folder = try TemporaryFolder(self)
        let path = folder.path + "/s.rxs"
        // Invalid UTF-8 in comments (a Latin-1 é, a lone continuation byte, an overlong NUL), a
        // CR line end and no final newline: none may change.
        var bytes = Array("# caf".utf8) + [0xE9] + Array(" \u{1}x\r\n".utf8)
        bytes += Array("open repos\n#> wrong\n# tail ".utf8) + [0x80, 0xC0, 0x80] + Array("\rwait 1s".utf8)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let output = try RxsProcess.run(["test", "--update", "s.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let head = Array("# caf".utf8) + [0xE9] + Array(" \u{1}x\r\nopen repos\n".utf8)
        let tail = Array("# tail ".utf8) + [0x80, 0xC0, 0x80] + Array("\rwait 1s".utf8)
        XCTAssertEqual(Array(written.prefix(head.count)), head)
        XCTAssertEqual(Array(written.suffix(tail.count)), tail)
        let middle = String(decoding: written.dropFirst(head.count).dropLast(tail.count), as: UTF8.self)
        // Inserted lines end as the file's first line does (CRLF here).
        XCTAssertTrue(middle.hasPrefix("#> [0.000s] nav.depth: 0 → 1\r\n"), middle)
        XCTAssertFalse(middle.contains("wrong"))
    }

    func testAFailedWriteLeavesEveryNameWhole() throws {
        let folder = try TemporaryFolder(self)
        let original = String(repeating: "# old line\n", count: 100)
        let first = try folder.write("a.rxs", original)
        XCTAssertEqual(link(first, folder.path + "/b.rxs"), 0)
        // A file-size limit below the new contents: the write fails part-way (EFBIG), as a
        // full disk would. SIGXFSZ is ignored so the failure is an error, not the end.
        let previousSignal = signal(SIGXFSZ, SIG_IGN)
        var previousLimit = rlimit()
        XCTAssertEqual(getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &previousLimit), 0)
        var limit = previousLimit
        limit.rlim_cur = 2_000
        XCTAssertEqual(setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit), 0)
        var reason: String?
        do throws(SafeFileWriter.Failure) {
            try SafeFileWriter.write(String(repeating: "# new line\n", count: 1_000), to: first)
        } catch {
            reason = error.reason
        }
        XCTAssertEqual(setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &previousLimit), 0)
        signal(SIGXFSZ, previousSignal)
        XCTAssertNotNil(reason)
        XCTAssertEqual(try folder.read("a.rxs"), original)
        XCTAssertEqual(try folder.read("b.rxs"), original)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(left, [])
    }

    func testTemporaryFilesOfDeadWritersAreRemovedByTheNextWrite() throws {
        let folder = try TemporaryFolder(self)
        // A process that has ended: its id is free (a child reaped before the check).
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        let stale = ".rxs-\(dead)-12345-0.tmp"
        let live = ".rxs-\(getppid())-12345-0.tmp"
        let unrelated = ".rxs-notes.tmp"
        for name in [stale, live, unrelated] { try folder.write(name, "partial") }
        try SafeFileWriter.write("page\n", to: folder.path + "/out.html")
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path))
        XCTAssertFalse(names.contains(stale))
        XCTAssertTrue(names.contains(live), "a running process's file stays")
        XCTAssertTrue(names.contains(unrelated), "a name rxs does not make stays")
        XCTAssertTrue(names.contains("out.html"))
    }
}
