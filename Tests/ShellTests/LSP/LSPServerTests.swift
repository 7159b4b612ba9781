import APIClient
import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsSession

/// The server in the test's process, driven message by message: its lifecycle, what it says
/// of a document, and its answers.
final class LSPServerTests: XCTestCase {
    private let uri = "file:///tmp/rxs-lsp-tests/flow.rxs"

    private func errorOf(_ answer: JSONValue?) -> String {
        guard let error = answer?["error"], case .int(let code)? = error["code"] else { return "no error: \(String(describing: answer))" }
        return "\(code) \(error["message"]?.stringValue ?? "")"
    }

    func testRequestsBeforeInitializeAfterShutdownAndUnknownOnesAreErrors() {
        let client = LSPTestClient()
        XCTAssertEqual(errorOf(client.request("textDocument/hover", LSPTestClient.at(uri, 0, 0))),
                       "-32002 the server is not initialized: send initialize first")
        client.initialize()
        XCTAssertEqual(errorOf(client.request("initialize", ["capabilities": [:]])), "-32600 initialize came twice")
        XCTAssertEqual(errorOf(client.request("textDocument/formatting", ["textDocument": ["uri": .string(uri)]])),
                       "-32601 unknown method 'textDocument/formatting'")
        XCTAssertEqual(errorOf(client.request("textDocument/hover", LSPTestClient.at(uri, 0, 0))),
                       "-32602 file:///tmp/rxs-lsp-tests/flow.rxs is not open")
        XCTAssertEqual(errorOf(client.request("textDocument/hover", ["textDocument": ["uri": .string(uri)]])),
                       "-32602 textDocument/hover needs textDocument.uri and position")
        client.handle("{not json")
        XCTAssertEqual(client.message { $0["id"] == .null && $0["error"] != nil }?["error"]?["message"], "the message is not JSON")
        XCTAssertEqual(client.request("shutdown"), .null)
        XCTAssertEqual(errorOf(client.request("textDocument/hover", LSPTestClient.at(uri, 0, 0))),
                       "-32600 the server is shut down: only exit is accepted")
        // Notifications after shutdown are dropped: no diagnostics for a document opened now.
        let count = client.messages.count
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "version": 1, "text": "tpye x"]])
        XCTAssertNil(client.diagnostics(uri, after: count, timeout: 1.5))
        XCTAssertEqual(client.notify("exit", [:]), 0)
    }

    func testExitWithoutShutdownEndsWithOneAndCutShortInputIsAnswered() {
        let client = LSPTestClient()
        XCTAssertEqual(client.server.handle(.problem("the input ended 8 bytes into a message whose Content-Length is 100")), nil)
        XCTAssertEqual(client.message { $0["error"] != nil }?["error"],
                       ["code": -32700, "message": "the input ended 8 bytes into a message whose Content-Length is 100"])
        XCTAssertEqual(client.notify("exit", [:]), 1)
        XCTAssertEqual(LSPTestClient().server.inputEnded(), 1)
    }

    func testInitializeAdvertisesWhatTheServerDoes() {
        let client = LSPTestClient()
        let capabilities = client.request("initialize", ["capabilities": [:]])?["capabilities"]
        XCTAssertEqual(capabilities?["textDocumentSync"], ["openClose": true, "change": 2, "save": ["includeText": false]])
        XCTAssertEqual(capabilities?["hoverProvider"], true)
        XCTAssertEqual(capabilities?["definitionProvider"], true)
        XCTAssertEqual(capabilities?["documentSymbolProvider"], true)
        XCTAssertEqual(capabilities?["completionProvider"], ["triggerCharacters": [" ", "."]])
    }

    func testAPackagesOwnScreensAreOpenedCompletedAndChecked() {
        var options = SessionOptions.builtIn
        options.registry = { TestScreens.registry }
        let client = LSPTestClient(options: options)
        client.initialize()
        let diagnostics = client.open(uri, "open form\ntype nameFeld abc\nopen forms\n")
        XCTAssertEqual(LSPTestClient.lines(diagnostics), [
            "1: unknown element 'nameFeld' on screen form\ndid you mean nameField?",
            "2: unknown screen 'forms'\ndid you mean form?",
        ])
        XCTAssertEqual(LSPTestClient.labels(client.request("textDocument/completion", LSPTestClient.at(uri, 2, 5))),
                       ["form", "ticker", "ported", "application", "lifecycle", "burst", "presenter", "posts"])
        XCTAssertEqual(LSPTestClient.labels(client.request("textDocument/completion", LSPTestClient.at(uri, 1, 5))), ["nameField"])
    }

    func testAScriptThatNeverEndsIsStoppedAndTheServerAnswersMeanwhile() {
        var options = SessionOptions.builtIn
        options.registry = { TestScreens.registry }
        let client = LSPTestClient(options: options, timeLimit: 1)
        client.initialize()
        let count = client.messages.count
        // The ticker ticks every second for ever: 1000 days (1440000m) of it would take hours to run.
        client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "version": 1,
                                                                "text": "open ticker\nwait 1440000m\nexpect clock.text == 1\n"]])
        let hover = client.send("textDocument/hover", LSPTestClient.at(uri, 0, 1))
        XCTAssertEqual(client.answer(hover)?["contents"]?["value"]?.stringValue?.hasPrefix("usage: open <screen>"), true)
        // After a second what the walk found is shown; the run's end comes later.
        let published = client.message(after: count) {
            $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["diagnostics"] != []
        }
        let answered = client.messages.firstIndex { $0["id"] == .int(hover) }
        let publishedAt = client.messages.firstIndex { $0 == published }
        XCTAssertLessThan(answered ?? .max, publishedAt ?? -1, "the hover waited for the run")
        guard case .array(let diagnostics)? = published?["params"]?["diagnostics"] else { return XCTFail("no diagnostics") }
        XCTAssertEqual(LSPTestClient.lines(diagnostics), [
            "1: stopped after 1 s, the time rxs lsp gives a run (--time-limit); rxs test runs it to its end",
        ])
        XCTAssertEqual(diagnostics.first?["severity"], 2)
    }

    func testAFailedExpectAndADifferentTranscriptAfterSave() {
        let client = LSPTestClient()
        client.initialize()
        let script = """
            open repos
            #> [0.000s] nav.depth: 0 → 1
            #> [0.000s] nav.screen: null → "repos"
            #> [0.000s] nav.title: null → "Search repos for username"
            expect nav.title == "Search repos for username"

            """
        XCTAssertEqual(LSPTestClient.lines(client.open(uri, script, until: { _ in true })), [])
        // The editor changes the expect and a #> line, then saves.
        var count = client.messages.count
        client.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(uri), "version": 2],
            "contentChanges": [
                ["range": ["start": ["line": 4, "character": 20], "end": ["line": 4, "character": 47]], "text": "Repos"],
                ["range": ["start": ["line": 1, "character": 27], "end": ["line": 1, "character": 28]], "text": "2"],
            ],
        ])
        XCTAssertEqual(LSPTestClient.lines(client.diagnostics(uri, after: count)), [])
        count = client.messages.count
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(uri)]])
        let diagnostics = client.diagnostics(uri, after: count)
        XCTAssertEqual(LSPTestClient.lines(diagnostics), [
            """
            1: the output differs from the #> lines (- expected, + actual):
            - [0.000s] nav.depth: 0 → 2
            + [0.000s] nav.depth: 0 → 1
              [0.000s] nav.screen: null → "repos"
              [0.000s] nav.title: null → "Search repos for username"
            """,
            """
            4: expect failed: nav.title == Repos
              expected: == "Repos"
              actual:   "Search repos for username"
            """,
        ])
        XCTAssertEqual(diagnostics?.first?["range"], ["start": ["line": 1, "character": 0], "end": ["line": 3, "character": 57]])
        XCTAssertEqual(diagnostics?.dropFirst().first?["range"], ["start": ["line": 4, "character": 0], "end": ["line": 4, "character": 25]])
    }

    func testPositionsAreUTF16UnitsOnCRLFLines() {
        let client = LSPTestClient()
        client.initialize()
        // 😀 is one character but two UTF-16 units: 'extra' starts at unit 20, character 19.
        let diagnostics = client.open(uri, "open search\r\ntype searchField \"😀\" extra\r\n")
        XCTAssertEqual(LSPTestClient.lines(diagnostics).first?.hasPrefix("1: unexpected argument 'extra' for type"), true)
        XCTAssertEqual(diagnostics?.first?["range"], ["start": ["line": 1, "character": 22], "end": ["line": 1, "character": 27]])
    }

    func testHoverGivesACommandsHelpAndAControlsKindAndValuesAtItsLine() {
        var options = SessionOptions.builtIn
        options.registry = { TestScreens.registry }
        let client = LSPTestClient(options: options)
        client.initialize()
        _ = client.open(uri, "open form\ntype nameField abc\ntap sendButton\nexpect echo.text == abc\n", until: { _ in true })
        XCTAssertEqual(client.request("textDocument/hover", LSPTestClient.at(uri, 1, 2))?["contents"]?["value"]?.stringValue,
                       HelpText.details(of: TypeCommand.help))
        XCTAssertEqual(client.request("textDocument/hover", LSPTestClient.at(uri, 1, 7))?["contents"]?["value"]?.stringValue,
                       "nameField: textField on screen form\nnameField.editing == false\nnameField.hidden == false\nnameField.placeholder == name\nnameField.text == \"\"")
        let button = client.request("textDocument/hover", LSPTestClient.at(uri, 2, 6))
        XCTAssertEqual(button?["contents"]?["value"]?.stringValue?.components(separatedBy: "\n").first, "sendButton: button on screen form")
        XCTAssertTrue(button?["contents"]?["value"]?.stringValue?.contains("sendButton.enabled == true") == true)
        XCTAssertEqual(button?["range"], ["start": ["line": 2, "character": 4], "end": ["line": 2, "character": 14]])
    }

    func testDefinitionOfAnIncludeAndASymbolPerOpenLine() {
        let client = LSPTestClient()
        client.initialize(["textDocument": ["documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]])
        _ = client.open(uri, "include \"common/log in.rxs\"\nopen repos\nexpect nav.depth == 1\nopen search\n", until: { _ in true })
        XCTAssertEqual(client.request("textDocument/definition", LSPTestClient.at(uri, 0, 12)),
                       ["uri": "file:///tmp/rxs-lsp-tests/common/log%20in.rxs",
                        "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]]])
        XCTAssertEqual(client.request("textDocument/definition", LSPTestClient.at(uri, 1, 2)), .null)
        guard case .array(let symbols)? = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]) else {
            return XCTFail("no symbols")
        }
        XCTAssertEqual(symbols.map { $0["name"] }, ["repos", "search"])
        XCTAssertEqual(symbols.first?["selectionRange"], ["start": ["line": 1, "character": 5], "end": ["line": 1, "character": 10]])
        XCTAssertEqual(symbols.first?["range"], ["start": ["line": 1, "character": 0], "end": ["line": 2, "character": 21]])
        // The last section ends at its last line that is not blank, not at the empty line after the final newline.
        XCTAssertEqual(symbols.last?["range"], ["start": ["line": 3, "character": 0], "end": ["line": 3, "character": 11]])
    }
}
