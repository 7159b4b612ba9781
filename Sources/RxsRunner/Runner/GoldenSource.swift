#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import RxsScript
import RxsSession
import RxsSupport

/// A script's text kept as lines with their own terminators, so `rxs test --update` can
/// rewrite expected-output lines and give back every other byte exactly as it was.
///
/// Lines split as `Script` splits them (LF, CRLF or CR; a leading byte order mark is set
/// aside), so index `i` here is line `i + 1` of the parsed script.
package struct GoldenSource: Equatable, Sendable {
    package struct Line: Equatable, Sendable {
        package var text: String
        /// `"\n"`, `"\r\n"`, `"\r"`, or `""` for a last line without one.
        package var terminator: String
        /// The line's bytes as the file held them, for a line read from a file that is not
        /// UTF-8 (nil otherwise: the text holds them).
        package var original: [UInt8]?

        package init(text: String, terminator: String, original: [UInt8]? = nil) {
            self.text = text
            self.terminator = terminator
            self.original = original
        }

        /// The bytes the file gets: the original ones for a line that was not UTF-8.
        var bytes: [UInt8] { (original ?? Array(text.utf8)) + Array(terminator.utf8) }
    }

    /// The lines. A source read from a file makes them when they are asked for, each time
    /// (read them once into a local): a passing script never asks — its `#>` lines are found
    /// by their bytes and its rewrite is the source itself — so its lines are not each made a
    /// `String` for nothing.
    package var lines: [Line] {
        get { file?.lines() ?? madeLines }
        set {
            file = nil
            madeLines = newValue
        }
    }

    package private(set) var hasByteOrderMark: Bool
    /// The terminator inserted lines get: the file's first one, LF when it has none.
    package private(set) var lineEnding: String
    /// The file as read, while no line has been changed.
    private var file: FileLines?
    private var madeLines: [Line] = []

    package init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    /// The file's bytes, kept line by line so that every byte outside a rewritten `#>` block
    /// is written back as it was, whatever it is.
    package init(bytes fileBytes: [UInt8]) {
        let file = FileLines(fileBytes)
        hasByteOrderMark = file.hasByteOrderMark
        lineEnding = file.firstTerminator ?? "\n"
        self.file = file
    }

    /// Whether every line but the last ends with a terminator, as every line read from a
    /// file does.
    var terminatesAllButTheLast: Bool {
        file != nil || madeLines.dropLast().allSatisfy { !$0.terminator.isEmpty }
    }

    /// For each line, what it holds when it is a `#>` line (`GoldenLine.content(of:)`), nil
    /// otherwise: `goldenLines()` made texts.
    func goldenContents() -> [String?] {
        let (lines, storage) = goldenLines()
        return lines.map { $0.map { ExpectedLines(lines: [$0], in: storage).text(0) } }
    }

    /// For each line, what it holds when it is a `#>` line, nil otherwise; for lines read
    /// from a file, asked by their bytes, the content's bytes where they lie in `storage`
    /// (`FileLines.goldenLine`): no line is made a `String` unless it must be read by characters.
    func goldenLines() -> (lines: [ExpectedLines.Line?], storage: ArraySlice<UInt8>) {
        guard let file else { return (madeLines.map { GoldenLine.content(of: $0.text).map(ExpectedLines.Line.text) }, []) }
        return (file.bounds.indices.map(file.goldenLine), file.bytes)
    }

    /// Line `index` (0-based), made alone when the source is read from a file.
    func line(at index: Int) -> Line {
        file?.line(index) ?? madeLines[index]
    }

    package static func == (left: GoldenSource, right: GoldenSource) -> Bool {
        // The same bytes read are the same source (one array shared is compared at once).
        if let leftFile = left.file, let rightFile = right.file, left.hasByteOrderMark == right.hasByteOrderMark,
            leftFile.bytes == rightFile.bytes
        {
            return true
        }
        return left.hasByteOrderMark == right.hasByteOrderMark && left.lineEnding == right.lineEnding
            && left.lines == right.lines
    }

    /// The source as a file holds it, byte for byte (what `--update` writes).
    package var bytes: [UInt8] {
        (hasByteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + lines.flatMap(\.bytes)
    }

    /// The source as a file holds it.
    package var text: String {
        (hasByteOrderMark ? "\u{FEFF}" : "") + lines.map { $0.text + $0.terminator }.joined()
    }
}

/// A file's bytes and where its lines are: each line's bytes (terminator excluded) and its
/// terminator's length, found over the bytes' buffer (`LineBreak`: indexing the array byte by
/// byte cost several times the search).
private struct FileLines: Sendable {
    /// The bytes after a byte order mark.
    let bytes: ArraySlice<UInt8>
    let hasByteOrderMark: Bool
    /// Each line's bytes, as indices into `bytes`; its terminator follows it.
    let bounds: [Range<Int>]

    init(_ fileBytes: [UInt8]) {
        hasByteOrderMark = fileBytes.starts(with: [0xEF, 0xBB, 0xBF])
        let bytes = fileBytes[(hasByteOrderMark ? 3 : 0)...]
        let offset = bytes.startIndex
        var bounds: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { buffer in
            // A file without a carriage return (most) breaks at line feeds alone: each line
            // was searched for one a second time.
            let lineFeedsOnly = buffer.baseAddress.map { memchr($0, 0x0D, buffer.count) == nil } ?? true
            func next(from start: Int) -> Int {
                guard lineFeedsOnly else { return LineBreak.next(in: buffer, from: start) }
                guard let base = buffer.baseAddress, start < buffer.count,
                    let found = memchr(base + start, 0x0A, buffer.count - start)
                else { return buffer.count }
                return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            }
            var start = 0
            var index = next(from: 0)
            while index < buffer.count {
                bounds.append(offset + start..<offset + index)
                let length = buffer[index] == 0x0D && index + 1 < buffer.count && buffer[index + 1] == 0x0A ? 2 : 1
                start = index + length
                index = next(from: start)
            }
            if start < buffer.count { bounds.append(offset + start..<offset + buffer.count) }
        }
        self.bytes = bytes
        self.bounds = bounds
    }

    /// `"\n"`, `"\r\n"`, `"\r"`, or `""` for a last line without one.
    func terminator(_ index: Int) -> String {
        let end = bounds[index].upperBound
        guard end < bytes.endIndex else { return "" }
        guard bytes[end] == 0x0D else { return "\n" }
        return end + 1 < bytes.endIndex && bytes[end + 1] == 0x0A ? "\r\n" : "\r"
    }

    var firstTerminator: String? {
        bounds.isEmpty || bounds[0].upperBound == bytes.endIndex ? nil : terminator(0)
    }

    /// What line `index` holds when it is a `#>` line, nil otherwise: as
    /// `GoldenLine.content(of:)` reads the line's text. By its bytes: the spaces, tabs and
    /// marker before the content are ASCII, which the text holds as they are even when the
    /// line is not UTF-8, and decoding is self-synchronizing at an ASCII byte, so the content
    /// decoded from the bytes after them is the text's tail: those bytes stand for it, and are
    /// made a text only when a step prints something else. Only a content that might join the
    /// marker (a mark, say, or bytes that are not UTF-8 there) is read from the line's text,
    /// by characters; otherwise neither the line's text nor a check of all its bytes is made.
    func goldenLine(_ index: Int) -> ExpectedLines.Line? {
        var at = bounds[index].lowerBound
        let end = bounds[index].upperBound
        while at < end, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 }
        guard at + 1 < end, bytes[at] == 0x23, bytes[at + 1] == 0x3E else { return nil }
        at += 2
        if at < end, bytes[at] == 0x20 { at += 1 }
        let content = bytes[at..<end]
        guard content.isEmpty || content[at] < 0x80 || GoldenLine.startsPlain(content) else {
            return GoldenLine.content(of: line(index).text).map(ExpectedLines.Line.text)
        }
        return .bytes(content.indices)
    }

    func line(_ index: Int) -> GoldenSource.Line {
        Self.line(bytes[bounds[index]], terminator: terminator(index))
    }

    func lines() -> [GoldenSource.Line] {
        bounds.indices.map(line)
    }

    /// A line read from a file; its bytes are kept apart only when they are not UTF-8 (its
    /// text then holds replacement characters), as otherwise the text gives them back.
    /// `UTF8Span` checks the bytes with the standard library's UTF-8 validator and the text
    /// copies them as they are (`String(validating:as:)` took 1.8 times the instructions,
    /// through its generic path for any encoding).
    private static func line(_ bytes: ArraySlice<UInt8>, terminator: String) -> GoldenSource.Line {
        if let valid = try? UTF8Span(validating: bytes.span) {
            return GoldenSource.Line(text: String(copying: valid), terminator: terminator)
        }
        return GoldenSource.Line(text: String(decoding: bytes, as: UTF8.self), terminator: terminator, original: Array(bytes))
    }
}

