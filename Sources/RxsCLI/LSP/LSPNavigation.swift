import APIClient
import Foundation
import RxsScript
import RxsSession

/// `textDocument/definition` on an `include` line (the included script) and
/// `textDocument/documentSymbol` (one symbol per `open SCREEN` line).
struct LSPNavigation {
    let document: LSPDocument
    let file: String

    /// The included script's location, for a position on an `include` line.
    func definition(at position: LSPPosition) -> JSONValue {
        let line = LSPLineText(document, line: position.line)
        guard let parsed = try? CommandRegistry.parse(line: line.text, number: position.line + 1, file: file),
              let included = LSPCommandParts.include(of: parsed) else { return .null }
        let path = LSPIncludes.path(of: included.value, including: file)
        let start: JSONValue = LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0)).json
        return ["uri": .string(LSPURI.uri(ofPath: path)), "range": start]
    }

    /// Each `open` line, named after its screen, spanning the lines up to the next `open`.
    /// `hierarchical`: DocumentSymbol (the client said it takes them), else SymbolInformation.
    func symbols(hierarchical: Bool) -> JSONValue {
        let opens = Script(file: file, text: document.text).lines.compactMap { line in
            LSPCommandParts.screen(of: line.command).map { (index: line.number - 1, screen: $0) }
        }
        return .array(opens.enumerated().map { position, open in
            var last = position + 1 < opens.count ? opens[position + 1].index - 1 : document.lineCount - 1
            // Up to the section's last line that is not blank.
            while last > open.index, document.line(last).allSatisfy({ $0 == " " || $0 == "\t" }) { last -= 1 }
            let range = LSPRange(start: LSPPosition(line: open.index, character: 0), end: document.endOfLine(last))
            // Screens are view controllers: LSP's SymbolKind Class.
            let kind: JSONValue = 5
            guard hierarchical else {
                return ["name": .string(open.screen.value), "kind": kind,
                        "location": ["uri": .string(document.uri), "range": range.json]]
            }
            let selection = LSPLineText(document, line: open.index).range(of: open.screen.span)
            return ["name": .string(open.screen.value), "kind": kind, "detail": .string("open \(open.screen.value)"),
                    "range": range.json, "selectionRange": selection.json]
        })
    }
}

/// `file://` URIs and the paths they name.
enum LSPURI {
    /// The path of a `file:` URI (percent escapes decoded); nil for other schemes.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.scheme == "file", !url.path.isEmpty else { return nil }
        return url.standardizedFileURL.path
    }

    static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
