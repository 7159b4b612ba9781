#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names are bytes (anything but `/` and NUL on Linux), but rxs passes paths around as
/// `String`. A name that is not UTF-8 is kept in its `String` losslessly: each byte that is
/// not part of valid UTF-8 becomes the private-use character U+EF00 + byte (U+EF80…U+EFFF,
/// as OPTU-8 does), and a name that really holds one of those characters keeps its three
/// bytes the same way, so every name maps to one string and back. Valid UTF-8 names are
/// their plain strings.
///
/// Anything that hands a path to the system goes through `bytes`/`cString`, never the
/// string's UTF-8 (Foundation's `FileManager` and `URL` would use the characters); anything
/// that shows a path to a person goes through `shown` (or `VisibleText`), which writes such
/// bytes as `\xE9`.
package enum FileName {
    private static let base: UInt32 = 0xEF00
    private static let escaped: ClosedRange<UInt32> = 0xEF80...0xEFFF

    /// The name or path of `bytes` as a string that `bytes(of:)` turns back into them.
    package static func decode(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        // The common case: valid UTF-8 with nothing in the private range.
        if let text = String(validating: bytes, as: UTF8.self), !text.unicodeScalars.contains(where: isEscape) {
            return text
        }
        var result = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length > 0, let scalar = decodeScalar(bytes[index..<index + length]), !isEscape(scalar) {
                result.append(scalar)
                index += length
            } else {
                // Not UTF-8 here (or a character of the private range itself): each byte on its own.
                let count = max(length, 1)
                for byte in bytes[index..<index + count] { result.append(escape(byte)) }
                index += count
            }
        }
        return String(result)
    }

    /// The bytes `name` stands for (`decode`'s inverse).
    package static func bytes(of name: String) -> [UInt8] {
        guard name.unicodeScalars.contains(where: isEscape) else { return Array(name.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(name.utf8.count)
        for scalar in name.unicodeScalars {
            if isEscape(scalar) {
                bytes.append(UInt8(truncatingIfNeeded: scalar.value - base))
            } else {
                bytes += String(scalar).utf8
            }
        }
        return bytes
    }

    /// The NUL-terminated path for a system call: `open(FileName.cString(path), …)`.
    package static func cString(_ name: String) -> [CChar] {
        bytes(of: name).map { CChar(bitPattern: $0) } + [0]
    }

    /// Whether `name` holds bytes that are not UTF-8 (so Foundation cannot be given it).
    package static func hasRawBytes(_ name: String) -> Bool {
        name.unicodeScalars.contains(where: isEscape)
    }

    /// `name` as messages show it: each byte that is not UTF-8 as `\xE9`.
    package static func shown(_ name: String) -> String {
        guard hasRawBytes(name) else { return name }
        var result = ""
        for scalar in name.unicodeScalars {
            if isEscape(scalar) {
                result += shownByte(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `name` with each `\xHH` (two hex digits, at least one of them naming a byte of 0x80 or
    /// more) read as that byte: how a script or a person writes a name that is not UTF-8.
    /// Nil when `name` holds no such escape.
    package static func unescaped(_ name: String) -> String? {
        guard name.contains("\\x") else { return nil }
        let source = Array(name.utf8)
        var bytes: [UInt8] = []
        var index = 0
        var found = false
        while index < source.count {
            if source[index] == UInt8(ascii: "\\"), index + 3 < source.count, source[index + 1] == UInt8(ascii: "x"),
                let high = hexValue(source[index + 2]), let low = hexValue(source[index + 3]), high >= 8
            {
                bytes.append(high << 4 | low)
                index += 4
                found = true
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return found ? decode(bytes) : nil
    }

    /// The names in the folder at `path` (not `.` and `..`), as `decode` gives them; nil when
    /// it cannot be listed, with `errno` saying why.
    package static func contents(ofFolder path: String) -> [String]? {
        guard let folder = opendir(cString(path)) else { return nil }
        defer { closedir(folder) }
        var names: [String] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in decode(raw.prefix { $0 != 0 }) }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    /// The command line as given, each argument through `decode` (`CommandLine.arguments`
    /// turns bytes that are not UTF-8 into U+FFFD).
    package static var commandLineArguments: [String] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return decode(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }

    /// Whether `scalar` stands for a byte that is not UTF-8 (`decode`).
    package static func isEscape(_ scalar: Unicode.Scalar) -> Bool { escaped.contains(scalar.value) }

    /// `\xE9` for the byte `scalar` stands for.
    package static func shownByte(_ scalar: Unicode.Scalar) -> String {
        let byte = String(scalar.value - base, radix: 16, uppercase: true)
        return "\\x" + (byte.count < 2 ? "0" : "") + byte
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(base + UInt32(byte)) ?? "\u{FFFD}"
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when there is none.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let first = bytes[index]
        let length: Int
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        return String(validating: bytes[index..<index + length], as: UTF8.self) == nil ? 0 : length
    }

    private static func decodeScalar(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        String(validating: bytes, as: UTF8.self)?.unicodeScalars.first
    }
}
