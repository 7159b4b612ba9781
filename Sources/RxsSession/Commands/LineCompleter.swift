import RxsScript

/// Tab completion for the line protocol: command names first, then each command's arguments.
package enum LineCompleter {
    /// Whole words (spelled as a script writes them) that can replace the word at the cursor,
    /// matching what is typed so far regardless of case.
    package static func candidates(line: String, cursor: String.Index, context: CompletionContext) -> [String] {
        let partial = PartialLine(line[..<cursor])
        guard !partial.isInComment else { return [] }
        let all: [String]
        if let name = partial.words.first {
            guard let command = CommandRegistry.command(named: name) else { return [] }
            let position = ArgumentPosition(index: partial.words.count - 1, previous: Array(partial.words.dropFirst()))
            all = command.completions(at: position, in: context)
        } else {
            all = CommandRegistry.names
        }
        let typed = unquotedStart(partial.current)
        var seen = Set<String>()
        return all.filter { unquotedStart($0).hasPrefix(typed) && seen.insert($0).inserted }
    }

    /// Lowercased text without a leading quote, so `"Tr` matches `"Try again"` and `re` matches `repos`.
    private static func unquotedStart(_ word: String) -> String {
        (word.hasPrefix("\"") ? String(word.dropFirst()) : word).lowercased()
    }
}
