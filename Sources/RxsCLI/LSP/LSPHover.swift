import APIClient
import RxUI
import RxsScript
import RxsSession

/// `textDocument/hover`: on a command word, what `rxs help COMMAND` prints; on a control id
/// (or the control of a path), its kind and its values as the line sees them.
struct LSPHover {
    let line: LSPLineText
    let file: String
    let state: (Int) -> Snapshot?

    func hover(at position: LSPPosition) -> JSONValue {
        guard let tokens = try? LineTokenizer.tokens(in: line.text, line: line.index + 1, file: file),
              let first = tokens.first else { return .null }
        if line.contains(first.span, position) {
            guard let command = CommandRegistry.command(named: first.text) else { return .null }
            return Self.contents(HelpText.details(of: command.help), range: line.range(of: first.span))
        }
        guard let parsed = try? CommandRegistry.parse(tokens) else { return .null }
        if let control = LSPCommandParts.control(of: parsed), line.contains(control.span, position) {
            return element(control.value, range: line.range(of: control.span))
        }
        for path in LSPCommandParts.paths(of: parsed) where line.contains(path.span, position) {
            return self.path(path.value, range: line.range(of: path.span))
        }
        return .null
    }

    /// "searchBar: searchBar on screen repos" and one `path == value` line per property.
    private func element(_ id: String, range: LSPRange) -> JSONValue {
        guard let snapshot = state(line.index) else { return .null }
        guard let screen = snapshot.top else { return Self.contents("\(id): no screen is open at this line", range: range) }
        guard let element = screen.element(id) else {
            return Self.contents("\(id): not on screen \(screen.name) at this line", range: range)
        }
        var lines = ["\(id): \(element.kind.rawValue) on screen \(screen.name)"]
        for name in element.propertyNames {
            guard let value = element.value(of: name) else { continue }
            lines.append("\(id).\(name) == \(Session.spelling(of: value))")
        }
        return Self.contents(lines.joined(separator: "\n"), range: range)
    }

    /// A path of a control: the control; a common path (`nav.title`): its value.
    private func path(_ path: ElementPath, range: LSPRange) -> JSONValue {
        guard let snapshot = state(line.index) else { return .null }
        if snapshot.top?.element(path.element) != nil { return element(path.element, range: range) }
        guard let value = try? snapshot.value(at: path.description) else { return .null }
        return Self.contents("\(path) == \(Session.spelling(of: value))", range: range)
    }

    private static func contents(_ text: String, range: LSPRange) -> JSONValue {
        ["contents": ["kind": "plaintext", "value": .string(text)], "range": range.json]
    }
}
