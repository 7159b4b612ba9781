import RxsScript
import RxsSession

/// The comments a script says before each command: the narration a replay page shows above
/// the step. Comment lines (`# …`, not the `#>` lines of a golden transcript) since the
/// previous command belong to the next one; a blank line between them starts a new paragraph.
package struct ScriptNarration: Sendable {
    /// Paragraphs by the 1-based line number of the command they come before.
    package private(set) var paragraphs: [Int: [String]] = [:]

    package init() {}

    package init(bytes: [UInt8]) {
        var pending: [String] = []
        var paragraph = ""
        func endParagraph() {
            if !paragraph.isEmpty { pending.append(paragraph) }
            paragraph = ""
        }
        for (number, line) in ScriptLineTexts(bytes) {
            let text = line.trimmingWhitespace
            if text.isEmpty {
                endParagraph()
            } else if text.hasPrefix("#>") {
                continue
            } else if text.hasPrefix("#") {
                let words = text.dropFirst().trimmingWhitespaceAtStart
                if words.isEmpty {
                    endParagraph()
                } else {
                    paragraph += paragraph.isEmpty ? words : " " + words
                }
            } else {
                endParagraph()
                if !pending.isEmpty { paragraphs[number] = pending }
                pending = []
            }
        }
    }
}

extension Substring {
    fileprivate var trimmingWhitespaceAtStart: String {
        String(drop { $0.isWhitespace })
    }
}
