import APIClient
import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsSession

/// The edits behind `rxs lsp`'s code actions, the titles of its lenses, and the requests as
/// the server answers them.
final class LSPCodeActionTests: XCTestCase, @unchecked Sendable {
    private let repos = """
        open repos
        #> [0.000s] nav.depth: 0 → 1
        #> [0.000s] nav.screen: null → "repos"
        #> [0.000s] nav.title: null → "Search repos for username"
        wait 1s
        #> stale
        expect nav.depth == 1

        """

    @MainActor private func record(_ text: String, file: String) -> LSPRunRecord? {
        let document = LSPDocument(uri: URL(fileURLWithPath: file).absoluteString, version: 3, text: text)
        let stop = LSPStop(seconds: 60)
        stop.begin()
        return LSPScriptCheck(document: document, file: file, settings: LSPSettings(sessionOptions: .builtIn)).run(stop: stop)
    }

    private func applied(_ edit: LSPTextEdit?, to text: String) -> String? {
        guard let edit else { return nil }
        var document = LSPDocument(uri: "file:///x.rxs", version: 1, text: text)
        document.replace(edit.range, with: edit.newText)
        return document.text
    }

    func testTheLinesEditSpansTheChangedLinesOnlyAndNoneWhenNothingChanged() {
        let old = GoldenSource("\u{FEFF}a\r\nb\r\nc")
        XCTAssertNil(LSPTextEdit(from: old, to: old))
        var new = old
        new.lines[1].text = "B"
        XCTAssertEqual(LSPTextEdit(from: old, to: new),
                       LSPTextEdit(range: LSPRange(start: LSPPosition(line: 1, character: 0), end: LSPPosition(line: 2, character: 0)),
                                   newText: "B\r\n"))
        // The first line after the byte order mark, which is one UTF-16 unit of the document's line.
        new = old
        new.lines[0].text = "A"
        XCTAssertEqual(LSPTextEdit(from: old, to: new)?.range.start, LSPPosition(line: 0, character: 1))
        // The last line, which has no terminator: up to its end, not past the document's last line.
        new = old
        new.lines[2].text = "cc"
        XCTAssertEqual(LSPTextEdit(from: old, to: new)?.range, LSPRange(start: LSPPosition(line: 2, character: 0), end: LSPPosition(line: 2, character: 1)))
        XCTAssertEqual(applied(LSPTextEdit(from: old, to: new), to: old.text), "\u{FEFF}a\r\nb\r\ncc")
    }

