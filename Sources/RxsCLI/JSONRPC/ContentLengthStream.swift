import APIClient
import Foundation

/// Content-Length framed messages read from a file descriptor (standard input for `rxs lsp`).
package struct ContentLengthInput {
    private let descriptor: Int32
    /// How long a message that has begun may pause before it is dropped as cut short.
    private let silenceLimit: Double
    private var frames = ContentLengthFrames()
    private var ended = false

    package init(descriptor: Int32, silenceLimit: Double = 2) {
        self.descriptor = descriptor
        self.silenceLimit = silenceLimit
    }

    /// Blocks until the next message or problem; nil once the input has ended.
    package mutating func next() -> ContentLengthFrames.Event? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let event = frames.next() { return event }
            if ended { return frames.finish() }
            var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let timeout = frames.hasPartial ? Int32(silenceLimit * 1000) : -1
            let ready = poll(&waiting, 1, timeout)
            if ready == 0 {
                if let problem = frames.abandonPartial(after: silenceLimit) { return problem }
                continue
            }
            if ready < 0, errno == EINTR { continue }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                frames.append(chunk[0..<count])
            } else if count < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                ended = true
            }
        }
    }
}

/// Writes Content-Length framed messages to a file descriptor, one whole message at a time
/// from any thread. Once the reader is gone (EPIPE) further messages are dropped.
package final class ContentLengthOutput: Sendable {
    private let descriptor: Int32
    private let closed = Guarded(false)

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    package var isClosed: Bool { closed.withLock { $0 } }

    package func send(_ body: [UInt8]) {
        let message = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        closed.withLock { closed in
            guard !closed else { return }
            var written = 0
            while written < message.count {
                let count = message.withUnsafeBytes { bytes -> Int in
                    guard let base = bytes.baseAddress else { return 0 }
                    return write(descriptor, base + written, bytes.count - written)
                }
                if count > 0 {
                    written += count
                } else if count < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    closed = true
                    return
                }
            }
        }
    }
}
