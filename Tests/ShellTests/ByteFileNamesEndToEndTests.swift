import Foundation
import XCTest

/// Issue 30, finding 6: file names are bytes. Cassettes, scripts, includes and `--fixtures`
/// folders whose names are not UTF-8 work, and messages show such names escaped
/// (`caf\xE9.json`). The files are made here by their bytes (`open` on a byte path), and the
/// built `rxs` gets such names on its command line through `sh`, as a user's shell gives them.
final class ByteFileNamesEndToEndTests: XCTestCase {
    private static let cassette = """
        {"request":{"method":"GET","url":"https://api.github.com/users/mine/repos"},
         "response":{"status":200,"headers":{"Content-Type":"application/json"},"json":[]}}
        """
    private static let searchScript = "open repos\ntype searchBar mine\nwait 1s\nnet log\n"

    /// Writes `text` to `folder/name` where `name` is raw bytes (folders on the way made by bytes too).
    private func write(_ name: [UInt8], in folder: String, _ text: String) throws {
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name
        var start = Array(folder.utf8).count + 1
        for index in start..<path.count where path[index] == UInt8(ascii: "/") {
            _ = mkdir(Self.cString(Array(path[..<index])), 0o755)
            start = index + 1
        }
        let descriptor = open(Self.cString(path), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        XCTAssertEqual(bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }, bytes.count)
    }

    private func read(_ name: [UInt8], in folder: String) -> String? {
        let descriptor = open(Self.cString(Array(folder.utf8) + [UInt8(ascii: "/")] + name), O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var data: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while case let count = chunk.withUnsafeMutableBytes({ Glibc.read(descriptor, $0.baseAddress, $0.count) }), count > 0 {
            data += chunk[..<count]
        }
        return String(decoding: data, as: UTF8.self)
    }

    private static func cString(_ bytes: [UInt8]) -> [CChar] {
        bytes.map { CChar(bitPattern: $0) } + [0]
    }

    /// `café` in Latin-1: not UTF-8.
    private static func latin1(_ prefix: String, _ suffix: String) -> [UInt8] {
        Array(prefix.utf8) + [0xE9] + Array(suffix.utf8)
    }

    /// Runs `rxs` with `arguments`, where `\ooo` octal escapes in them are bytes (`printf`'s).
    private func rxs(_ arguments: [String], in folder: TemporaryFolder) throws -> RxsProcess.Output {
        let words = arguments.map { "\"$(printf -- '\($0)')\"" }.joined(separator: " ")
        return try RxsProcess.run(["-c", "exec \"$0\" " + words, RxsProcess.executable().path], in: folder.path,
                                  program: URL(fileURLWithPath: "/bin/sh"))
    }

    func testACassetteInAFixturesFolderBothNamedInBytesAnswersTheRequest() throws {
        let folder = try TemporaryFolder(self)
        try write(Self.latin1("cassettes/caf", ".json"), in: folder.path, Self.cassette)
        try write(Self.latin1("fixtures-", "/mine.json"), in: folder.path, Self.cassette)
        try folder.write("search.rxs", Self.searchScript)
        let answered = "net log\n  GET https://api.github.com/users/mine/repos → 200 OK\n"

        let run = try rxs(["run", "--fixtures", "cassettes", "search.rxs"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasSuffix(answered), run.stdout)
        XCTAssertEqual(run.stderr, "")

        let byteFolder = try rxs(["run", "--fixtures", "fixtures-\\351", "search.rxs"], in: folder)
        XCTAssertEqual(byteFolder.status, 0, byteFolder.stderr)
        XCTAssertTrue(byteFolder.stdout.hasSuffix(answered), byteFolder.stdout)
        XCTAssertEqual(byteFolder.stderr, "")
    }

    func testAScriptNamedInBytesRunsAndRxsTestFindsIt() throws {
        let folder = try TemporaryFolder(self)
        try write(Self.latin1("caf", ".rxs"), in: folder.path, "open repos\nexpect nav.screen == \"repos\"\n")
        let run = try rxs(["run", "caf\\351.rxs"], in: folder)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("open repos\n  [0.000s] nav.depth: 0 → 1\n"), run.stdout)

        let test = try rxs(["test", "."], in: folder)
        XCTAssertEqual(test.status, 0, test.stdout + test.stderr)
        XCTAssertEqual(test.stdout, "PASS  caf\\xE9.rxs\n1 passed, 0 failed\n")
    }

    func testUpdateRewritesTheTranscriptOfAScriptNamedInBytes() throws {
        let folder = try TemporaryFolder(self)
        let name = Self.latin1("caf", ".rxs")
        try write(name, in: folder.path, "open repos\n#> [0.000s] nav.depth: 0 → 7\n")
        let update = try rxs(["test", "--update", "."], in: folder)
        XCTAssertEqual(update.status, 0, update.stdout + update.stderr)
        XCTAssertEqual(update.stdout, "PASS  caf\\xE9.rxs (updated)\n1 passed, 0 failed\n")
        XCTAssertEqual(read(name, in: folder.path)?.hasPrefix("open repos\n#> [0.000s] nav.depth: 0 → 1\n"), true)
    }

    func testAnIncludeOfAFileNamedInBytesIsWrittenWithEscapes() throws {
        let folder = try TemporaryFolder(self)
        try write(Self.latin1("caf", ".rxs"), in: folder.path, "open repos\n")
        try folder.write("main.rxs", "include \"caf\\xE9.rxs\"\nexpect nav.screen == \"repos\"\n")
        let run = try rxs(["test", "main.rxs"], in: folder)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)

        // Relative to an including script in a folder named in bytes, its errors naming it so.
        try write(Self.latin1("flows-", "/main.rxs"), in: folder.path, "include \"steps.rxs\"\n")
        try write(Self.latin1("flows-", "/steps.rxs"), in: folder.path, "open repos\nbogus\n")
        let nested = try rxs(["run", "flows-\\351/main.rxs"], in: folder)
        XCTAssertEqual(nested.status, 2)
        XCTAssertEqual(nested.stderr, """
            flows-\\xE9/steps.rxs:2:1: error: unknown command 'bogus'
            bogus
            ^~~~~
            help lists the commands

            """)
    }

