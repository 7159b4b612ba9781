import APIClient
import Foundation
import RxsSession

/// The language server: reads one message at a time (on the thread that reads the input),
/// keeps the open documents, and answers. Work that runs a script — the walk on each change,
/// the test run on open and save — goes to other threads, and is replaced when the document
/// changes again, so reading never waits for it. Requests are answered in order on one queue.
package final class LSPServer: Sendable {
    let settings: LSPSettings
    /// Sends one message body to the client.
    let send: @Sendable ([UInt8]) -> Void
    /// The screens `open` knows, for completion and the walk.
    let screens: [String]
    let state = Guarded(State())
    let requests = DispatchQueue(label: "rxs.lsp.requests")
    let work = DispatchQueue(label: "rxs.lsp.work", qos: .userInitiated, attributes: .concurrent)

    struct State {
        var initialized = false
        var shutDown = false
        /// The client takes DocumentSymbol trees, not SymbolInformation lists.
        var hierarchicalSymbols = false
        /// The client takes WorkspaceEdits as `documentChanges`, tied to a document's version.
        var documentChanges = false
        /// `workspace/codeLens/refresh` and `workspace/inlayHint/refresh` when the client takes
        /// them: sent when a run ends, as lenses and hints come from it.
        var refreshes: [String] = []
        var requestsSent = 0
        var documents: [String: LSPOpenDocument] = [:]
    }

    package init(settings: LSPSettings, send: @escaping @Sendable ([UInt8]) -> Void) {
        self.settings = settings
        self.send = send
        screens = onSessionThread { settings.sessionOptions.registry().names }
    }

    /// Handles one event of the input; returns the exit code once `exit` came.
    package func handle(_ event: ContentLengthFrames.Event) -> Int32? {
        switch event {
        case .problem(let problem):
            reply(JSONRPCReply.error(JSONRPCError(.parseError, problem)))
            return nil
        case .message(let body):
            switch JSONRPCMessage.parse(body) {
            case .failure(let error):
                reply(JSONRPCReply.error(error))
                return nil
            case .success(.response):
                return nil
            case .success(.notification(let method, let params)):
                return notification(method, params)
            case .success(.request(let id, let method, let params)):
                request(id, method, params)
                return nil
            }
        }
    }

    /// The input ended: exit 0 after `shutdown`, as if `exit` came; else 1.
    package func inputEnded() -> Int32 {
        stopAllWork()
        return state.withLock { $0.shutDown } ? 0 : 1
    }

    private func notification(_ method: String, _ params: JSONValue?) -> Int32? {
        if method == "exit" {
            stopAllWork()
            return state.withLock { $0.shutDown } ? 0 : 1
        }
        let (initialized, shutDown) = state.withLock { ($0.initialized, $0.shutDown) }
        // Before initialize and after shutdown, notifications are dropped, as LSP says.
        guard initialized, !shutDown else { return nil }
        let uri = params?["textDocument"]?["uri"]?.stringValue
        switch method {
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": uri.map(didSave)
        case "textDocument/didClose": uri.map(didClose)
        default: break
        }
        return nil
    }

    private func request(_ id: JSONValue, _ method: String, _ params: JSONValue?) {
        let (initialized, shutDown) = state.withLock { ($0.initialized, $0.shutDown) }
        if shutDown {
            return reply(JSONRPCReply.error(JSONRPCError(.invalidRequest, "the server is shut down: only exit is accepted", id: id)))
        }
        if method == "initialize" {
            guard !initialized else {
                return reply(JSONRPCReply.error(JSONRPCError(.invalidRequest, "initialize came twice", id: id)))
            }
            return initialize(id, params)
        }
        guard initialized else {
            return reply(JSONRPCReply.error(JSONRPCError(.serverNotInitialized, "the server is not initialized: send initialize first", id: id)))
        }
        if method == "shutdown" {
            state.withLock { $0.shutDown = true }
            stopAllWork()
            return reply(JSONRPCReply.result(.null, id: id))
        }
        if let answer = runAnswerer(for: method) {
            return answerFromRun(id, method, params, answer)
        }
        guard let answer = answerer(for: method) else {
            return reply(JSONRPCReply.error(JSONRPCError(.methodNotFound, "unknown method '\(method)'", id: id)))
        }
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let position = position(method, params) else {
            return reply(JSONRPCReply.error(JSONRPCError(.invalidParams, "\(method) needs textDocument.uri\(method == "textDocument/documentSymbol" ? "" : " and position")", id: id)))
        }
        guard let open = state.withLock({ $0.documents[uri] }) else {
            return reply(JSONRPCReply.error(JSONRPCError(.invalidParams, "\(uri) is not open", id: id)))
        }
        requests.async { self.send(JSONRPCReply.result(answer(open, position), id: id)) }
    }

    private func position(_ method: String, _ params: JSONValue?) -> LSPPosition? {
        method == "textDocument/documentSymbol" ? LSPPosition(line: 0, character: 0) : LSPPosition(json: params?["position"])
    }

    private func initialize(_ id: JSONValue, _ params: JSONValue?) {
        let hierarchical = params?["capabilities"]?["textDocument"]?["documentSymbol"]?["hierarchicalDocumentSymbolSupport"]
        let workspace = params?["capabilities"]?["workspace"]
        let refreshes = ["codeLens", "inlayHint"].filter { workspace?[$0]?["refreshSupport"] == .bool(true) }
        state.withLock {
            $0.initialized = true
            $0.hierarchicalSymbols = hierarchical == .bool(true)
            $0.documentChanges = workspace?["workspaceEdit"]?["documentChanges"] == .bool(true)
            $0.refreshes = refreshes.map { "workspace/\($0)/refresh" }
        }
        let capabilities: JSONValue = [
            "positionEncoding": "utf-16",
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "completionProvider": ["triggerCharacters": [" ", "."]],
            "hoverProvider": true,
            "definitionProvider": true,
            "documentSymbolProvider": true,
            "codeActionProvider": ["codeActionKinds": ["quickfix", .string(LSPCodeActions.updateKind)]],
            "codeLensProvider": ["resolveProvider": false],
            "inlayHintProvider": true,
        ]
        let result: JSONValue = ["capabilities": capabilities, "serverInfo": ["name": "rxs", "version": .string(RxsVersion.number)]]
        reply(JSONRPCReply.result(result, id: id))
    }

    /// A request answered from the document's last run: it needs the document open, and a
    /// range unless it is `textDocument/codeLens`.
    private func answerFromRun(_ id: JSONValue, _ method: String, _ params: JSONValue?,
                               _ answer: @escaping @Sendable (LSPOpenDocument, JSONValue) -> JSONValue) {
        let needsRange = method != "textDocument/codeLens"
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let params,
              !needsRange || LSPRange(json: params["range"]) != nil else {
            return reply(JSONRPCReply.error(JSONRPCError(.invalidParams, "\(method) needs textDocument.uri\(needsRange ? " and range" : "")", id: id)))
        }
        guard let open = state.withLock({ $0.documents[uri] }) else {
            return reply(JSONRPCReply.error(JSONRPCError(.invalidParams, "\(uri) is not open", id: id)))
        }
        requests.async { self.send(JSONRPCReply.result(answer(open, params), id: id)) }
    }

    /// Answers go out in the order the requests came, after the answers before them.
    private func reply(_ body: [UInt8]) {
        requests.async { self.send(body) }
    }

    private func stopAllWork() {
        state.withLock { state in
            for document in state.documents.values { document.stopAll() }
        }
    }
}
