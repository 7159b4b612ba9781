import Foundation
@testable import RxsCLI
import XCTest

/// Inputs rxs reads are bounded and their failures are errors: an included script and a
/// cassette over 256 MB are refused by size before anything is allocated (sparse files here,
/// so the test writes nothing to disk), a script that cannot be read is an error rather than an
/// empty script, a rate-limit reset that is no time never traps, and `rxs new` into a path of
/// thousands of folders neither recurses per folder nor leaves anything behind.
final class HostileInputSizeTests: XCTestCase {
    /// A file of `size` bytes that takes no space (a hole).
    private func sparse(_ path: String, size: off_t) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        XCTAssertEqual(ftruncate(descriptor, size), 0)
    }

    func testIncludesOverTheScriptLimitAreRefusedUnderAnyName() throws {
        let folder = try TemporaryFolder(self)
        for name in ["big.rxs", "lib.inc", "noext"] {
            try sparse(folder.path + "/" + name, size: (256 << 20) + 1)
            try folder.write("main.rxs", "open repos\ninclude \(name)\nwait 1s\n")
            let output = try RxsProcess.run(["run", "main.rxs"], in: folder.path)
            XCTAssertNotEqual(output.status, 0, name)
            XCTAssertTrue((output.stdout + output.stderr).contains("cannot read \(name): it holds more than 256 MB, too much for a script"),
                          name + ": " + output.stdout + output.stderr)
        }
        // At the limit's side of a small file nothing changes.
        try folder.write("small.rxs", "wait 1s\n")
        try folder.write("main.rxs", "open repos\ninclude small.rxs\n")
        XCTAssertEqual(try RxsProcess.run(["run", "main.rxs"], in: folder.path).status, 0)
    }

    func testCassettesOverTheLimitAreRefusedBySize() throws {
        let folder = try TemporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder.path + "/fx", withIntermediateDirectories: true)
        try sparse(folder.path + "/fx/huge.json", size: (256 << 20) + 1)
        try folder.write("s.rxs", "open repos\ntype searchBar octocat\nwait 1s\n")
        let output = try RxsProcess.run(["run", "--fixtures", "fx", "s.rxs"], in: folder.path)
        XCTAssertTrue((output.stdout + output.stderr).contains("huge.json: cannot be read: it holds more than 256 MB, too much for a cassette"),
                      output.stdout + output.stderr)
    }

    func testAScriptThatCannotBeReadIsAnError() throws {
        let folder = try TemporaryFolder(self)
        // Opens as a regular file of size 0, and every read fails (EIO).
        let output = try RxsProcess.run(["run", "/proc/self/mem"], in: folder.path)
        XCTAssertEqual(output.status, 2, output.stdout)
        XCTAssertTrue(output.stderr.contains("cannot read /proc/self/mem"), output.stderr)
        let tested = try RxsProcess.run(["test", "/proc/self/mem"], in: folder.path)
        XCTAssertEqual(tested.status, 2, tested.stdout)
        try folder.write("main.rxs", "include /proc/self/mem\n")
        let included = try RxsProcess.run(["run", "main.rxs"], in: folder.path)
        XCTAssertNotEqual(included.status, 0, included.stdout)
        XCTAssertTrue(included.stderr.contains("cannot read /proc/self/mem: Input/output error"), included.stderr)
    }

    func testRateLimitResetsThatAreNoTimeNeverTrap() throws {
        let folder = try TemporaryFolder(self)
        try FileManager.default.createDirectory(atPath: folder.path + "/fx", withIntermediateDirectories: true)
        try folder.write("s.rxs", "open repos\ntype searchBar octocat\nwait 1s\n")
        for (status, value) in [(429, "1e20"), (429, "nan"), (403, "inf"), (403, "-inf"), (429, "-9e18"),
                                (429, "123456789012345678901234567890"), (429, "soon")] {
            let remaining = status == 403 ? #","X-RateLimit-Remaining":"0""# : ""
            try folder.write("fx/limit.json", """
                {"request":{"method":"GET","url":"https://api.github.com/users/octocat/repos","matchQuery":[]},\
                "response":{"status":\(status),"headers":{"Content-Type":"application/json","X-RateLimit-Reset":"\(value)"\(remaining)},\
                "json":{"message":"slow down"}}}
                """)
            let output = try RxsProcess.run(["run", "--fixtures", "fx", "s.rxs"], in: folder.path)
            XCTAssertEqual(output.status, 0, "\(value): \(output.stderr)")
            XCTAssertTrue(output.stdout.contains("rate limit is used up; try again later."), "\(value): \(output.stdout)")
        }
    }

    func testNewIntoAVeryDeepPathFailsReadablyAndWritesNothing() throws {
        let folder = try TemporaryFolder(self)
        let deep = Array(repeating: "a", count: 10_000).joined(separator: "/")
        let output = try RxsProcess.run(["new", "Demo", deep], in: folder.path)
        XCTAssertEqual(output.status, 2, output.stderr)
        XCTAssertTrue(output.stderr.contains("longer than this system allows"), output.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/a"))
    }

    func testNewWithANameTooLongForAFileNameWritesNothing() throws {
        let folder = try TemporaryFolder(self)
        let name = "N" + String(repeating: "x", count: 260)
        let output = try RxsProcess.run(["new", name], in: folder.path)
        XCTAssertEqual(output.status, 2, output.stderr)
        XCTAssertTrue(output.stderr.contains("longer than a file name may be"), output.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
        // Long but legal: a component of 200 bytes in a folder of its own still works.
        let fits = "N" + String(repeating: "y", count: 150)
        let written = try RxsProcess.run(["new", fits, "out"], in: folder.path)
        XCTAssertEqual(written.status, 0, written.stderr)
    }

    func testMakeFoldersMakesThousandsOfLevelsWithoutRecursion() throws {
        let folder = try TemporaryFolder(self)
        // 1,900 levels of one letter: under PATH_MAX, made one loop turn per level.
        let deep = folder.path + "/" + Array(repeating: "b", count: 1_900).joined(separator: "/")
        XCTAssertLessThan(deep.utf8.count, Int(PATH_MAX))
        try NewCommand.makeFolders(deep)
        var info = stat()
        XCTAssertEqual(stat(deep, &info), 0)
        // 100,000 levels cannot exist: refused at once (recursing once per level overflowed the stack).
        let tooDeep = folder.path + "/" + Array(repeating: "c", count: 100_000).joined(separator: "/")
        XCTAssertThrowsError(try NewCommand.makeFolders(tooDeep))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/c"))
    }
}
