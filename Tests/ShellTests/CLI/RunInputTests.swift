import Foundation
import XCTest

/// `rxs run -` and any readable path: standard input, `/dev/stdin`, a FIFO; a path that
/// cannot be read is named with the system's reason. `--echo` prints narrative comments.
final class RunInputTests: XCTestCase {
    private let script = "# the repos screen\nopen repos\nexpect nav.depth == 1\n"
    private let transcript = """
        open repos
          [0.000s] nav.depth: 0 → 1
          [0.000s] nav.screen: null → "repos"
          [0.000s] nav.title: null → "Search repos for username"
        expect nav.depth == 1

        """

    func testDashAndDevStdinReadTheScriptFromStandardInput() throws {
        for path in ["-", "/dev/stdin"] {
            let output = try RxsProcess.run(["run", path], in: NSTemporaryDirectory(), input: script)
            XCTAssertEqual(output.status, 0, path + output.stderr)
            XCTAssertEqual(output.stdout, transcript, path)
        }
        let failing = try RxsProcess.run(["run", "-"], in: NSTemporaryDirectory(), input: "open repos\ntpye x\n")
        XCTAssertEqual(failing.status, 2)
        XCTAssertEqual(failing.stderr, "<stdin>:2:1: error: unknown command 'tpye'\ntpye x\n^~~~\ndid you mean type?\n")
    }

    func testAFIFOIsReadToItsEnd() throws {
        let folder = try TemporaryFolder(self)
        let fifo = folder.path + "/flow.rxs"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let text = script
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data(text.utf8))
            try? handle?.close()
        }
        writer.start()
        let output = try RxsProcess.run(["run", "flow.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stdout, transcript)
    }

    func testAnUnreadablePathSaysWhy() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("sub/keep.txt", "")
        let output = try RxsProcess.run(["run", "nonexist.rxs", "sub"], in: folder.path)
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stdout, "")
        XCTAssertEqual(output.stderr, """
            rxs: cannot read nonexist.rxs: No such file or directory
            rxs: cannot read sub: Is a directory

            """)
    }

    func testEchoPrintsNarrativeCommentsButNotTranscriptLines() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("flow.rxs", """
            # A tour.
            #
            # Two paragraphs.

            # Open the screen:
            open repos
            #> [0.000s] nav.depth: 0 → 1
               # indented narrative
            wait 1s

            """)
        let output = try RxsProcess.run(["run", "--echo", "flow.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertEqual(output.stdout, """
            # A tour.
            #
            # Two paragraphs.

            # Open the screen:
            open repos
              [0.000s] nav.depth: 0 → 1
              [0.000s] nav.screen: null → "repos"
              [0.000s] nav.title: null → "Search repos for username"
            # indented narrative
            wait 1s

            """)
        let json = try RxsProcess.run(["run", "--echo", "--json", "flow.rxs"], in: folder.path)
        XCTAssertEqual(json.stdoutLines.first, ##"{"line":1,"comment":"# A tour."}"##)
        let plain = try RxsProcess.run(["run", "flow.rxs"], in: folder.path)
        XCTAssertFalse(plain.stdout.contains("#"), "without --echo comments stay silent")
    }

    func testShowIsFortyColumnsInScriptsUnlessWidthSaysOtherwise() throws {
        for (arguments, width) in [(["run", "-"], 40), (["run", "--width", "60", "-"], 60), (["--width=50"], 50)] {
            let output = try RxsProcess.run(arguments, in: NSTemporaryDirectory(), input: "open repos\nshow\n")
            XCTAssertEqual(output.status, 0, output.stderr)
            let top = output.stdoutLines.first { $0.contains("┌") }?.trimmingCharacters(in: .whitespaces)
            XCTAssertEqual(top?.count, width, "\(arguments)")
        }
    }
}
