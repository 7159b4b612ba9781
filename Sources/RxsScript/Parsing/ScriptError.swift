import RxsSupport

/// A problem with script input, pinned to the place in the source it came from.
///
/// Rendered like a compiler diagnostic:
///
///     demo.rxs:3:1: error: unknown command 'tpye'
///     tpye searchBar octocat
///     ^~~~
///     did you mean type?
package struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
    package var span: SourceSpan
    package var message: String
    /// Extra lines after the caret: a "did you mean …?" suggestion, a usage line, advice.
    package var hints: [String]

    package init(_ message: String, at span: SourceSpan, hints: [String] = []) {
        self.span = span
        self.message = message
        self.hints = hints
    }

    package var location: SourceLocation { span.location }

    /// The diagnostic on one line, hints joined with dashes: for `--json` and logs.
    package var description: String {
        ([headline(color: false)] + hints).joined(separator: " — ")
    }

    /// The full diagnostic: headline, source line, caret with underline, then one line per hint.
    /// `color` adds ANSI styling; callers pass false unless writing to a terminal without NO_COLOR.
    package func rendered(color: Bool = false) -> String {
        let caret = caretLine()
        let styledCaret = color ? Style.green + caret + Style.reset : caret
        return ([headline(color: color), span.lineText, styledCaret] + hints).joined(separator: "\n")
    }

    private func headline(color: Bool) -> String {
        guard color else { return "\(span.location): error: \(message)" }
        return Style.bold + "\(span.location): " + Style.boldRed + "error: " + Style.reset
            + Style.bold + message + Style.reset
    }

    /// Spaces (and the line's own tabs) up to the column, then `^` and `~` under the rest of the span.
    private func caretLine() -> String {
        let characters = Array(span.lineText)
        let start = max(span.location.column - 1, 0)
        var line = ""
        for index in 0..<start {
            if index < characters.count, characters[index] == "\t" {
                line.append("\t")
            } else {
                let width = index < characters.count ? DisplayWidth.of(characters[index]) : 1
                line.append(String(repeating: " ", count: width))
            }
        }
        let end = min(start + span.length, characters.count)
        let underlined = start < end ? DisplayWidth.of(String(characters[start..<end])) : 1
        return line + "^" + String(repeating: "~", count: max(underlined - 1, 0))
    }
}

/// ANSI styles used by diagnostics on a colour terminal.
enum Style {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let boldRed = "\u{1B}[1;31m"
    static let green = "\u{1B}[32m"
}

extension ScriptError {
    /// "unknown element 'serchField' on screen search" with "did you mean searchField?", or the
    /// names to choose from when none is close. For screens, element ids, paths, buttons.
    ///
    /// - Parameters:
    ///   - kind: what the name should be, e.g. `element`, `screen`, `path`.
    ///   - place: where it was looked up, e.g. `on screen search`; nil for nothing.
    package static func unknown(
        _ kind: String, _ name: Located<String>, _ place: String? = nil, candidates: [String]
    ) -> ScriptError {
        let message = ["unknown \(kind) '\(name.value)'", place].compactMap { $0 }.joined(separator: " ")
        if let suggestion = Suggester.didYouMean(name.value, among: candidates) {
            return ScriptError(message, at: name.span, hints: [suggestion])
        }
        guard !candidates.isEmpty else { return ScriptError(message, at: name.span) }
        let shown = candidates.prefix(8).joined(separator: ", ")
        return ScriptError(message, at: name.span, hints: ["choose from " + shown + (candidates.count > 8 ? ", …" : "")])
    }
}

extension ScriptError {
    /// Errors shown for a script that does not parse before the rest are counted instead.
    package static let shownLimit = 20

    /// After the first `shownLimit` errors: how many more lines have errors, and why that may
    /// be (a file holding NUL bytes is likely no script). Nil when all were shown.
    package static func notShown(count: Int, in file: String, bytes: [UInt8]) -> String? {
        notShown(count: count, in: file, holdsNUL: { bytes.contains(0) })
    }

    /// As `notShown(count:in:bytes:)`, asking `holdsNUL` only when there are more errors.
    package static func notShown(count: Int, in file: String, holdsNUL: () -> Bool) -> String? {
        let more = count - shownLimit
        guard more > 0 else { return nil }
        let binary = holdsNUL() ? "; it holds NUL bytes, so it may not be a script" : ""
        return "\(file): \(more) more \(more == 1 ? "line has errors" : "lines have errors") (the first \(shownLimit) are shown)\(binary)"
    }
}