    func testEveryBlockUpdatedIsTheFileRxsTestUpdateWrites() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let folder = try TemporaryFolder(self)
            for (name, text) in [("lf.rxs", repos), ("crlf.rxs", "\u{FEFF}# ü😀\r\n" + repos.replacingOccurrences(of: "\n", with: "\r\n").dropLast(1)),
                                 ("none.rxs", "open repos\nwait 1s\nexpect nav.depth == 1")] {
                let path = try folder.write(name, String(text))
                let edit = try XCTUnwrap(record(String(text), file: path)?.transcripts?.whole(), name)
                XCTAssertTrue(ScriptTest(path: path, sessionOptions: .builtIn, update: true).run().updated, name)
                XCTAssertEqual(applied(edit, to: String(text)), try folder.read(name), name)
            }
        }
    }

    func testABlockFixRewritesThatBlockAloneAndOnlyForACommandWhoseExpectsHeld() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let folder = try TemporaryFolder(self)
            let text = repos.replacingOccurrences(of: "nav.depth: 0 → 1", with: "nav.depth: 0 → 2")
                .replacingOccurrences(of: "expect nav.depth == 1", with: "expect nav.depth == 5\n#> wrong")
            let path = try folder.write("flow.rxs", text)
            let found = try XCTUnwrap(record(text, file: path))
            XCTAssertEqual(found.diagnostics.map(\.range.start.line), [1, 5, 6, 7])
            XCTAssertEqual(found.diagnostics.map(\.fix), [.actualOutput(commandLine: 1), .actualOutput(commandLine: 5), nil, nil])
            XCTAssertEqual(applied(found.transcripts?.block(1), to: text), text.replacingOccurrences(of: "0 → 2", with: "0 → 1"))
            XCTAssertEqual(applied(found.transcripts?.block(5), to: text), text.replacingOccurrences(of: "#> stale\n", with: ""))
            // An expect failed: `rxs test --update` leaves the file as it is, and so does the source action.
            XCTAssertNil(found.transcripts?.whole())
            XCTAssertEqual(found.problems.map(\.line), [0, 4, 6, 6])
        }
    }

    func testALensSaysPassedFailedWithTheFirstReasonOrNotRunAfterTheStop() {
        var run = LSPRunRecord(version: 1)
        run.problems = [.init(line: 3, headline: "expect failed: a == 1"), .init(line: 5, headline: "the output differs from the #> lines"),
                        .init(line: 9, headline: "unknown element 'x' on screen repos")]
        run.stoppedAt = 9
        func title(_ lines: Range<Int>) -> String {
            LSPCodeLenses.title(run.problems.filter { lines.contains($0.line) }[...], start: lines.lowerBound, stoppedAt: run.stoppedAt)
        }
        XCTAssertEqual(title(0..<3), "▶ passed")
        XCTAssertEqual(title(3..<8), "✗ failed: expect failed: a == 1 (+1 more)")
        XCTAssertEqual(title(8..<10), "✗ failed: unknown element 'x' on screen repos")
        XCTAssertEqual(title(10..<Int.max), "○ not run: the run stopped at line 10")
    }

    func testTheServerAdvertisesActionsLensesAndHintsAndRefusesRequestsWithoutWhatTheyNeed() {
        let client = LSPTestClient()
        let capabilities = client.request("initialize", ["capabilities": [:]])?["capabilities"]
        XCTAssertEqual(capabilities?["codeActionProvider"], ["codeActionKinds": ["quickfix", "source.updateTranscript"]])
        XCTAssertEqual(capabilities?["codeLensProvider"], ["resolveProvider": false])
        XCTAssertEqual(capabilities?["inlayHintProvider"], true)
        let uri = "file:///tmp/rxs-lsp-tests/actions.rxs"
        let document: JSONValue = ["uri": .string(uri)]
        XCTAssertEqual(client.request("textDocument/codeAction", ["textDocument": document])?["error"]?["message"],
                       "textDocument/codeAction needs textDocument.uri and range")
        XCTAssertEqual(client.request("textDocument/inlayHint", ["textDocument": document, "range": ["start": 1]])?["error"]?["message"],
                       "textDocument/inlayHint needs textDocument.uri and range")
        XCTAssertEqual(client.request("textDocument/codeLens", [:])?["error"]?["message"], "textDocument/codeLens needs textDocument.uri")
        XCTAssertEqual(client.request("textDocument/codeLens", ["textDocument": document])?["error"]?["message"]?.stringValue, "\(uri) is not open")
        // Open and run: the lens and hints of the run; an empty range asks for one line.
        _ = client.open(uri, "open repos\nwait 1s\n", until: { _ in true })
        var lens: JSONValue?
        for _ in 0..<200 {
            lens = client.request("textDocument/codeLens", ["textDocument": document])
            if lens?[0]?["command"]?["title"] == "▶ passed" { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertEqual(lens, [["range": LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0)).json,
                               "command": ["title": "▶ passed", "command": ""]]])
        let transcript = "#> [0.000s] nav.depth: 0 → 1\n#> [0.000s] nav.screen: null → \"repos\"\n"
            + "#> [0.000s] nav.title: null → \"Search repos for username\"\n"
        let line1: JSONValue = ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]]
        XCTAssertEqual(client.request("textDocument/inlayHint", ["textDocument": document, "range": line1]),
                       [["position": ["line": 1, "character": 7], "label": "[1.000s]", "paddingLeft": true]])
        XCTAssertEqual(client.request("textDocument/codeAction", ["textDocument": document, "range": line1, "context": ["diagnostics": []]]),
                       [["title": "Update every transcript block", "kind": "source.updateTranscript",
                         "edit": ["changes": .object([uri: [["range": line1, "newText": .string(transcript)]]])]]])
    }

    func testWhenARunEndsTheClientIsAskedToRefreshTheLensesAndHintsItTakes() {
        let client = LSPTestClient()
        client.initialize(["workspace": ["codeLens": ["refreshSupport": true], "inlayHint": ["refreshSupport": false]]])
        let uri = "file:///tmp/rxs-lsp-tests/refresh.rxs"
        XCTAssertNotNil(client.open(uri, "open repos\n", until: { _ in true }))
        let refresh = client.message { $0["method"] != nil && $0["id"] != nil }
        XCTAssertEqual(refresh?["method"], "workspace/codeLens/refresh")
        XCTAssertEqual(refresh?["id"], "rxs-1")
        XCTAssertNil(client.message(timeout: 0.5) { $0["method"] == "workspace/inlayHint/refresh" })
        // The client's answer is taken and dropped.
        XCTAssertNil(client.handle(#"{"jsonrpc":"2.0","id":"rxs-1","result":null}"#))
        XCTAssertEqual(client.request("shutdown"), .null)
    }
}