/// The expected-output comment: `#> <line>` holds one transcript line; `#>` alone an empty one.
package enum GoldenLine {
    package static let marker = "#>"

    /// The transcript line `text` holds, or nil when it is not a `#>` line. Leading spaces and
    /// tabs are allowed; one space after the marker is part of the marker.
    package static func content(of text: String) -> String? {
        // By bytes, as characters would read it: every line of a script is asked, and only
        // `#>` lines need more than a glance. What follows the marker (and its space) is
        // ASCII or a scalar no cluster rule joins (a box border, an arrow) nearly always; a
        // line where it might join them (a mark, say) reads by characters.
        let read = text.utf8.withContiguousStorageIfAvailable { bytes -> Reading in
            var index = 0
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index + 1 < bytes.count, bytes[index] == 0x23, bytes[index + 1] == 0x3E else { return .notGolden }
            index += 2
            if index < bytes.count, bytes[index] == 0x20 { index += 1 }
            guard index == bytes.count || bytes[index] < 0x80 || Self.startsPlain(UnsafeBufferPointer(rebasing: bytes[index...])) else {
                return .byCharacters
            }
            return .golden(from: index)
        }
        switch read {
        case .golden(let offset):
            // The line is valid text already: its tail is copied, not decoded and checked again.
            return String(text[text.utf8.index(text.utf8.startIndex, offsetBy: offset)...])
        case .notGolden: return nil
        case .byCharacters, nil: return contentByCharacters(of: text)
        }
    }

    /// Whether the UTF-8 text starts with a scalar that no cluster rule joins to the ASCII
    /// one before it (false when it starts with bytes that are not UTF-8).
    fileprivate static func startsPlain(_ bytes: some Sequence<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
        return DisplayWidth.joinsNoNeighbour(scalar)
    }

    private enum Reading {
        /// A `#>` line whose content starts at this UTF-8 offset.
        case golden(from: Int)
        case notGolden
        case byCharacters
    }

    /// `content(of:)` a character at a time.
    static func contentByCharacters(of text: String) -> String? {
        let body = text.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix(marker) else { return nil }
        let rest = body.dropFirst(marker.count)
        return String(rest.first == " " ? rest.dropFirst() : rest)
    }

    /// `#> <line>` indented like its command; an empty line is the bare marker.
    package static func text(for line: String, indent: String) -> String {
        indent + (line.isEmpty ? marker : marker + " " + line)
    }

    /// Whether two transcripts agree. Trailing spaces are ignored, as editors strip them.
    package static func same(_ expected: [String], _ actual: [String]) -> Bool {
        expected.count == actual.count && zip(expected, actual).allSatisfy(sameLine)
    }

    /// ASCII lines compare by bytes (a character there is a byte, and canonically equal
    /// means equal); anything else by characters, where canonically equal texts agree.
    package static func sameLine(_ expected: String, _ actual: String) -> Bool {
        if expected == actual { return true }
        guard let left = asciiTrimmed(expected), let right = asciiTrimmed(actual) else {
            return trimmed(expected) == trimmed(actual)
        }
        return left.elementsEqual(right)
    }

    /// An ASCII line's bytes less trailing spaces and tabs; nil for a line that is not ASCII.
    private static func asciiTrimmed(_ line: String) -> Substring.UTF8View? {
        var bytes = Substring(line).utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
        return bytes
    }

    private static func trimmed(_ line: String) -> Substring {
        var slice = Substring(line)
        while slice.last == " " || slice.last == "\t" { slice.removeLast() }
        return slice
    }
}