    func testMissingAndBrokenFilesAreNamedEscapedWordForWord() throws {
        let folder = try TemporaryFolder(self)
        let missing = try rxs(["run", "gone-\\351.rxs"], in: folder)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "rxs: cannot read gone-\\xE9.rxs: No such file or directory\n")

        let noFolder = try rxs(["test", "gone-\\351"], in: folder)
        XCTAssertEqual(noFolder.status, 2)
        XCTAssertEqual(noFolder.stderr, "rxs: no such file or folder: gone-\\xE9\n")

        let noFixtures = try rxs(["run", "--fixtures", "gone-\\351", "x.rxs"], in: folder)
        XCTAssertEqual(noFixtures.status, 2)
        XCTAssertTrue(noFixtures.stderr.hasPrefix("rxs: --fixtures gone-\\xE9: no such folder\nusage: rxs run"), noFixtures.stderr)

        try folder.write("include.rxs", "include \"gone-\\xE9.rxs\"\n")
        let include = try rxs(["run", "include.rxs"], in: folder)
        XCTAssertEqual(include.status, 2)
        XCTAssertEqual(include.stderr, """
            include.rxs:1:9: error: cannot read gone-\\xE9.rxs (looked for \(folder.path)/gone-\\xE9.rxs)
            include "gone-\\xE9.rxs"
                    ^~~~~~~~~~~~~~~

            """)

        // The bytes themselves in a script line are no UTF-8 text: the message says how to write them.
        let rawLine = Array("include \"gone-".utf8) + [0xE9] + Array(".rxs\"\n".utf8)
        try Data(rawLine).write(to: URL(fileURLWithPath: folder.path + "/raw.rxs"))
        let raw = try rxs(["run", "raw.rxs"], in: folder)
        XCTAssertEqual(raw.status, 2)
        XCTAssertEqual(raw.stderr, """
            raw.rxs:1:9: error: cannot read gone-\u{FFFD}.rxs (looked for \(folder.path)/gone-\u{FFFD}.rxs)
            include "gone-\u{FFFD}.rxs"
                    ^~~~~~~~~~~~
            a script is UTF-8 text: write each byte of the name that is not UTF-8 as \\xHH (include "caf\\xE9.rxs")

            """)

        try write(Self.latin1("cassettes/broken-", ".json"), in: folder.path, "{\"request\":")
        try folder.write("search.rxs", Self.searchScript)
        let broken = try rxs(["run", "--fixtures", "cassettes", "search.rxs"], in: folder)
        XCTAssertEqual(broken.status, 0, broken.stderr)
        XCTAssertEqual(broken.stderr, "rxs: warning: cassettes/broken-\\xE9.json:1:12: the text ends where a value was expected"
            + " (the file is not valid JSON) — cassette not used\n")
        XCTAssertTrue(broken.stdout.contains("  cassettes not used:\n    cassettes/broken-\\xE9.json:1:12: "), broken.stdout)
    }
}
