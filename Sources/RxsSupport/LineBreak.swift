#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finding where a line of text ends (LF, CR or CR LF), as scripts and their transcripts
/// split: `memchr` runs over many bytes at a time, where a loop reads them one by one.
package enum LineBreak {
    /// The index of the first LF or CR at or after `start`, or `buffer.count` when there is none.
    package static func next(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress, start < buffer.count else { return buffer.count }
        let origin = UnsafeRawPointer(base)
        var lineFeed = buffer.count
        if let found = memchr(origin + start, 0x0A, buffer.count - start) {
            lineFeed = origin.distance(to: UnsafeRawPointer(found))
        }
        // A carriage return can only come first within the bytes before the line feed.
        guard lineFeed > start, let found = memchr(origin + start, 0x0D, lineFeed - start) else { return lineFeed }
        return origin.distance(to: UnsafeRawPointer(found))
    }
}
