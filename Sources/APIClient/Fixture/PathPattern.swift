/// Cassette path patterns: `*` is any characters within one segment, a segment `**` any
/// number of whole segments (none too). Matched segment by segment from the end, so the work
/// is at most pattern segments × path segments, whatever the pattern.
enum PathPattern {
    static func matches(pattern: String, path: String) -> Bool {
        // The shapes services and cassettes mostly use, without the general walk (every
        // request is routed by its service's patterns): a literal path, and a literal folder
        // with everything under it (`/users/**`, the folder itself included).
        if !holdsStar(pattern) { return pattern == path }
        if pattern.hasSuffix("/**") {
            let folder = pattern.dropLast(3)
            if !holdsStar(folder) { return path == folder || path.hasPrefix(folder + "/") }
        }
        return walk(pattern: pattern, path: path)
    }

    /// Any pattern: segment by segment, `**` spanning any number of segments.
    static func walk(pattern: String, path: String) -> Bool {
        let pattern = pattern.split(separator: "/", omittingEmptySubsequences: false)
        let path = path.split(separator: "/", omittingEmptySubsequences: false)
        // later[j]: whether the pattern's segments after the current one match path[j...].
        var later = [Bool](repeating: false, count: path.count + 1)
        later[path.count] = true
        for segment in pattern.reversed() {
            var current = [Bool](repeating: false, count: path.count + 1)
            if segment == "**" {
                current[path.count] = later[path.count]
                for j in stride(from: path.count - 1, through: 0, by: -1) {
                    current[j] = later[j] || current[j + 1]
                }
            } else {
                for j in 0..<path.count where later[j + 1] {
                    current[j] = segmentMatches(segment, path[j])
                }
            }
            later = current
        }
        return later[0]
    }

    /// Whether `text` holds a `*`, as `contains("*")` says: an ASCII text by its bytes, where
    /// each byte is a character (Foundation's `contains`, which a string argument picks, cost
    /// about 4 k instructions a call, several a routed request); any other as before.
    static func holdsStar(_ text: String) -> Bool { holdsStar(text[...]) }

    static func holdsStar(_ text: Substring) -> Bool {
        var star = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return text.contains("*") }
            if byte == UInt8(ascii: "*") { star = true }
        }
        return star
    }

    /// `*` within a segment: any characters (none too), matched greedily from both ends.
    static func segmentMatches(_ pattern: Substring, _ segment: Substring) -> Bool {
        guard holdsStar(pattern) else { return pattern == segment }
        let parts = pattern.split(separator: "*", omittingEmptySubsequences: false)
        var rest = segment[...]
        guard let head = parts.first, rest.hasPrefix(head) else { return false }
        rest = rest.dropFirst(head.count)
        let tail = parts.last ?? ""
        for part in parts.dropFirst().dropLast() where !part.isEmpty {
            guard let found = rest.firstRange(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.count >= tail.count && rest.hasSuffix(tail)
    }
}
