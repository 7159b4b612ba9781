import APIClient
import RxsScript

/// What a code action does about a diagnostic.
package enum LSPFix: Hashable, Sendable {
    /// Replace the diagnostic's range (a mistyped word) with one of these names.
    case change(to: [String])
    /// Replace the `#>` block of the command on this (1-based) line with what it printed.
    case actualOutput(commandLine: Int)
}

/// One problem shown in the editor, on a range of the document.
package struct LSPDiagnostic: Hashable, Sendable {
    package enum Severity: Int, Sendable {
        case error = 1
        case warning = 2
    }

    package var range: LSPRange
    package var severity: Severity
    package var message: String
    /// How a code action can fix it, when one can (`LSPCodeActions`). Not part of what is
    /// published; a diagnostic moved through an edit loses it (its fix was for the old text).
    package var fix: LSPFix?

    package init(range: LSPRange, severity: Severity = .error, message: String, fix: LSPFix? = nil) {
        self.range = range
        self.severity = severity
        self.message = message
        self.fix = fix
    }

    package var json: JSONValue {
        ["range": range.json, "severity": .int(severity.rawValue), "source": "rxs", "message": .string(message)]
    }

    /// A script error where it points, with its hints on the lines after the message. An
    /// error inside another file (an included script) is put on `line` (0-based) of this
    /// document, the line that led there, and names its own place.
    package init(_ error: ScriptError, file: String, in document: LSPDocument, line: Int) {
        message = ([error.message] + error.hints).joined(separator: "\n")
        severity = .error
        let location = error.location
        guard location.file == file, location.line - 1 < document.lineCount else {
            message = "\(location): \(message)"
            range = document.contentRange(ofLine: line)
            return
        }
        let index = location.line - 1
        guard error.span.length > 0 else {
            range = document.contentRange(ofLine: index)
            return
        }
        range = LSPRange(start: document.position(line: index, column: location.column),
                         end: document.position(line: index, column: location.column + error.span.length))
        // The range is the wrong word itself: a "did you mean …?" names what can replace it.
        fix = error.hints.lazy.compactMap(Suggester.names(inDidYouMean:)).first.map(LSPFix.change)
    }
}
