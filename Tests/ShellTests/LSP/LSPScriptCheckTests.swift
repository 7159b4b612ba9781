import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsSession

/// The editor's run of a script says what `rxs test` says of it, on the lines it is about.
final class LSPScriptCheckTests: XCTestCase, @unchecked Sendable {
    private var scripts: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("scripts")
    }

    @MainActor private func check(_ text: String, file: String) -> [LSPDiagnostic]? {
        let document = LSPDocument(uri: URL(fileURLWithPath: file).absoluteString, version: 1, text: text)
        let stop = LSPStop(seconds: 60)
        stop.begin()
        return LSPScriptCheck(document: document, file: file, settings: LSPSettings(sessionOptions: .builtIn)).run(stop: stop)?.diagnostics
    }

    func testEveryScriptOfTheRepositoryPassesInTheEditorAsUnderRxsTest() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let files = try FileManager.default.contentsOfDirectory(atPath: scripts.path).filter { $0.hasSuffix(".rxs") }.sorted()
            XCTAssertGreaterThanOrEqual(files.count, 8)
            for name in files {
                let path = scripts.appendingPathComponent(name).path
                XCTAssertEqual(ScriptTest(path: path, sessionOptions: .builtIn).run().verdict, .passed, name)
                let text = try String(contentsOfFile: path, encoding: .utf8)
                XCTAssertEqual(check(text, file: path), [], name)
            }
        }
    }

    func testABrokenCopyFailsInBothOnTheLinesRxsTestNames() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let folder = try TemporaryFolder(self)
            var lines = try String(contentsOfFile: scripts.appendingPathComponent("repos.rxs").path, encoding: .utf8)
                .components(separatedBy: "\n")
            guard let expect = lines.firstIndex(of: "expect table.count == 8"),
                  let golden = lines.firstIndex(of: "#> [1.300s] table.count: 0 → 8") else { return XCTFail("repos.rxs changed") }
            lines[expect] = "expect table.count == 9"
            lines[golden] = "#> [1.300s] table.count: 0 → 7"
            let text = lines.joined(separator: "\n")
            let path = try folder.write("repos.rxs", text)

            let result = ScriptTest(path: path, sessionOptions: .builtIn).run()
            XCTAssertEqual(result.verdict, .failed)
            XCTAssertEqual(result.reason, "transcript differs; 1 expect failed")
            let diagnostics = try XCTUnwrap(check(text, file: path))
            // The block after `wait 200ms`: its three #> lines.
            XCTAssertEqual(diagnostics.map(\.range.start.line), [golden, expect])
            XCTAssertEqual(diagnostics.first?.range, LSPRange(start: LSPPosition(line: golden, character: 0),
                                                              end: LSPPosition(line: golden + 2, character: 42)))
            XCTAssertTrue(diagnostics.first?.message.contains("- [1.300s] table.count: 0 → 7\n+ [1.300s] table.count: 0 → 8") == true, diagnostics.first?.message ?? "")
            XCTAssertEqual(diagnostics.last?.message, "expect failed: table.count == 9\n  expected: == 9\n  actual:   8")
            // rxs test shows the same failure, as #> lines its diff adds after the expect.
            XCTAssertTrue(result.diff?.contains("+#> expect failed: table.count == 9\n+#>   expected: == 9\n+#>   actual:   8") == true,
                          result.diff ?? "no diff")
        }
    }

    func testAnErrorStopsTheRunOnItsLineAndAnIncludedFilesErrorNamesItsPlace() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let folder = try TemporaryFolder(self)
            try folder.write("inner.rxs", "tap nothing\n")
            let text = "open repos\ninclude inner.rxs\nexpect nav.depth == 2\n"
            let path = try folder.write("flow.rxs", text)
            let diagnostics = try XCTUnwrap(check(text, file: path))
            XCTAssertEqual(diagnostics.map(\.range.start.line), [1])
            XCTAssertEqual(diagnostics.first?.message,
                           "\(folder.path)/inner.rxs:1:5: unknown element 'nothing' on screen repos\nchoose from searchBar, table")
            XCTAssertEqual(ScriptTest(path: path, sessionOptions: .builtIn).run().verdict, .error)
        }
    }
}
