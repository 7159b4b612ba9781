import RxsScript
import RxsSupport
/// A script's source split into lines one at a time, as `Script` splits it: LF, CRLF or CR
/// end a line, a leading byte order mark is ignored. The source is a byte array, or chunks
/// read on demand (only the line being split is held).
package struct ScriptLineTexts: Sequence, IteratorProtocol {
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    private var bytes: [UInt8]
    private var index: Int
    /// 1-based number of the line `next()` returns.
    private var number = 0
    /// Hands out the rest of the source; nil once it ended (or when `bytes` held it all).
    private var nextChunk: (() -> [UInt8]?)?

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: Self.byteOrderMark) ? 3 : 0
    }

    init(chunks nextChunk: @escaping () -> [UInt8]?) {
        bytes = []
        index = 0
        self.nextChunk = nextChunk
        while bytes.count < Self.byteOrderMark.count, readMore() {}
        if bytes.starts(with: Self.byteOrderMark) { index = 3 }
    }

    package mutating func next() -> (number: Int, text: String)? {
        guard let line = nextBytes() else { return nil }
        return (line.number, String(decoding: line.bytes, as: UTF8.self))
    }

    /// The next line's bytes: a caller that skips most lines (blank, comments, `#>`) need
    /// not make text of them.
    mutating func nextBytes() -> (number: Int, bytes: ArraySlice<UInt8>)? {
        guard let line = nextRange() else { return nil }
        return (line.number, bytes[line.range])
    }

    /// Where the next line lies in the source, valid until the next call (which may drop the
    /// bytes before it). Split from the source given whole (`init(_:)`), it is where the line
    /// lies in that array: a caller holding the array reads the line there, and a result
    /// holding no reference needs no release (the optional slice of `nextBytes()` was
    /// destroyed through the runtime's generic `Optional` witness, about 150 instructions a
    /// line, every `#>` and comment line too).
    mutating func nextRange() -> (number: Int, range: Range<Int>)? {
        if index >= bytes.count {
            guard nextChunk != nil else { return nil }
            discard(before: index)
            guard readMore() else { return nil }
        }
        var start = index
        while true {
            let from = index
            index = bytes.withUnsafeBufferPointer { LineBreak.next(in: $0, from: from) }
            // The line goes on in the next chunk.
            guard index == bytes.count, nextChunk != nil else { break }
            discard(before: start)
            start = 0
            guard readMore() else { break }
        }
        var line = start..<index
        if index < bytes.count {
            if bytes[index] == 0x0D, index + 1 == bytes.count, nextChunk != nil {
                // Whether an LF follows is in the next chunk; the line itself is kept.
                discard(before: start)
                line = 0..<line.count
                _ = readMore()
            }
            index += bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        }
        number += 1
        return (number, line)
    }

    /// Drops the bytes before `start`, which are done with.
    private mutating func discard(before start: Int) {
        bytes.removeSubrange(0..<start)
        index -= start
    }

    /// Appends the next chunk; false at the end of the source.
    private mutating func readMore() -> Bool {
        guard let chunk = nextChunk?(), !chunk.isEmpty else {
            nextChunk = nil
            return false
        }
        bytes += chunk
        return true
    }
}

