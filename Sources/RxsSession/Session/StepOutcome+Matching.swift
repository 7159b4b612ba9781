#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension StepOutcome {
    /// Whether `lines` are `expected`, line by line as `same` compares two lines (the expected
    /// one first), and as many. A line whose bytes are the expected line's is the same without
    /// asking, and only a line that is not is made a `String`: a step that printed what its
    /// script expects makes no text of its lines (making them, a `String` grown piece by piece
    /// for each change line, cost more than running most steps' commands).
    package func linesMatch(_ expected: [String], by same: (_ expected: String, _ actual: String) -> Bool) -> Bool {
        var next = 0
        var matched = true
        if !changes.isEmpty || !logs.isEmpty {
            var scratch = TranscriptBytes()
            forEachTimedLine { line in
                guard matched else { return }
                guard next < expected.count else {
                    matched = false
                    return
                }
                scratch.removeAll()
                line.write(to: &scratch)
                let equal = scratch.bytes.withUnsafeBufferPointer { Self.bytes(of: expected[next], equal: $0) }
                if !equal, !same(expected[next], line.line) { matched = false }
                next += 1
            }
        }
        guard matched else { return false }
        for text in output {
            guard Self.linesOf(text, match: expected, from: &next, by: same) else { return false }
        }
        if let failure {
            for line in failure.message.split(separator: "\n") {
                guard next < expected.count, same(expected[next], String(line)) else { return false }
                next += 1
            }
        }
        return next == expected.count
    }

    /// Whether the lines of printed `text` (`lines(of:)`) are the expected ones from `next` on,
    /// moving `next` past them. A text without carriage returns is compared where it lies.
    private static func linesOf(_ text: String, match expected: [String], from next: inout Int,
                                by same: (String, String) -> Bool) -> Bool {
        var text = text
        let compared = text.withUTF8 { bytes -> Bool? in
            guard !bytes.contains(0x0D) else { return nil }
            var matched = true
            forEachLine(in: bytes) { range in
                guard matched else { return }
                guard next < expected.count else {
                    matched = false
                    return
                }
                let line = UnsafeBufferPointer(rebasing: bytes[range])
                // Cut at line feeds, each line of the valid text is valid as it is.
                if !Self.bytes(of: expected[next], equal: line), !same(expected[next], String(decoding: line, as: UTF8.self)) {
                    matched = false
                }
                next += 1
            }
            return matched
        }
        if let compared { return compared }
        for line in lines(of: text) {
            guard next < expected.count, same(expected[next], line) else { return false }
            next += 1
        }
        return true
    }

    /// Whether `text`'s UTF-8 is `bytes`.
    private static func bytes(of text: String, equal bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let equal = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard utf8.count == bytes.count else { return false }
            guard let left = utf8.baseAddress, let right = bytes.baseAddress else { return true }
            return memcmp(left, right, bytes.count) == 0
        }
        return equal ?? false
    }
}
