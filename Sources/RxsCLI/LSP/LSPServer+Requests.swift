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
}
