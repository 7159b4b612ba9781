import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// A file that is no script (binary, or text of another kind) makes an error of nearly every
/// line: `rxs run` and `rxs test` show the first 20 and count the rest, saying when the file
/// holds NUL bytes; under `--json` each shown error is also a JSON object on stdout, so a
/// consumer sees why nothing ran. An endless input (`/dev/zero`) ends at
/// `InputFile.maximumBytes` with a message instead of filling the memory.
final class ErrorFloodTests: XCTestCase {
    func testTheFirstTwentyErrorsAreShownAndTheRestCounted() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("notes.rxs", String(repeating: "tpye x\n", count: 25))
        let run = try RxsProcess.run(["run", "notes.rxs"], in: folder.path)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.components(separatedBy: ": error: ").count - 1, 20)
        XCTAssertTrue(run.stderr.hasSuffix("\nrxs: notes.rxs: 5 more lines have errors (the first 20 are shown)\n"), run.stderr)

        let test = try RxsProcess.run(["test", "notes.rxs"], in: folder.path)
        XCTAssertEqual(test.status, 2)
        XCTAssertEqual(test.stdout.components(separatedBy: ": error: ").count - 1, 20)
        XCTAssertTrue(test.stdout.contains("\nnotes.rxs: 5 more lines have errors (the first 20 are shown)\n"), test.stdout)

        var binary = [UInt8]()
        for index in 0..<4_000 { binary += [UInt8(0x80 + index % 64), 0x00, 0xFF, 0x0A] }
        try Data(binary).write(to: URL(fileURLWithPath: folder.path + "/blob"))
        let blob = try RxsProcess.run(["run", "--json", "blob"], in: folder.path)
        XCTAssertEqual(blob.status, 2)
        XCTAssertLessThan(blob.stderr.utf8.count, 10_000, "not an error per line")
        XCTAssertTrue(blob.stderr.hasSuffix(
            "\nrxs: blob: 3980 more lines have errors (the first 20 are shown); it holds NUL bytes, so it may not be a script\n"),
            String(blob.stderr.suffix(300)))
        XCTAssertEqual(blob.stdoutLines.count, 20)
        for line in blob.stdoutLines {
            let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], line)
            XCTAssertNotNil(object["line"] as? Int, line)
            XCTAssertNotNil(object["error"] as? String, line)
        }
    }

    func testAnEndlessInputStopsAtTheLimitWithAMessage() throws {
        let run = try RxsProcess.run(["run", "/dev/zero"], in: NSTemporaryDirectory())
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr, "rxs: cannot read /dev/zero: it holds more than 256 MB, too much for a script\n")
        guard case .failure(let failure) = InputFile.read("/dev/urandom", limit: 100_000) else {
            return XCTFail("/dev/urandom ended")
        }
        XCTAssertEqual(failure.description, "cannot read /dev/urandom: it holds more than 100000 bytes, too much for a script")
        let folder = try TemporaryFolder(self)
        let exact = try folder.write("exact.rxs", String(repeating: "#\n", count: 500))
        guard case .success(let bytes) = InputFile.read(exact, limit: 1_000) else { return XCTFail("1000 bytes fit 1000") }
        XCTAssertEqual(bytes.count, 1_000)
    }
}
