#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lines a step is expected to print, as a script holds them: each one's bytes where they
/// lie in the script's bytes, or a text when the bytes cannot stand for it alone. A step that
/// prints what its script expects is compared byte for byte and none of its expected lines is
/// made a `String` (most of making them was the standard library's UTF-8 check of each line
/// of box drawing or arrows).
package struct ExpectedLines: Sendable {
    package enum Line: Sendable, Equatable {
        /// The line is these bytes of `storage`, decoded as UTF-8 (what is not UTF-8 replaced).
        case bytes(Range<Int>)
        case text(String)
    }

    package let lines: [Line]
    /// The bytes that `.bytes` lines index.
    package let storage: ArraySlice<UInt8>

    package init(lines: [Line], in storage: ArraySlice<UInt8>) {
        self.lines = lines
        self.storage = storage
    }

    package init(_ texts: [String]) {
        self.init(lines: texts.map(Line.text), in: [])
    }

    package var count: Int { lines.count }

    /// Line `index`'s text.
    package func text(_ index: Int) -> String {
        switch lines[index] {
        case .bytes(let range): return String(decoding: storage[range], as: UTF8.self)
        case .text(let text): return text
        }
    }

    /// Every line's text.
    package var texts: [String] { lines.indices.map(text) }

    /// Whether line `index`'s text is `bytes` (valid UTF-8, what a step prints). Bytes kept
    /// are compared as they lie: bytes equal to valid UTF-8 are valid and decode to
    /// themselves, and bytes that are not UTF-8 equal no valid bytes, as their text (with
    /// replacement characters) might — that line then is made and compared by its text.
    package func line(_ index: Int, equals bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch lines[index] {
        case .bytes(let range):
            let start = range.lowerBound - storage.startIndex
            return storage.withUnsafeBufferPointer { whole in
                Self.same(UnsafeBufferPointer(rebasing: whole[start..<start + range.count]), bytes)
            }
        case .text(let text):
            return text.utf8.withContiguousStorageIfAvailable { Self.same($0, bytes) } ?? false
        }
    }

    private static func same(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        guard left.count == right.count else { return false }
        guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else { return true }
        return memcmp(leftStart, rightStart, left.count) == 0
    }
}
