import RxUI
import RxsScript
import RxsSession
import RxsRunner
import RxsSupport

/// What a Tab press does to the line, worked out from the typed word and the candidates.
enum CompletionEdit: Hashable {
    /// Replace the typed word (`deleting` Unicode scalars before the cursor) with `inserting`.
    case replace(deleting: Int, inserting: String)
    /// Nothing more in common: show the candidates.
    case list([String])

    /// One candidate completes with a trailing space; several extend the word to their common
    /// prefix; when that adds nothing they are listed. Nil when there is no candidate (beep).
    static func plan(typed: String, candidates: [String]) -> CompletionEdit? {
        guard let first = candidates.first else { return nil }
        let deleting = typed.unicodeScalars.count
        if candidates.count == 1 { return .replace(deleting: deleting, inserting: first + " ") }
        let common = candidates.dropFirst().reduce(first) { prefix, candidate in
            String(zip(prefix, candidate).prefix { $0 == $1 }.map(\.0))
        }
        if common.count > typed.count { return .replace(deleting: deleting, inserting: common) }
        return .list(candidates)
    }
}

/// Candidates laid out in columns like `ls`, filled top to bottom.
enum CompletionListing {
    static func layout(_ candidates: [String], width: Int) -> String {
        guard !candidates.isEmpty else { return "" }
        let cell = (candidates.map(DisplayWidth.of).max() ?? 0) + 2
        let columns = max(1, width / cell)
        let rows = (candidates.count + columns - 1) / columns
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let index = column * rows + row
                guard index < candidates.count else { break }
                line += TextWrap.padded(candidates[index], to: cell)
            }
            lines.append(String(line.reversed().drop { $0 == " " }.reversed()))
        }
        return lines.joined(separator: "\n")
    }
}

/// Prompts may carry colour; libedit must not count escape sequences as columns, so each
/// one is wrapped in the invisible-text delimiter the editor is configured with.
enum PromptMarkup {
    static let invisibleDelimiter: Character = "\u{1}"

    static func markingInvisible(_ prompt: String) -> String {
        var result = ""
        var scalars = prompt.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1}" { continue }
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            var sequence = "\u{1B}"
            if let next = scalars.next() {
                sequence.unicodeScalars.append(next)
                // CSI sequences (ESC [ …) run to a final byte in @…~.
                while next == "[", let part = scalars.next() {
                    sequence.unicodeScalars.append(part)
                    if (0x40...0x7E).contains(part.value) { break }
                }
            }
            result += "\u{1}" + sequence + "\u{1}"
        }
        return result
    }
}
