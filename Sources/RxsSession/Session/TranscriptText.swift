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

    /// Makes room for `capacity` more bytes, then hands it to `body`, which copies pieces into
    /// it in one access to the storage: each piece on its own checked the array's room and
    /// uniqueness again and called `memmove`, about 60 instructions a piece.
    private mutating func withRoom(_ capacity: Int, _ body: (inout Room) -> Void) {
        let needed = count + capacity
        if needed > storage.count { storage += repeatElement(0, count: max(needed, 2 * storage.count) - storage.count) }
        let start = count
        count = storage.withUnsafeMutableBufferPointer { buffer -> Int in
            guard let base = buffer.baseAddress else { return start }
            var room = Room(base: base, end: buffer.count, at: start)
            body(&room)
            return room.at
        }
    }

    /// Room in the storage, filled from `at` on; a piece past its end stops the program
    /// (the room asked for was too small), never writes past it.
    private struct Room {
        let base: UnsafeMutablePointer<UInt8>
        let end: Int
        var at: Int

        mutating func put(_ byte: UInt8) {
            precondition(at < end, "transcript room overrun")
            base[at] = byte
            at &+= 1
        }

        mutating func put(_ piece: UnsafeBufferPointer<UInt8>) {
            precondition(piece.count <= end &- at, "transcript room overrun")
            guard let source = piece.baseAddress else { return }
            // Short pieces (the line's own wording, quotes) byte by byte, without a call.
            if piece.count <= 8 {
                for index in 0..<piece.count { base[at &+ index] = source[index] }
            } else {
                (base + at).update(from: source, count: piece.count)
            }
            at &+= piece.count
        }

        mutating func put(_ literal: StaticString) {
            literal.withUTF8Buffer { put($0) }
        }

        mutating func put(_ text: String) {
            let copied: Void? = text.utf8.withContiguousStorageIfAvailable { put($0) }
            if copied == nil { for byte in text.utf8 { put(byte) } }
        }

        /// `magnitude`'s decimal digits.
        mutating func putDigits(_ magnitude: UInt) {
            // One digit (most stamps' seconds, most counts and rows) without counting them.
            if magnitude < 10 { return put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)) }
            var digits = 1
            var rest = magnitude / 10
            while rest > 0 {
                digits += 1
                rest /= 10
            }
            precondition(digits <= end &- at, "transcript room overrun")
            rest = magnitude
            var index = at &+ digits
            while index > at {
                index &-= 1
                base[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            }
            at &+= digits
        }

        mutating func putNumber(_ number: Int) {
            if number < 0 { put(UInt8(ascii: "-")) }
            putDigits(number.magnitude)
        }
    }

    package mutating func appendText(_ text: String) {
        withRoom(text.utf8.count) { $0.put(text) }
    }

    package mutating func appendValue(_ value: SnapshotValue?) {
        guard let size = Self.plainSize(value) else {
            guard case .string(let string)? = value else {
                var text = ""
                value?.write(to: &text)
                return appendText(text)
            }
            return appendText(JSONWriter.quoted(string))
        }
        withRoom(size) { Self.putPlain(value, in: &$0) }
    }

    /// The bytes `value` takes at most when it is written as is (nil, a flag, `null`, a whole
    /// number, text needing no escape, quoted); nil for the rest, spelled as a `String` first.
    private static func plainSize(_ value: SnapshotValue?) -> Int? {
        switch value {
        case nil: return 6
        case .bool?, .null?: return 5
        case .int?: return 20
        case .string(let string)?:
            // Text with a quote, a backslash or a control character is escaped as `write` does.
            let size = string.utf8.withContiguousStorageIfAvailable { utf8 -> Int? in
                // A plain loop: `contains(where:)` cost about twice as much a byte.
                for byte in utf8 where needsEscape(byte) { return nil }
                return utf8.count + 2
            }
            return size ?? nil
        case .number?: return nil
        }
    }

    /// Writes a value `plainSize` sized.
    private static func putPlain(_ value: SnapshotValue?, in room: inout Room) {
        switch value {
        case nil: room.put("(none)")
        case .bool(let flag)?: room.put(flag ? "true" : "false")
        case .null?: room.put("null")
        case .int(let number)?: room.putNumber(number)
        case .string(let string)?:
            room.put(UInt8(ascii: "\""))
            room.put(string)
            room.put(UInt8(ascii: "\""))
        case .number?: preconditionFailure("a number is spelled as text first")
        }
    }

    package mutating func appendChange(_ change: SnapshotChange) {
        switch change {
        case .value(let path, let old, let new):
            // `path: old → new`, in one room when both values are written as they are.
            if let oldSize = Self.plainSize(old), let newSize = Self.plainSize(new) {
                return withRoom(path.utf8.count + oldSize + newSize + 7) { room in
                    room.put(path)
                    room.put(": ")
                    Self.putPlain(old, in: &room)
                    room.put(" → ")
                    Self.putPlain(new, in: &room)
                }
            }
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
        withRoom(text.utf8CodeUnitCount) { $0.put(text) }
    }

    /// A whole number's decimal digits, as `String(number)` spells it, without making the string.
    mutating func appendNumber(_ number: Int) {
        // A sign and at most 20 digits (`UInt.max`).
        withRoom(21) { $0.putNumber(number) }
    }

    /// `[0.500s] `, the stamp `TimeFormat.stamp` makes, written straight into the bytes: as a
    /// `String` each change line made one and copied it in, about 450 instructions.
    package mutating func appendStamp(_ milliseconds: Int) {
        // "[", a sign, at most 17 digits of seconds (`UInt.max / 1000`), ".", 3 digits, "s] ".
        withRoom(32) { room in
            let magnitude = milliseconds.magnitude
            room.put(UInt8(ascii: "["))
            if milliseconds < 0 { room.put(UInt8(ascii: "-")) }
            room.putDigits(magnitude / 1000)
            room.put(UInt8(ascii: "."))
            let fraction = magnitude % 1000
            room.put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 100))
            room.put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 10 % 10))
            room.put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10))
            room.put("s] ")
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
