import RxUI

/// Where transcript lines are written: a `String`, or `TranscriptBytes`, the UTF-8 bytes a
/// step's output is built in. The lines write themselves once (`TimedChange`, `TimedLog`), in
/// either, so both hold the same text.
package protocol TranscriptText {
    mutating func appendText(_ text: String)
    /// `(none)` for nil (the path is not on screen), else the value as a change line shows it.
    mutating func appendValue(_ value: SnapshotValue?)
    /// The change's line without its time stamp.
    mutating func appendChange(_ change: SnapshotChange)
}

extension String: TranscriptText {
    package mutating func appendText(_ text: String) {
        self += text
    }

    package mutating func appendValue(_ value: SnapshotValue?) {
        guard let value else { return self += "(none)" }
        value.write(to: &self)
    }

    package mutating func appendChange(_ change: SnapshotChange) {
        change.write(to: &self)
    }
}

/// A step's output as UTF-8 bytes, each piece copied in once. Appending to a `String` checked
/// and grew the string at every piece (a change line is six), about 4.5k instructions a line;
/// the bytes are what is written out anyway.
package struct TranscriptBytes: TranscriptText {
    /// The bytes written.
    package var bytes: ArraySlice<UInt8> { storage[..<count] }
    /// Room made ahead, its first `count` bytes written: a piece is copied into it where
    /// `Array.append(contentsOf:)` spent about 75 instructions a piece (22 pieces a replayed line).
    private var storage = [UInt8](repeating: 0, count: 256)
    private var count = 0

    package init() {}

    /// Empties it for the next line, keeping its room.
    package mutating func removeAll() {
        count = 0
    }

    /// Copies `piece` after the bytes written, making more room first when it needs it.
    private mutating func append(_ piece: UnsafeRawBufferPointer) {
        let end = count + piece.count
        if end > storage.count { storage += repeatElement(0, count: max(end, 2 * storage.count) - storage.count) }
        let start = count
        storage.withUnsafeMutableBytes { room in
            guard let base = room.baseAddress, let source = piece.baseAddress else { return }
            (base + start).copyMemory(from: source, byteCount: piece.count)
        }
        count = end
    }

    private mutating func append(_ byte: UInt8) {
        withUnsafeBytes(of: byte) { append($0) }
    }

    package mutating func appendText(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    package mutating func appendValue(_ value: SnapshotValue?) {
        guard let value else { return appendLiteral("(none)") }
        // A flag and a whole number written as `SnapshotValue.write` writes them, without
        // making a `String` of the literal first.
        guard case .string(var string) = value else {
            switch value {
            case .bool(let flag): return appendLiteral(flag ? "true" : "false")
            case .int(let number): return appendNumber(number)
            default:
                var text = ""
                value.write(to: &text)
                return appendText(text)
            }
        }
        let copied = string.withUTF8 { utf8 -> Bool in
            // Text with a quote, a backslash or a control character is escaped as `write` does.
            guard !utf8.contains(where: Self.needsEscape) else { return false }
            append(UInt8(ascii: "\""))
            append(UnsafeRawBufferPointer(utf8))
            append(UInt8(ascii: "\""))
            return true
        }
        if !copied { appendText(JSONWriter.quoted(string)) }
    }

    package mutating func appendChange(_ change: SnapshotChange) {
        switch change {
        case .value(let path, let old, let new):
            appendText(path)
            appendLiteral(": ")
            appendValue(old)
            appendLiteral(" → ")
            appendValue(new)
        case .rows(let id, let kind, let indices):
            // `table: +8 rows (0–7)`, `table: -1 row (3)`, `table: 8 rows changed (0–7)`.
            appendText(id)
            appendLiteral(kind == .added ? ": +" : kind == .removed ? ": -" : ": ")
            appendNumber(indices.count)
            appendLiteral(indices.count == 1 ? " row" : " rows")
            if kind == .changed { appendLiteral(" changed") }
            appendLiteral(" (")
            appendRanges(indices)
            appendLiteral(")")
        }
    }

    /// A piece of a line's own wording, copied from where the program holds it (as a
    /// `String` each was made and its UTF-8 read again, about 150 instructions a piece).
    package mutating func appendLiteral(_ text: StaticString) {
        text.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    /// A whole number's decimal digits, as `String(number)` spells it, without making the string.
    mutating func appendNumber(_ number: Int) {
        // A sign and at most 20 digits (`UInt.max`).
        appendBackwards(capacity: 24) { put in
            var rest = number.magnitude
            repeat {
                put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
                rest /= 10
            } while rest > 0
            if number < 0 { put(UInt8(ascii: "-")) }
        }
    }

    /// `[0.500s] `, the stamp `TimeFormat.stamp` makes, written straight into the bytes: as a
    /// `String` each change line made one and copied it in, about 450 instructions.
    package mutating func appendStamp(_ milliseconds: Int) {
        // "[", a sign, at most 17 digits of seconds (`UInt.max / 1000`), ".", 3 digits, "s] ".
        appendBackwards(capacity: 32) { put in
            let magnitude = milliseconds.magnitude
            put(UInt8(ascii: " "))
            put(UInt8(ascii: "]"))
            put(UInt8(ascii: "s"))
            var fraction = magnitude % 1000
            for _ in 0..<3 {
                put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10))
                fraction /= 10
            }
            put(UInt8(ascii: "."))
            var whole = magnitude / 1000
            repeat {
                put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole % 10))
                whole /= 10
            } while whole > 0
            if milliseconds < 0 { put(UInt8(ascii: "-")) }
            put(UInt8(ascii: "["))
        }
    }

    /// Appends the bytes `write` puts, last one first, as one piece: each `append` of a byte
    /// checks the array's room and uniqueness again.
    private mutating func appendBackwards(capacity: Int, _ write: ((UInt8) -> Void) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
            var start = buffer.count
            write { byte in
                start -= 1
                buffer[start] = byte
            }
            append(UnsafeRawBufferPointer(rebasing: UnsafeMutableRawBufferPointer(buffer)[start...]))
        }
    }

    /// `0–3, 7, 9–10`; after five ranges the rest as `…` (as `SnapshotChange`'s own line).
    private mutating func appendRanges(_ indices: [Int]) {
        let sorted = indices.sorted()
        var shown = 0
        var start = 0
        while start < sorted.count {
            var end = start
            while end + 1 < sorted.count, sorted[end + 1] == sorted[end] + 1 { end += 1 }
            if shown == 5 { return appendLiteral(", …") }
            if shown > 0 { appendLiteral(", ") }
            appendNumber(sorted[start])
            if end > start {
                appendLiteral("–")
                appendNumber(sorted[end])
            }
            shown += 1
            start = end + 1
        }
    }

    /// The bytes `JSONWriter.quoted` escapes.
    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }
}
