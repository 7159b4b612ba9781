import RxsSupport

/// Finds what a mistyped name was meant to be: commands, screens, element ids, paths, keywords.
package enum Suggester {
    /// The closest candidates to `word`, best first (ties keep the candidates' order), at most `limit`.
    ///
    /// Distance is Damerau-Levenshtein (optimal string alignment: insert, delete, substitute,
    /// swap neighbours) ignoring case. Only candidates within a threshold that grows with the
    /// word's length count, so short words don't "match" everything.
    package static func suggestions(for word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let threshold = maximumDistance(forLength: word.count)
        var best: [String] = []
        var bestDistance = Int.max
        for candidate in candidates {
            guard abs(candidate.count - word.count) <= threshold else { continue }
            let distance = EditDistance.between(word, candidate)
            guard distance <= threshold, distance <= bestDistance else { continue }
            if distance < bestDistance {
                best = []
                bestDistance = distance
            }
            if !best.contains(candidate) { best.append(candidate) }
        }
        return Array(best.prefix(limit))
    }

    /// `did you mean a?`, `did you mean a or b?`, `did you mean a, b or c?`, or nil when nothing is close.
    package static func didYouMean(_ word: String, among candidates: [String]) -> String? {
        let found = suggestions(for: word, among: candidates)
        guard let last = found.last else { return nil }
        let list = found.count == 1 ? last : found.dropLast().joined(separator: ", ") + " or " + last
        return "did you mean \(list)?"
    }

    /// The names a "did you mean …?" hint offers, best first (the list `didYouMean` writes, as
    /// some errors write it too); nil for any other hint. A name with a space or a comma could
    /// not be told from the list's own separators: a hint holding one gives nil.
    package static func names(inDidYouMean hint: String) -> [String]? {
        let prefix = "did you mean "
        guard hint.hasPrefix(prefix), hint.hasSuffix("?"), hint.count > prefix.count + 1 else { return nil }
        let list = String(hint.dropFirst(prefix.count).dropLast())
        let halves = list.components(separatedBy: " or ")
        guard halves.count <= 2, let last = halves.last else { return nil }
        let names = (halves.count == 2 ? halves[0].components(separatedBy: ", ") : []) + [last]
        guard names.allSatisfy({ !$0.isEmpty && !$0.contains(where: { $0.isWhitespace || $0 == "," }) }) else { return nil }
        return names
    }

    /// Edit distance allowed for a typed word of `length` characters: 1 up to 4, 2 up to 7, then 3.
    static func maximumDistance(forLength length: Int) -> Int {
        min(max(1, (length + 1) / 3), 3)
    }
}
