/// Edit distance with adjacent transpositions (optimal string alignment), on characters,
/// ignoring case: "serchButton" is 1 from "searchButton", "nav.titel" 1 from "nav.title".
package enum EditDistance {
    package static func between(_ lhs: String, _ rhs: String) -> Int {
        let a = Array(lhs.lowercased())
        let b = Array(rhs.lowercased())
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, beforePrevious[j - 2] + 1)
                }
                current[j] = best
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// Up to `limit` candidates close to `text`, closest first, ties in candidate order.
    package static func closest(to text: String, among candidates: [String], limit: Int = 3) -> [String] {
        let threshold = max(2, text.count / 4)
        return candidates.enumerated()
            .map { (candidate: $0.element, index: $0.offset, distance: between(text, $0.element)) }
            .filter { $0.distance <= threshold }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
            .prefix(limit)
            .map(\.candidate)
    }
}
