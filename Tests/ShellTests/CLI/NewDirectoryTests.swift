import Foundation
import XCTest

/// `rxs new NAME DIR` with odd DIRs: what cannot be a folder is refused in plain words (never
/// Foundation's error text), nothing existing is touched, and the `cd` line it prints reads
/// back in a shell as the folder it made.
final class NewDirectoryTests: XCTestCase {
    func testAnOddDirIsRefusedInPlainWords() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("file", "mine")
        XCTAssertEqual(mkfifo(folder.path + "/fifo", 0o644), 0)
        XCTAssertEqual(symlink("nowhere", folder.path + "/dangling"), 0)
        let cases = [
            "": "rxs new: DIR is an empty word; leave it out to write into ./Demo\n",
            "file": "rxs new: cannot write into file: it exists and is not a folder\n",
            "fifo/x": "rxs new: cannot write fifo: it is not a folder\n",
            "file/x/y": "rxs new: cannot write file: it is not a folder\n",
            "dangling": "rxs new: cannot write dangling: a symbolic link to a folder that does not exist\n",
            "/proc/1/x": "rxs new: cannot write /proc/1/x: no new folder can be made in /proc/1\n",
            ".": "rxs new: cannot write into .: it exists and is not empty\n",
        ]
        for (dir, message) in cases {
            let result = try RxsProcess.run(["new", "Demo", dir], in: folder.path)
            XCTAssertEqual(result.status, 2, dir)
            XCTAssertEqual(result.stderr, message + "usage: rxs new [options] NAME [DIR]\nrxs new --help lists the options.\n", dir)
        }
        XCTAssertEqual(try folder.read("file"), "mine")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["dangling", "fifo", "file"])
    }

    func testTheCdLineReadsBackAsTheFolder() throws {
        let folder = try TemporaryFolder(self)
        for (dir, word) in [("-x", "./-x"), ("my dir", "'my dir'"), ("it's", #"'it'\''s'"#), ("a/b/c", "a/b/c")] {
            let result = try RxsProcess.run(["new", "Demo", "--", dir], in: folder.path)
            XCTAssertEqual(result.status, 0, result.stderr)
            XCTAssertTrue(result.stdout.contains("\n  cd \(word)\n"), result.stdout)
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.path + "/" + dir + "/Package.swift"), dir)
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            shell.arguments = ["-c", "cd \(word) && test -f Package.swift"]
            shell.currentDirectoryURL = URL(fileURLWithPath: folder.path)
            try shell.run()
            shell.waitUntilExit()
            XCTAssertEqual(shell.terminationStatus, 0, "cd \(word)")
        }
    }
}
