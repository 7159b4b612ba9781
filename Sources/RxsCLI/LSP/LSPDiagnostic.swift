import APIClient
import RxsScript

/// One problem shown in the editor, on a range of the document.
package struct LSPDiagnostic: Hashable, Sendable {
    package enum Severity: Int, Sendable {
        case error = 1
        case warning = 2
    }

    package var range: LSPRange
    package var severity: Severity
    package var message: String

    package init(range: LSPRange, severity: Severity = .error, message: String) {
        self.range = range
        self.severity = severity
        self.message = message
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
    }
}
