/// A line of a script that holds a command.
public struct ScriptLine: Sendable {
    /// 1-based line number in the file.
    public var number: Int
    public var text: String
    public var tokens: [Token]
    public var command: any Command

    public init(number: Int, text: String, tokens: [Token], command: any Command) {
        self.number = number
        self.text = text
        self.tokens = tokens
        self.command = command
    }

    /// Parses one line of `file`; nil for a blank or comment-only line.
    public static func parse(_ text: String, number: Int, file: String) throws(ScriptError) -> ScriptLine? {
        let tokens = try LineTokenizer.tokens(in: text, line: number, file: file)
        guard let command = try CommandRegistry.parse(tokens) else { return nil }
        return ScriptLine(number: number, text: text, tokens: tokens, command: command)
    }
}

/// A parsed `.rxs` file: its command lines, and an error for each line that did not parse.
public struct Script: Sendable {
    public var file: String
    public var lines: [ScriptLine]
    /// In line order; a script with errors should not run (exit code 2).
    public var errors: [ScriptError]

    /// Parses every line. Lines may end in LF, CRLF or CR; a leading byte order mark is ignored;
    /// blank and comment-only lines hold no command and are left out.
    public init(file: String, text: String) {
        self.file = file
        lines = []
        errors = []
        for (index, lineText) in Self.splitLines(text).enumerated() {
            do throws(ScriptError) {
                if let line = try ScriptLine.parse(lineText, number: index + 1, file: file) { lines.append(line) }
            } catch {
                errors.append(error)
            }
        }
    }

    /// The source split into lines without their terminators.
    public static func splitLines(_ text: String) -> [String] {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        var lines: [String] = []
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index += 1
                continue
            }
            lines.append(String(decoding: bytes[start..<index], as: UTF8.self))
            index += byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
            start = index
        }
        if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return lines
    }
}
