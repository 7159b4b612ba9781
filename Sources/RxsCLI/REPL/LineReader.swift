#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// What one read from the user gives.
package enum LineInput: Hashable, Sendable {
    /// A line, without its newline.
    case line(String)
    /// Ctrl-C: the line being edited was dropped; the session goes on.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input.
    case endOfInput
}

/// Reads the REPL's input one line at a time.
package protocol LineReader: AnyObject {
    /// Shows `prompt` (terminals only) and waits for a line.
    func readLine(prompt: String) -> LineInput
}

/// Chooses how to read standard input.
package enum StandardInput {
    /// True when both stdin and stdout are terminals, the only case where line editing works:
    /// with stdout piped libedit turns editing off, with stdin piped it still writes history.
    /// stdout is rxs's own (`StandardOutput`): descriptor 1 may be `StrayOutput`'s pipe.
    package static var isTerminal: Bool { isatty(0) == 1 && StandardOutput.isTerminal }

    /// A libedit `LineEditor` on a terminal, plain line reading otherwise.
    /// `completion` gets the line and the cursor and returns candidates for the word at the cursor.
    package static func lineReader(
        historyFile: String?, completion: @escaping LineEditor.Completion
    ) -> any LineReader {
        if isTerminal, let editor = LineEditor(historyFile: historyFile, completion: completion) {
            return editor
        }
        return PlainLineReader()
    }
}

/// Reads lines without editing, prompt or history, for piped input and output.
package final class PlainLineReader: LineReader {
    private let nextLine: () -> String?

    /// `nextLine` defaults to standard input; tests pass their own lines.
    package init(nextLine: @escaping () -> String? = { Swift.readLine(strippingNewline: true) }) {
        self.nextLine = nextLine
    }

    package func readLine(prompt: String) -> LineInput {
        nextLine().map(LineInput.line) ?? .endOfInput
    }
}
