/// A script's source split into lines one at a time, as `Script` splits it: LF, CRLF or CR
/// end a line, a leading byte order mark is ignored.
public struct ScriptLineTexts: Sequence, IteratorProtocol {
    private let bytes: [UInt8]
    private var index: Int
    /// 1-based number of the line `next()` returns.
    private var number = 0

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    public mutating func next() -> (number: Int, text: String)? {
        guard index < bytes.count else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if index < bytes.count {
            index += bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        }
        number += 1
        return (number, text)
    }
}

/// A script run as it is read: only its source is held, and each line is parsed when it is
/// about to run, so a script of a million lines needs no more memory than its text. The
/// lines are first parsed once to find errors, since a script with errors must not run.
public struct StreamedScript: Sendable {
    public let file: String
    private let bytes: [UInt8]

    public init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    /// Each line that does not parse, in line order (nothing else is kept).
    public func errors() -> [ScriptError] {
        errors(keeping: Int.max).kept
    }

    /// The first `limit` lines that do not parse, and how many do in all: a binary file makes
    /// an error of nearly every line, which need not all be held or shown.
    public func errors(keeping limit: Int) -> (kept: [ScriptError], count: Int) {
        var errors: [ScriptError] = []
        var count = 0
        var parsed = ParsedTexts()
        for line in ScriptLineTexts(bytes) where !parsed.contains(line.text) {
            do throws(ScriptError) {
                _ = try ScriptLine.parse(line.text, number: line.number, file: file)
                parsed.insert(line.text)
            } catch {
                count += 1
                if errors.count < limit { errors.append(error) }
            }
        }
        return (errors, count)
    }

    /// The first line that does not parse, if any.
    public func firstError() -> ScriptError? {
        var parsed = ParsedTexts()
        for line in ScriptLineTexts(bytes) where !parsed.contains(line.text) {
            do throws(ScriptError) {
                _ = try ScriptLine.parse(line.text, number: line.number, file: file)
                parsed.insert(line.text)
            } catch {
                return error
            }
        }
        return nil
    }

    /// Line texts known to parse: whether a line parses depends on its text alone (the line
    /// number only goes into error locations), and a long script repeats a few lines. Bounded,
    /// so a script of distinct lines holds no more than `limit` of them.
    private struct ParsedTexts {
        static let limit = 4096
        private var texts: Set<String> = []

        func contains(_ text: String) -> Bool { texts.contains(text) }

        mutating func insert(_ text: String) {
            if texts.count >= Self.limit { texts.removeAll(keepingCapacity: true) }
            texts.insert(text)
        }
    }

    /// The command lines, parsed one at a time as they are taken (lines with errors are
    /// skipped: check `errors()` first).
    public var lines: Lines { Lines(texts: ScriptLineTexts(bytes), file: file) }

    /// The command lines, handing each narrative comment line (`# …`, not a `#>` transcript
    /// line) to `comment` as it is passed, with a blank line first where a blank line in the
    /// script separates it from what came before (`rxs run --echo`).
    public func lines(echoingComments comment: @escaping (_ number: Int, _ text: String) -> Void) -> Lines {
        Lines(texts: ScriptLineTexts(bytes), file: file, comment: comment)
    }

    public struct Lines: Sequence, IteratorProtocol {
        var texts: ScriptLineTexts
        let file: String
        var comment: ((Int, String) -> Void)?
        private var afterBlank = false
        private var echoed = false

        init(texts: ScriptLineTexts, file: String, comment: ((Int, String) -> Void)? = nil) {
            self.texts = texts
            self.file = file
            self.comment = comment
        }

        public mutating func next() -> ScriptLine? {
            while let line = texts.next() {
                if let parsed = try? ScriptLine.parse(line.text, number: line.number, file: file) {
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
    }
}
