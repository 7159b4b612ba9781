import Foundation

/// Newline-delimited messages over file descriptors, as MCP's stdio transport frames them:
/// one message a line, a line ends at LF (a CR before it is dropped). A line longer than
/// `maximumLine` is not kept: it is skipped to its end and reported once, so a client that
/// never sends a line break cannot make the server hold unbounded memory.
package final class LineTransport {
    package enum Read: Equatable {
        case line([UInt8])
        /// A line longer than `maximumLine`; its bytes were dropped.
        case tooLong
        case end
    }

    package static let maximumLine = 64 << 20

    private let input: Int32
    private let output: Int32
    private let maximumLine: Int
    private var buffer: [UInt8] = []
    /// Bytes of `buffer` already searched for a line break.
    private var searched = 0
    /// Dropping the rest of a line that was too long.
    private var skipping = false
    private var ended = false

    package init(input: Int32, output: Int32, maximumLine: Int = LineTransport.maximumLine) {
        self.input = input
        self.output = output
        self.maximumLine = maximumLine
    }

    /// The next line, without its line break; blocks until one is complete or input ends.
    /// A last line without a line break counts.
    package func readLine() -> Read {
        while true {
            if let newline = buffer[searched...].firstIndex(of: 0x0A) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                searched = 0
                if skipping {
                    skipping = false
                    continue
                }
                if line.count > maximumLine { return .tooLong }
                if line.last == 0x0D { line.removeLast() }
                return .line(line)
            }
            searched = buffer.count
            if buffer.count > maximumLine || (skipping && !buffer.isEmpty) {
                buffer.removeAll(keepingCapacity: false)
                searched = 0
                if !skipping {
                    skipping = true
                    return .tooLong
                }
            }
            if ended {
                guard !buffer.isEmpty, !skipping else { return .end }
                let last = buffer.last == 0x0D ? Array(buffer.dropLast()) : buffer
                buffer = []
                searched = 0
                return .line(last)
            }
            fill()
        }
    }

    private func fill() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer += chunk[..<count]
                return
            }
            if count < 0, errno == EINTR { continue }
            ended = true
            return
        }
    }

    /// Writes `message` and a line break; false when the other side is gone.
    @discardableResult
    package func write(_ message: String) -> Bool {
        let bytes = Array((message + "\n").utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(output, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
