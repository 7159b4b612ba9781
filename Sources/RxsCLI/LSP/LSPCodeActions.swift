import APIClient

/// `textDocument/codeAction`: quick fixes for the diagnostics on the asked lines — "Change to
/// X" for each name a "did you mean X?" offers, "Replace with the actual output" for a `#>`
/// block that differs — and the source action "Update every transcript block", the document as
/// `rxs test --update` would write it. Each comes from the walk or run of the text as it is
/// now: while either is under way, or after an edit the run has not seen, there are none
/// rather than edits made for another text.
struct LSPCodeActions {
    static let updateKind = "source.updateTranscript"
    /// Each block's fix rewrites the document once: a request over more differing blocks than
    /// this gets the first ones' (the source action still updates them all).
    static let blockFixLimit = 20

    let open: LSPOpenDocument
    /// The client takes `documentChanges` (edits tied to the document's version); else `changes`.
    let documentChanges: Bool

    func actions(in range: LSPRange, only: [String]?) -> JSONValue {
        func wants(_ kind: String) -> Bool { only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
        let run = open.freshRun
        var actions: [JSONValue] = []
        if wants("quickfix") {
            var blockFixes = 0
            // By lines: a cursor anywhere on a diagnostic's line (as editors ask) finds its fixes.
            for diagnostic in fixable(run: run)
            where diagnostic.range.start.line <= range.end.line && range.start.line <= diagnostic.range.end.line {
                if case .actualOutput? = diagnostic.fix {
                    guard blockFixes < Self.blockFixLimit else { continue }
                    blockFixes += 1
                }
                actions += quickFixes(for: diagnostic, run: run)
            }
        }
        if wants(Self.updateKind), let edit = run?.transcripts?.whole() {
            actions.append(["title": "Update every transcript block", "kind": .string(Self.updateKind), "edit": workspaceEdit(edit)])
        }
        return .array(actions)
    }

    /// The diagnostics shown now whose walk or run saw this very text.
    private func fixable(run: LSPRunRecord?) -> [LSPDiagnostic] {
        let walked = open.walkStop == nil ? open.walkDiagnostics : []
        guard run != nil else { return walked }
        let said = Set(open.walkDiagnostics.map { "\($0.range.start.line)\n\($0.message)" })
        return walked + open.runDiagnostics.filter { !said.contains("\($0.range.start.line)\n\($0.message)") }
    }

    private func quickFixes(for diagnostic: LSPDiagnostic, run: LSPRunRecord?) -> [JSONValue] {
        switch diagnostic.fix {
        case .change(let names)?:
            return names.enumerated().map { index, name in
                action("Change to \(name)", diagnostic, LSPTextEdit(range: diagnostic.range, newText: name), preferred: index == 0)
            }
        case .actualOutput(let commandLine)?:
            guard let edit = run?.transcripts?.block(commandLine) else { return [] }
            return [action("Replace with the actual output", diagnostic, edit, preferred: true)]
        case nil:
            return []
        }
    }

    private func action(_ title: String, _ diagnostic: LSPDiagnostic, _ edit: LSPTextEdit, preferred: Bool) -> JSONValue {
        ["title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic.json], "isPreferred": .bool(preferred),
         "edit": workspaceEdit(edit)]
    }

    private func workspaceEdit(_ edit: LSPTextEdit) -> JSONValue {
        let uri = open.document.uri
        guard documentChanges else { return ["changes": .object([uri: [edit.json]])] }
        return ["documentChanges": [["textDocument": ["uri": .string(uri), "version": .int(open.document.version)],
                                     "edits": [edit.json]]]]
    }
}