/// A script run as it is read: only its source is held, and each line is parsed when it is
/// about to run, so a script of a million lines needs no more memory than its text. The
/// lines are first parsed once to find errors, since a script with errors must not run.
package struct StreamedScript: Sendable {
    package let file: String
    private let source: Source

    private enum Source: Sendable {
        case bytes([UInt8])
        /// Read again on each pass, so not even the source is held.
        case file(ScriptFileHandle)
    }

    package init(file: String, bytes: [UInt8]) {
        self.file = file
        source = .bytes(bytes)
    }

    /// The script in the regular file at `path`, read a chunk at a time on each pass; nil when
    /// `path` is not a regular file that opens (read it whole with `InputFile` then).
    package init?(file: String, streaming path: String) {
        guard let handle = ScriptFileHandle(path: path) else { return nil }
        self.file = file
        source = .file(handle)
    }

    private var texts: ScriptLineTexts {
        switch source {
        case .bytes(let bytes): return ScriptLineTexts(bytes)
        case .file(let handle): return ScriptLineTexts(chunks: handle.chunks())
        }
    }

    /// Why reading the script's file failed during a pass (which then ended early), if it did.
    package var readFailure: InputFile.Failure? {
        guard case .file(let handle) = source, let reason = handle.readFailure else { return nil }
        return InputFile.Failure(path: file, reason: reason)
    }

    /// Whether the source holds a NUL byte (a sign it is no script).
    package var holdsNUL: Bool {
        switch source {
        case .bytes(let bytes): return bytes.contains(0)
        case .file(let handle):
            let next = handle.chunks()
            while let chunk = next() {
                if chunk.contains(0) { return true }
            }
            return false
        }
    }

    /// Each line that does not parse, in line order (nothing else is kept).
    package func errors() -> [ScriptError] {
        errors(keeping: Int.max).kept
    }

    /// The first `limit` lines that do not parse, and how many do in all: a binary file makes
    /// an error of nearly every line, which need not all be held or shown.
    package func errors(keeping limit: Int) -> (kept: [ScriptError], count: Int) {
        let checked = check(keeping: limit)
        return (checked.kept, checked.count)
    }

    /// `errors(keeping:)`, the lines that parsed, for the run to take rather than parse them
    /// again (`lines(reusing:)`), and whether a line may read the session's timelines
    /// (`ScriptLine.readsTimelines`), so a run records them only then. Every distinct text is
    /// parsed here at least once, so no such line is missed.
    package func check(keeping limit: Int)
        -> (kept: [ScriptError], count: Int, parsed: ParsedLines, readsTimelines: Bool) {
        var errors: [ScriptError] = []
        var count = 0
        var parsed = ParsedLines()
        var readsTimelines = false
        for line in texts where !parsed.contains(line.text) {
            do throws(ScriptError) {
                let parsedLine = try parsed.line(line.text, number: line.number, file: file)
                if let parsedLine, parsedLine.readsTimelines { readsTimelines = true }
            } catch {
                count += 1
                if errors.count < limit { errors.append(error) }
            }
        }
        return (errors, count, parsed, readsTimelines)
    }

    /// The first line that does not parse, if any.
    package func firstError() -> ScriptError? {
        var parsed = ParsedLines()
        for line in texts where !parsed.contains(line.text) {
            do throws(ScriptError) {
                _ = try parsed.line(line.text, number: line.number, file: file)
            } catch {
                return error
            }
        }
        return nil
    }

    /// The command lines, parsed one at a time as they are taken (lines with errors are
    /// skipped: check `errors()` first).
    package var lines: Lines { Lines(texts: texts, file: file, parsed: ParsedLines()) }

    /// The command lines, each a line `check` parsed moved to its number, or parsed as it is
    /// taken when the check's bounded table no longer holds it.
    package func lines(reusing parsed: ParsedLines) -> Lines {
        Lines(texts: texts, file: file, parsed: parsed)
    }

    /// The command lines, handing each narrative comment line (`# …`, not a `#>` transcript
    /// line) to `comment` as it is passed, with a blank line first where a blank line in the
    /// script separates it from what came before (`rxs run --echo`).
    package func lines(reusing parsed: ParsedLines = ParsedLines(),
                       echoingComments comment: @escaping (_ number: Int, _ text: String) -> Void) -> Lines {
        Lines(texts: texts, file: file, parsed: parsed, comment: comment)
    }

    package struct Lines: Sequence, IteratorProtocol {
        var texts: ScriptLineTexts
        let file: String
        var comment: ((Int, String) -> Void)?
        private var afterBlank = false
        private var echoed = false
        /// Lines parsed so far, by text.
        private var parsed: ParsedLines

        init(texts: ScriptLineTexts, file: String, parsed: ParsedLines, comment: ((Int, String) -> Void)? = nil) {
            self.texts = texts
            self.file = file
            self.parsed = parsed
            self.comment = comment
        }

        package mutating func next() -> ScriptLine? {
            while let line = texts.next() {
                if let parsed = parse(line.text, number: line.number) {
                    afterBlank = false
                    echoed = true
                    return parsed
                }
                guard let comment else { continue }
                let trimmed = line.text.trimmingWhitespace
                if trimmed.isEmpty {
                    afterBlank = true
                } else if trimmed.hasPrefix("#"), !trimmed.hasPrefix("#>") {
                    if afterBlank, echoed { comment(line.number, "") }
                    comment(line.number, trimmed)
                    afterBlank = false
                    echoed = true
                }
            }
            return nil
        }

        private mutating func parse(_ text: String, number: Int) -> ScriptLine? {
            try? parsed.line(text, number: number, file: file)
        }
    }
}
