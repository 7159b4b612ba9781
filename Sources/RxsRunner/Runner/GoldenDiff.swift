import RxsScript
import RxsSession

/// A line diff in the unified format (`diff -u`): `---`/`+++` headers, then hunks
/// `@@ -start,count +start,count @@` with three lines of context, ` ` kept, `-` removed,
/// `+` added. Counts of 1 are left out, as GNU diff does.
package enum UnifiedDiff {
    package enum Edit: Equatable, Sendable {
        case keep(old: Int, new: Int)
        case remove(old: Int)
        case insert(new: Int)
    }

    /// The diff from `old` to `new`, or nil when they are equal.
    package static func render(old: [String], new: [String], oldLabel: String, newLabel: String,
                              context: Int = 3) -> String? {
        let edits = self.edits(old: old, new: new)
        let changed = edits.indices.filter { if case .keep = edits[$0] { return false } else { return true } }
        guard let first = changed.first else { return nil }
        var output = ["--- " + oldLabel, "+++ " + newLabel]
        var hunkStart = max(first - context, 0)
        var hunkEnd = min(first + context + 1, edits.count)
        for index in changed.dropFirst() {
            if index - context <= hunkEnd {
                hunkEnd = min(index + context + 1, edits.count)
            } else {
                output += hunk(edits, hunkStart..<hunkEnd, old: old, new: new)
                hunkStart = index - context
                hunkEnd = min(index + context + 1, edits.count)
            }
        }
        output += hunk(edits, hunkStart..<hunkEnd, old: old, new: new)
        return output.joined(separator: "\n")
    }

    /// The shortest edit script (Myers' algorithm) after setting aside the common start and
    /// end, which is nearly all of a script whose transcript changed in a few places.
    package static func edits(old: [String], new: [String]) -> [Edit] {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        var edits = (0..<prefix).map { Edit.keep(old: $0, new: $0) }
        edits += middle(Array(old[prefix..<(old.count - suffix)]), Array(new[prefix..<(new.count - suffix)]))
            .map { edit in
                switch edit {
                case .keep(let a, let b): return .keep(old: a + prefix, new: b + prefix)
                case .remove(let a): return .remove(old: a + prefix)
                case .insert(let b): return .insert(new: b + prefix)
                }
            }
        edits += (0..<suffix).map { Edit.keep(old: old.count - suffix + $0, new: new.count - suffix + $0) }
        return edits
    }

    /// Past this many differing lines the diff replaces the whole middle instead: still a
    /// correct diff, without the quadratic search.
    static let searchLimit = 2000

    private static func middle(_ old: [String], _ new: [String]) -> [Edit] {
        let n = old.count, m = new.count, limit = n + m
        guard limit > 0 else { return [] }
        guard limit <= searchLimit else {
            return (0..<n).map { Edit.remove(old: $0) } + (0..<m).map { Edit.insert(new: $0) }
        }
        let offset = limit + 1
        var frontier = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d]: the frontier before depth d, diagonals -d-1...d+1 (all depth d reads).
        var trace: [[Int]] = []
        search: for depth in 0...limit {
            trace.append(Array(frontier[(offset - depth - 1)...(offset + depth + 1)]))
            for diagonal in stride(from: -depth, through: depth, by: 2) {
                let down = diagonal == -depth
                    || (diagonal != depth && frontier[offset + diagonal - 1] < frontier[offset + diagonal + 1])
                var x = down ? frontier[offset + diagonal + 1] : frontier[offset + diagonal - 1] + 1
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                frontier[offset + diagonal] = x
                if x >= n, y >= m { break search }
            }
        }
        var edits: [Edit] = []
        var x = n, y = m
        for depth in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[depth]
            let base = depth + 1
            let diagonal = x - y
            let down = diagonal == -depth
                || (diagonal != depth && previous[base + diagonal - 1] < previous[base + diagonal + 1])
            let previousDiagonal = down ? diagonal + 1 : diagonal - 1
            let previousX = depth == 0 ? 0 : previous[base + previousDiagonal]
            let previousY = previousX - (depth == 0 ? 0 : previousDiagonal)
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                edits.append(.keep(old: x, new: y))
            }
            guard depth > 0 else { break }
            edits.append(down ? .insert(new: previousY) : .remove(old: previousX))
            x = previousX
            y = previousY
        }
        return edits.reversed()
    }

    private static func hunk(_ edits: [Edit], _ span: Range<Int>, old: [String], new: [String]) -> [String] {
        var oldStart = 0, newStart = 0
        for edit in edits[..<span.lowerBound] {
            if case .insert = edit {} else { oldStart += 1 }
            if case .remove = edit {} else { newStart += 1 }
        }
        var lines: [String] = []
        var oldCount = 0, newCount = 0
        for edit in edits[span] {
            switch edit {
            case .keep(let a, _):
                oldCount += 1
                newCount += 1
                lines.append(" " + old[a])
            case .remove(let a):
                oldCount += 1
                lines.append("-" + old[a])
            case .insert(let b):
                newCount += 1
                lines.append("+" + new[b])
            }
        }
        return ["@@ -\(range(start: oldStart, count: oldCount)) +\(range(start: newStart, count: newCount)) @@"] + lines
    }

    /// `start,count` 1-based from the lines before the hunk; an empty range names the line
    /// before it, as `diff -u` does.
    private static func range(start: Int, count: Int) -> String {
        switch count {
        case 0: return "\(start),0"
        case 1: return "\(start + 1)"
        default: return "\(start + 1),\(count)"
        }
    }
}
