/// The base protocol of LSP: messages as `Content-Length: N\r\n\r\n` followed by N bytes of
/// body. Bytes go in as they arrive, whole bodies come out.
///
/// Hostile or broken input never stops the stream: a header block that is too long or has
/// no usable Content-Length, a length over `maximumBody`, or a body cut short becomes a
/// `problem` (the server answers it with an error), and reading picks up again at the next
/// `Content-Length:` in the input. A declared length is never trusted with memory: nothing
/// beyond `maximumBody` is held, and an over-long message is skipped, not read.
package struct ContentLengthFrames {
    package enum Event: Equatable, Sendable {
        case message([UInt8])
        case problem(String)
    }

    /// 64 MB: far above any script an editor sends, far below what would strain memory.
    package static let maximumBody = 64 * 1024 * 1024
    static let maximumBodySpelled = "64 MB"
    /// Headers are a line or two; a header block longer than this is not one.
    package static let maximumHeader = 8 * 1024

    private static let contentLength = Array("content-length:".utf8)

    private var buffer: [UInt8] = []
    /// Where unread input starts in `buffer` (consumed bytes are dropped in batches).
    private var start = 0
    /// The body length of the message being read, once its header block ended.
    private var bodyLength: Int?
    /// After a problem: input is dropped up to the next `Content-Length:`.
    private var resynchronizing = false

    package init() {}

    /// Whether a message has begun but not ended: the reader gives such a message only so
    /// long to arrive (`abandonPartial`).
    package var hasPartial: Bool { !resynchronizing && (bodyLength != nil || start < buffer.count) }

    package mutating func append(_ bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
    }

    /// The next whole message or problem, or nil when more input is needed.
    package mutating func next() -> Event? {
        if resynchronizing, !skipToNextHeader() { return nil }
        if let length = bodyLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<(start + length)])
            consume(length)
            bodyLength = nil
            return .message(body)
        }
        return readHeader()
    }

    /// At the end of the input: a message that began is reported cut short.
    package mutating func finish() -> Event? {
        defer { reset() }
        guard hasPartial else { return nil }
        return .problem(cutShort(reason: "the input ended"))
    }

    /// The input went quiet inside a message: it is dropped as cut short, and reading starts
    /// again at the next `Content-Length:`.
    package mutating func abandonPartial(after seconds: Double) -> Event? {
        guard hasPartial else { return nil }
        let spelled = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        let problem = cutShort(reason: "nothing more came for \(spelled) s")
        reset()
        resynchronizing = true
        return .problem(problem)
    }

    private func cutShort(reason: String) -> String {
        let held = buffer.count - start
        guard let length = bodyLength else {
            return "\(reason) inside a message header (\(held) bytes without the blank line that ends it)"
        }
        return "\(reason) \(held) bytes into a message whose Content-Length is \(length)"
    }

    private mutating func reset() {
        buffer = []
        start = 0
        bodyLength = nil
    }

    private mutating func consume(_ count: Int) {
        start += count
        // Dropped in batches so that reading many small messages stays linear.
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.count <= 1 << 20)
            start = 0
        } else if start > 1 << 16, start * 2 > buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    /// Reads the header block once it is complete: its end is a blank line (CRLF CRLF, or
    /// LF LF from a lenient writer).
    private mutating func readHeader() -> Event? {
        guard let (headerEnd, blockEnd) = headerBlockEnd() else {
            guard buffer.count - start > Self.maximumHeader else { return nil }
            return startResynchronizing("a message header longer than \(Self.maximumHeader) bytes")
        }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        var length: Int?
        for line in header.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else {
                return startResynchronizing("a message header line without a colon: \(Self.shown(line))")
            }
            let name = Self.trimmed(line[..<colon]).lowercased()
            guard name == "content-length" else { continue }
            let value = Self.trimmed(line[line.index(after: colon)...])
            guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value) else {
                return startResynchronizing("Content-Length must be a number of bytes, not \(Self.shown(Substring(value)))")
            }
            length = number
        }
        guard let length else { return startResynchronizing("a message header without Content-Length") }
        guard length <= Self.maximumBody else {
            return startResynchronizing("Content-Length \(length) is over the limit of \(Self.maximumBody) bytes (\(Self.maximumBodySpelled))")
        }
        consume(blockEnd - start)
        bodyLength = length
        return next()
    }

    /// The end of the header text and of the blank line after it, when the block is complete.
    private func headerBlockEnd() -> (Int, Int)? {
        var index = start
        let limit = min(buffer.count, start + Self.maximumHeader + 4)
        while index < limit {
            if buffer[index] == 0x0A {
                if index + 1 < buffer.count, buffer[index + 1] == 0x0A { return (index, index + 2) }
                if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A { return (index, index + 3) }
            }
            index += 1
        }
        return nil
    }

    private mutating func startResynchronizing(_ problem: String) -> Event {
        // Past the bad header's first byte, so the same header is not found again.
        consume(1)
        bodyLength = nil
        resynchronizing = true
        return .problem(problem)
    }

    /// Drops input up to the next `Content-Length:` (any case); false while none has come.
    /// Keeps only the few bytes that could be the start of one.
    private mutating func skipToNextHeader() -> Bool {
        let pattern = Self.contentLength
        var index = start
        while index + pattern.count <= buffer.count {
            if Self.lowercased(buffer[index]) == pattern[0],
               zip(buffer[index..<(index + pattern.count)], pattern).allSatisfy({ Self.lowercased($0) == $1 }) {
                consume(index - start)
                resynchronizing = false
                return true
            }
            index += 1
        }
        consume(max(0, buffer.count - start - (pattern.count - 1)))
        return false
    }

    /// Without spaces and tabs around it.
    private static func trimmed(_ text: Substring) -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(text.drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// A header's text for a message: quoted, control characters escaped, at most 40 characters.
    private static func shown(_ text: Substring) -> String {
        let cut = text.count > 40 ? text.prefix(40) + "…" : text
        return "'" + cut.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined() + "'"
    }
}
