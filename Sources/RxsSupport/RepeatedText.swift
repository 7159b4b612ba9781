/// A text repeated `count` times, as `String(repeating:count:)` makes it, but written as
/// bytes at once: the standard library appends the text once per repeat, and the phone
/// screen's borders and padding are made of hundreds of them per `show`.
package enum RepeatedText {
    /// Empty for a count of zero or less.
    package static func of(_ unit: String, count: Int) -> String {
        guard count > 0, !unit.isEmpty else { return "" }
        var unit = unit
        return unit.withUTF8 { bytes in
            let total = bytes.count * count
            return String(unsafeUninitializedCapacity: total) { buffer in
                var offset = 0
                for _ in 0..<count {
                    for byte in bytes {
                        buffer[offset] = byte
                        offset += 1
                    }
                }
                return total
            }
        }
    }
}
