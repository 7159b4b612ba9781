/// A place in the visible state: `searchBar.text`, `table[0].title`, `table.count`, `nav.title`.
package struct ElementPath: Hashable, Sendable, CustomStringConvertible {
    /// The element id, or a common owner such as `nav`, `alert`, `hud`, `activity`, `opened`.
    package var element: String
    /// The table row, counted from 0, for `<id>[<row>].<property>`.
    package var row: Int?
    /// The section, for `<id>[<section>][<row>].<property>` in a table of sections.
    package var section: Int?
    package var property: String

    package init(element: String, section: Int? = nil, row: Int? = nil, property: String) {
        self.element = element
        self.section = section
        self.row = row
        self.property = property
    }

    package var description: String {
        let sectionPart = section.map { "[\($0)]" } ?? ""
        return row.map { "\(element)\(sectionPart)[\($0)].\(property)" } ?? "\(element).\(property)"
    }

    package init(parsing token: borrowing Token) throws(ScriptError) {
        switch Self.parse(token.text) {
        case .success(let path): self = path
        case .failure(let problem): throw problem.error(at: token)
        }
    }

    static let shapeHint = "write <id>.<property> or <id>[<row>].<property>, e.g. table[0].title"

    package static func parse(_ text: String) -> Result<ElementPath, TextProblem> {
        // Paths are nearly always ASCII, where a byte is a character (CR LF aside): read the
        // bytes where the text holds them then, without forming characters (copying them
        // into an array first was about a third of a path's parse).
        let read = text.utf8.withContiguousStorageIfAvailable { bytes -> Result<ElementPath, TextProblem>? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            var reader = PathReader(characters: bytes, text: text)
            return Result { () throws(TextProblem) in try reader.read() }
        }
        if let read = read ?? nil { return read }
        var reader = PathReader(characters: Array(text), text: text)
        return Result { () throws(TextProblem) in try reader.read() }
    }
}

/// What a path is read as: its characters, or the bytes of an ASCII path.
private protocol PathCharacter {
    var asciiValue: UInt8? { get }
    /// The character as a message quotes it.
    var shown: String { get }
}

extension Character: PathCharacter {
    fileprivate var shown: String { String(self) }
}

extension UInt8: PathCharacter {
    fileprivate var asciiValue: UInt8? { self }
    fileprivate var shown: String { String(Unicode.Scalar(self)) }
}

/// A path's characters as `PathReader` reads them: an array of them, or an ASCII path's
/// bytes where its text holds them.
private protocol PathCharacters: RandomAccessCollection where Index == Int, Element: PathCharacter {
    /// The text of the characters in `range`.
    func text(_ range: Range<Int>) -> String
}

extension Array: PathCharacters where Element == Character {
    fileprivate func text(_ range: Range<Int>) -> String { String(self[range]) }
}

extension UnsafeBufferPointer: PathCharacters where Element == UInt8 {
    fileprivate func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: self[range]), as: UTF8.self)
    }
}

/// Reads the path grammar `identifier ('[' digits ']')? '.' identifier`, one character at a time.
private struct PathReader<Characters: PathCharacters> {
    typealias Unit = Characters.Element
    let characters: Characters
    let text: String
    var index = 0

    init(characters: Characters, text: String) {
        self.characters = characters
        self.text = text
    }

    mutating func read() throws(TextProblem) -> ElementPath {
        guard !characters.isEmpty else {
            throw TextProblem("expected a path", hints: [ElementPath.shapeHint])
        }
        let element = try identifier(naming: "element id")
        var row = try rowIfPresent()
        var section: Int?
        if row != nil, let inner = try rowIfPresent() {
            (section, row) = (row, inner)
        }
        guard index < characters.count else {
            throw TextProblem(
                "missing property after '\(text)'", hints: [ElementPath.shapeHint], range: index..<index)
        }
        guard characters[index].asciiValue == Self.dot else { throw unexpectedCharacter() }
        index += 1
        let property = try identifier(naming: "property")
        if index < characters.count {
            if characters[index].asciiValue == Self.dot {
                throw TextProblem(
                    "path '\(text)' has too many parts", hints: [ElementPath.shapeHint],
                    range: index..<characters.count)
            }
            throw unexpectedCharacter()
        }
        return ElementPath(element: element, section: section, row: row, property: property)
    }

    private static var dot: UInt8 { UInt8(ascii: ".") }
    private static var openBracket: UInt8 { UInt8(ascii: "[") }

    private static func isIdentifierStart(_ character: Unit) -> Bool {
        character.asciiValue.map(ASCII.isIdentifierStart) ?? false
    }

    private static func isIdentifierPart(_ character: Unit) -> Bool {
        character.asciiValue.map(ASCII.isIdentifierPart) ?? false
    }

    private mutating func identifier(naming role: String) throws(TextProblem) -> String {
        let start = index
        guard index < characters.count else {
            throw TextProblem(
                "missing \(role) after '\(text)'", hints: [ElementPath.shapeHint], range: index..<index)
        }
        guard Self.isIdentifierStart(characters[index]) else {
            if characters[index].asciiValue == Self.dot || characters[index].asciiValue == Self.openBracket {
                throw TextProblem(
                    "missing \(role) before '\(characters[index].shown)'", hints: [ElementPath.shapeHint],
                    range: index..<index + 1)
            }
            throw unexpectedCharacter()
        }
        while index < characters.count, Self.isIdentifierPart(characters[index]) { index += 1 }
        return characters.text(start..<index)
    }

    private mutating func rowIfPresent() throws(TextProblem) -> Int? {
        guard index < characters.count, characters[index].asciiValue == Self.openBracket else { return nil }
        let open = index
        guard let close = characters[open...].firstIndex(where: { $0.asciiValue == UInt8(ascii: "]") }) else {
            throw TextProblem(
                "missing ']' in path '\(text)'", hints: [ElementPath.shapeHint],
                range: open..<characters.count)
        }
        let inside = characters.text(open + 1..<close)
        let range = open + 1..<close
        index = close + 1
        if inside.isEmpty {
            throw TextProblem("missing row number in '\(text)'", hints: [RowNumber.hint], range: open..<index)
        }
        switch RowNumber.parse(inside) {
        case .success(let row):
            return row
        case .failure(var problem):
            problem.range = range
            throw problem
        }
    }

    private func unexpectedCharacter() -> TextProblem {
        TextProblem(
            "unexpected '\(characters[index].shown)' in path '\(text)'",
            hints: ["ids and properties are ASCII letters, digits and _"], range: index..<index + 1)
    }
}
