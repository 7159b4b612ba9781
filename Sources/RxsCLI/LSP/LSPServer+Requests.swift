import APIClient
import Foundation

/// The requests about an open document, answered from its text and the states of the walk
/// through it.
extension LSPServer {
    /// How long completion and hover wait for the walk to reach their line.
    static let stateWait = 2.0

    func answerer(for method: String) -> (@Sendable (LSPOpenDocument, LSPPosition) -> JSONValue)? {
        switch method {
        case "textDocument/completion":
            return { [screens] open, position in
                LSPCompletion(line: LSPLineText(open.document, line: position.line), folder: open.folder, screens: screens,
                              state: { open.states.snapshot(before: $0, waiting: Self.stateWait) }).items(at: position)
            }
        case "textDocument/hover":
            return { open, position in
                LSPHover(line: LSPLineText(open.document, line: position.line), file: open.file,
                         state: { open.states.snapshot(before: $0, waiting: Self.stateWait) }).hover(at: position)
            }
        case "textDocument/definition":
            return { open, position in LSPNavigation(document: open.document, file: open.file).definition(at: position) }
        case "textDocument/documentSymbol":
            let hierarchical = state.withLock { $0.hierarchicalSymbols }
            return { open, _ in LSPNavigation(document: open.document, file: open.file).symbols(hierarchical: hierarchical) }
        default:
            return nil
        }
    }

    /// The requests answered from the last run of the document as it is now (`freshRun`).
    func runAnswerer(for method: String) -> (@Sendable (LSPOpenDocument, JSONValue) -> JSONValue)? {
        switch method {
        case "textDocument/codeAction":
            let documentChanges = state.withLock { $0.documentChanges }
            return { open, params in
                let only = params["context"]?["only"].flatMap { value -> [String]? in
                    guard case .array(let kinds) = value else { return nil }
                    return kinds.compactMap(\.stringValue)
                }
                let range = LSPRange(json: params["range"]) ?? LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0))
                return LSPCodeActions(open: open, documentChanges: documentChanges).actions(in: range, only: only)
            }
        case "textDocument/codeLens":
            return { open, _ in LSPCodeLenses(open: open).lenses() }
        case "textDocument/inlayHint":
            return { open, params in
                guard let range = LSPRange(json: params["range"]) else { return [] }
                return LSPInlayHints(open: open).hints(in: range)
            }
        default:
            return nil
        }
    }
}
