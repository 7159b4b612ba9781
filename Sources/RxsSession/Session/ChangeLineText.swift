import APIClient
import Foundation
import RxUI
import Synchronization
import RxsScript

/// How change lines (`path: old → new`) and marble legends show values: as a script writes
/// them, except that a text longer than `longText` characters is shortened to its start and
/// end with its length, `"Lorem ipsum dolor si…sed do eiusmod tempor incididunt ut lab" (4000 chars)`.
///
/// Writing a value takes time independent of the text's length (for ASCII text, and for text
/// that grew from one seen just before, as `keys` types it), so typing a long text is linear.
enum ChangeLineText {
    /// Texts up to this many characters are shown whole (every alert message is).
    static let longText = 200
    static let headCharacters = 20
    static let tailCharacters = 40

    /// Appends the change line without its time stamp.
    static func write(_ change: SnapshotChange, to text: inout String) {
        guard case .value(let path, let old, let new) = change else {
            change.write(to: &text)
            return
        }
        text += path
        text += ": "
        write(old, to: &text)
        text += " → "
        write(new, to: &text)
    }

    /// A value as a change line shows it; `(none)` when the path is not on screen.
    static func write(_ value: SnapshotValue?, to text: inout String) {
        guard let value else {
            text += "(none)"
            return
        }
        guard case .string(let string) = value, let shortened = shortened(string) else {
            value.write(to: &text)
            return
        }
        text += shortened
    }

    /// For a change with a long text: the change with its texts cut to start and end, and its
    /// line as `write` renders it. Nil when every text in it is short.
    static func compacted(_ change: SnapshotChange) -> (change: SnapshotChange, line: String)? {
        guard holdsLongText(change), case .value(let path, let old, let new) = change else { return nil }
        var line = ""
        write(change, to: &line)
        return (.value(path: path, old: cut(old), new: cut(new)), line)
    }

    /// Whether a value of `change` is a long text, read where it lies: binding the path and
    /// both values to make the change copied all three at every change (about 300
    /// instructions), for the rare change that needs them.
    private static func holdsLongText(_ change: SnapshotChange) -> Bool {
        guard case .value(_, let old, let new) = change else { return false }
        return isLong(old) || isLong(new)
    }

    private static func isLong(_ value: SnapshotValue?) -> Bool {
        guard case .string(let string)? = value else { return false }
        return isLong(string)
    }

    private static func cut(_ value: SnapshotValue?) -> SnapshotValue? {
        guard case .string(let string)? = value, isLong(string) else { return value }
        return .string(kept(string))
    }

    static func isLong(_ string: String) -> Bool {
        // At most 4 bytes a character: a text of few bytes is short without counting.
        guard string.utf8.count > longText else { return false }
        // An ASCII text (`utf16.count` is O(1) there) has at least half as many characters as
        // bytes ("\r\n" is one): one past twice the limit is long without walking 200
        // characters, which a text typed key by key would do at every key.
        if string.utf8.count > 2 * longText, string.utf16.count == string.utf8.count { return true }
        guard let limit = string.index(string.startIndex, offsetBy: longText, limitedBy: string.endIndex)
        else { return false }
        return limit < string.endIndex
    }

    private static func kept(_ string: String) -> String {
        String(string.prefix(headCharacters)) + "…" + String(string.suffix(tailCharacters))
    }

    static func text(of value: SnapshotValue?) -> String {
        var text = ""
        write(value, to: &text)
        return text
    }

    /// The shortened literal for a long text; nil when the text is short enough to show whole.
    static func shortened(_ string: String) -> String? {
        guard isLong(string) else { return nil }
        return JSONWriter.quoted(kept(string)) + " (\(TextLength.characters(in: string)) chars)"
    }
}

/// Character counts of long texts without walking every character each time.
enum TextLength {
    /// Recently counted texts: the value a change line shows as "old" was the "new" of the
    /// line before, and a text being typed is the previous one plus a character.
    private static let recent = Guarded<[(text: String, characters: Int)]>([])
    private static let recentLimit = 4

    static func characters(in text: String) -> Int {
        // First the texts just counted (a byte comparison), as asking a new non-ASCII text for
        // its UTF-16 length walks it.
        if let known = fromRecent(text) { return known }
        let bytes = text.utf8.count
        // `utf16.count` is O(1) for ASCII text (the string knows it is ASCII): then every byte is
        // a character, except that "\r\n" is one.
        let count = text.utf16.count == bytes ? bytes - carriageReturnLineFeeds(in: text) : text.count
        remember(text, count)
        return count
    }

    private static func carriageReturnLineFeeds(in text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return 0 }
            var pairs = 0
            var offset = 0
            while offset < bytes.count, let found = memchr(base + offset, 0x0D, bytes.count - offset) {
                let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { pairs += 1 }
                offset = index + 1
            }
            return pairs
        }
    }

    /// The count from a remembered text equal to `text`, or one `text` extends.
    private static func fromRecent(_ text: String) -> Int? {
        let candidates = recent.withLock { $0 }
        for candidate in candidates.reversed() {
            let candidateBytes = candidate.text.utf8.count
            let textBytes = text.utf8.count
            guard candidateBytes <= textBytes, startsWithBytes(text, candidate.text) else { continue }
            if candidateBytes == textBytes { return candidate.characters }
            // Appending can merge with the last character (a combining mark, a flag's second
            // half), never with those before it: recount that character with the new bytes.
            guard let last = candidate.text.last else { continue }
            var tail = String(last)
            tail += String(decoding: Array(text.utf8.dropFirst(candidateBytes)), as: UTF8.self)
            let count = candidate.characters - 1 + tail.count
            remember(text, count)
            return count
        }
        return nil
    }

    private static func startsWithBytes(_ text: String, _ prefix: String) -> Bool {
        var text = text
        var prefix = prefix
        return text.withUTF8 { whole in
            prefix.withUTF8 { start in
                guard start.count <= whole.count else { return false }
                guard let wholeBase = whole.baseAddress, let startBase = start.baseAddress else { return start.isEmpty }
                return memcmp(wholeBase, startBase, start.count) == 0
            }
        }
    }

    private static func remember(_ text: String, _ characters: Int) {
        recent.withLock { recent in
            recent.append((text, characters))
            if recent.count > recentLimit { recent.removeFirst() }
        }
    }
}
