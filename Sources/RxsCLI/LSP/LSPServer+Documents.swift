import RxsSession
import APIClient
import Foundation

/// Opening, changing, saving and closing documents, the work each starts, and publishing
/// the diagnostics when it ends.
extension LSPServer {
    func didOpen(_ params: JSONValue?) {
        let item = params?["textDocument"]
        guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else {
            return logError("textDocument/didOpen needs textDocument.uri and textDocument.text")
        }
        let version = Self.version(item?["version"])
        state.withLock { state in
            state.documents[uri]?.stopAll()
            state.documents[uri] = LSPOpenDocument(document: LSPDocument(uri: uri, version: version, text: text))
        }
        walk(uri, thenRun: true)
    }

    func didChange(_ params: JSONValue?) {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, case .array(let changes)? = params?["contentChanges"] else {
            return logError("textDocument/didChange needs textDocument.uri and contentChanges")
        }
        var problem: String?
        let known = state.withLock { state -> Bool in
            guard var open = state.documents[uri] else { return false }
            for change in changes {
                guard let text = change["text"]?.stringValue else {
                    problem = "a change of \(uri) has no text; the server's copy may now differ from the editor's"
                    continue
                }
                var range: LSPRange?
                if let given = change["range"] {
                    range = LSPRange(json: given)
                    guard range != nil else {
                        problem = "a change of \(uri) has a range that is not one; the server's copy may now differ from the editor's"
                        continue
                    }
                }
                open.moveDiagnostics(through: open.document.replace(range, with: text))
            }
            open.document.version = Self.version(params?["textDocument"]?["version"], otherwise: open.document.version + 1)
            state.documents[uri] = open
            return true
        }
        guard known else { return logError("textDocument/didChange of \(uri), which is not open") }
        if let problem { logError(problem) }
        walk(uri, thenRun: false)
    }

    func didSave(_ uri: String) {
        let job = state.withLock { state -> (LSPOpenDocument, LSPStop)? in
            guard var open = state.documents[uri] else { return nil }
            let stop = startRun(&open)
            state.documents[uri] = open
            return (open, stop)
        }
        guard let (open, stop) = job else { return }
        work.async { self.check(open, stop: stop) }
        publishLater(uri, unlessRunEnded: stop)
    }

    func didClose(_ uri: String) {
        state.withLock { state in
            state.documents.removeValue(forKey: uri)?.stopAll()
            send(JSONRPCReply.notification("textDocument/publishDiagnostics", params: ["uri": .string(uri), "diagnostics": []]))
        }
    }

    /// Starts a walk through the document as it is now, and after it (on open) a run.
    private func walk(_ uri: String, thenRun: Bool) {
        let job = state.withLock { state -> (LSPOpenDocument, LSPStop, LSPStop?)? in
            guard var open = state.documents[uri] else { return nil }
            open.walkStop?.cancel()
            let stop = LSPStop(seconds: settings.timeLimit)
            open.walkStop = stop
            open.states = LSPLineStates()
            let runStop = thenRun ? startRun(&open) : nil
            state.documents[uri] = open
            return (open, stop, runStop)
        }
        guard let (open, stop, runStop) = job else { return }
        work.async {
            stop.begin()
            // The walk's sessions are made and dropped on this thread: their main thread.
            let diagnostics = onSessionThread {
                LSPWalk(document: open.document, file: open.file, settings: self.settings).run(stop: stop, states: open.states)
            }
            self.walked(uri, stop: stop, diagnostics)
            if let runStop { self.check(open, stop: runStop) }
        }
        if let runStop { publishLater(uri, unlessRunEnded: runStop) }
    }

    /// Replaces the run under way (if any) by a new one, whose diagnostics are awaited.
    private func startRun(_ open: inout LSPOpenDocument) -> LSPStop {
        open.runStop?.cancel()
        let stop = LSPStop(seconds: settings.timeLimit)
        open.runStop = stop
        open.editsSinceRun = []
        open.awaitingRun = true
        return stop
    }

    private func walked(_ uri: String, stop: LSPStop, _ diagnostics: [LSPDiagnostic]) {
        guard !stop.isCancelled else { return }
        state.withLock { state in
            guard var open = state.documents[uri], open.walkStop === stop else { return }
            open.walkStop = nil
            open.walkDiagnostics = diagnostics
            state.documents[uri] = open
            if !open.awaitingRun { publish(open) }
        }
    }

    /// Runs the document as a test and publishes what it found, moved through the edits made
    /// while it ran.
    private func check(_ open: LSPOpenDocument, stop: LSPStop) {
        stop.begin()
        guard let record = onSessionThread({ LSPScriptCheck(document: open.document, file: open.file, settings: settings).run(stop: stop) }) else { return }
        state.withLock { state in
            guard var current = state.documents[open.document.uri], current.runStop === stop else { return }
            current.lastRun = record
            var diagnostics = current.editsSinceRun == nil ? [] : record.diagnostics
            for edit in current.editsSinceRun ?? [] { diagnostics = LSPOpenDocument.moved(diagnostics, through: edit) }
            current.runDiagnostics = diagnostics
            current.runStop = nil
            current.awaitingRun = false
            state.documents[open.document.uri] = current
            publish(current)
            // The lenses and hints the client shows came from the run before (or none).
            for method in state.refreshes {
                state.requestsSent += 1
                send(JSONRPCReply.request(method, id: .string("rxs-\(state.requestsSent)")))
            }
        }
    }

    /// A run that takes more than a second: what the walk found is shown meanwhile.
    private func publishLater(_ uri: String, unlessRunEnded stop: LSPStop) {
        work.asyncAfter(deadline: .now() + 1) {
            self.state.withLock { state in
                guard var open = state.documents[uri], open.runStop === stop, open.awaitingRun else { return }
                open.awaitingRun = false
                state.documents[uri] = open
                self.publish(open)
            }
        }
    }

    /// Called with the state locked, so publications keep the order of the changes.
    private func publish(_ open: LSPOpenDocument) {
        let params: JSONValue = [
            "uri": .string(open.document.uri), "version": .int(open.document.version),
            "diagnostics": .array(open.diagnostics.map(\.json)),
        ]
        send(JSONRPCReply.notification("textDocument/publishDiagnostics", params: params))
    }

    func logError(_ message: String) {
        send(JSONRPCReply.notification("window/logMessage", params: ["type": 1, "message": .string("rxs lsp: " + message)]))
    }

    private static func version(_ value: JSONValue?, otherwise: Int = 0) -> Int {
        if case .int(let version)? = value { return version }
        return otherwise
    }
}
