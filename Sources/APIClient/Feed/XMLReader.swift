/// A streaming reader for the XML that feeds use, written for rxs so that reading a feed needs
/// neither FoundationXML nor libxml2. It reports elements (names split into local name and
/// namespace URI, resolved from `xmlns` declarations), attributes, text and CDATA; comments,
/// processing instructions and the XML declaration are skipped. It decodes the five
/// predefined entities and numeric character references, and refuses any DOCTYPE or entity
/// declaration outright: no external entity is ever read and no expansion can grow the input.
/// Input size and element depth are bounded.
struct XMLReader {
    enum Event: Equatable {
        case start(name: String, namespace: String, attributes: [String: String])
        case end(name: String, namespace: String)
        case characters(String)
        case cdata(String)
    }

    struct Failure: Error, Equatable {
        let line: Int
        let column: Int
        let reason: String

        var description: String { "near line \(line), column \(column) (\(reason))" }
    }

    static let defaultMaximumBytes = 32 << 20
    static let defaultMaximumDepth = 256

    var maximumBytes = defaultMaximumBytes
    var maximumDepth = defaultMaximumDepth

    /// Reads `bytes` to the end, handing each event to `handle` in document order.
    func read(_ bytes: some Collection<UInt8>, _ handle: (Event) -> Void) throws(Failure) {
        guard bytes.count <= maximumBytes else {
            throw Failure(line: 1, column: 1, reason: "the document is larger than \(maximumBytes >> 20) MB")
        }
        var scanner = XMLScanner(bytes: Array(bytes), maximumDepth: maximumDepth)
        try scanner.run(handle)
    }
}

/// The reader's state over one document (see `XMLReader`).
private struct XMLScanner {
    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var position = 0
    private var line = 1
    private var lineStart = 0
    /// Open elements: qualified name, and the namespace bindings they declared.
    private var open: [(qualifiedName: String, localName: String, namespace: String)] = []
    private var scopes: [[String: String]] = []
    private var sawRoot = false

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func run(_ handle: (XMLReader.Event) -> Void) throws(XMLReader.Failure) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            throw failure("UTF-16 documents are not supported (only UTF-8)")
        }
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "<") {
                try markup(handle)
            } else {
                try text(handle)
            }
        }
        if let unclosed = open.last {
            throw failure("the document ends inside <\(unclosed.qualifiedName)>")
        }
    }

    // MARK: Markup

    private mutating func markup(_ handle: (XMLReader.Event) -> Void) throws(XMLReader.Failure) {
        if starts(with: "<!--") {
            try skip(past: "-->", what: "comment")
        } else if starts(with: "<![CDATA[") {
            guard !open.isEmpty else { throw failure("CDATA outside the root element") }
            let start = position + 9
            guard let end = find("]]>", from: start) else { throw failure("a CDATA section is not closed") }
            let text = try string(start..<end)
            advance(to: end + 3)
            handle(.cdata(text))
        } else if starts(with: "<?") {
            try processingInstruction()
        } else if starts(with: "<!DOCTYPE") || starts(with: "<!doctype") {
            throw failure("a DOCTYPE is not accepted (rxs reads no DTD and no entity declarations)")
        } else if starts(with: "<!ENTITY") {
            throw failure("an entity declaration is not accepted")
        } else if starts(with: "<!") {
            throw failure("unexpected markup '<!'")
        } else if starts(with: "</") {
            try endTag(handle)
        } else {
            try startTag(handle)
        }
    }

    private mutating func processingInstruction() throws(XMLReader.Failure) {
        let nameStart = position + 2
        let isDeclaration = starts(with: "<?xml") && nameStart + 3 < bytes.count && isSpace(bytes[nameStart + 3])
        guard let end = find("?>", from: nameStart) else { throw failure("a processing instruction is not closed") }
        if isDeclaration {
            guard position == 0 || (position == 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF])) else {
                throw failure("the XML declaration is not at the start of the document")
            }
            let declaration = String(decoding: bytes[nameStart..<end], as: UTF8.self)
            if let encoding = Self.declaredEncoding(declaration), !["utf-8", "utf8", "us-ascii", "ascii"].contains(encoding) {
                throw failure("the document's encoding '\(encoding)' is not supported (only UTF-8)")
            }
        }
        advance(to: end + 2)
    }

    private static func declaredEncoding(_ declaration: String) -> String? {
        guard let range = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote }).lowercased()
    }

    private mutating func startTag(_ handle: (XMLReader.Event) -> Void) throws(XMLReader.Failure) {
        let tag = here
        if open.isEmpty && sawRoot { throw failure("a second root element") }
        advance(to: position + 1)
        let qualifiedName = try name()
        var rawAttributes: [(name: String, value: String)] = []
        var selfClosing = false
        while true {
            let hadSpace = skipSpaces()
            guard position < bytes.count else { throw failure("the document ends inside <\(qualifiedName)>") }
            if bytes[position] == UInt8(ascii: ">") {
                advance(to: position + 1)
                break
            }
            if starts(with: "/>") {
                advance(to: position + 2)
                selfClosing = true
                break
            }
            guard hadSpace else { throw failure("expected a space, '>' or '/>' in <\(qualifiedName)>") }
            let attributeName = try name()
            skipSpaces()
            guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
                throw failure("the attribute '\(attributeName)' has no value")
            }
            advance(to: position + 1)
            skipSpaces()
            let value = try attributeValue()
            if rawAttributes.contains(where: { $0.name == attributeName }) {
                throw failure("the attribute '\(attributeName)' appears twice")
            }
            rawAttributes.append((attributeName, value))
        }
        guard open.count < maximumDepth else {
            throw failure("elements are nested more than \(maximumDepth) deep", at: tag)
        }
        var bindings: [String: String] = [:]
        var attributes: [String: String] = [:]
        for (name, value) in rawAttributes {
            if name == "xmlns" { bindings[""] = value } else if name.hasPrefix("xmlns:") {
                bindings[String(name.dropFirst(6))] = value
            }
        }
        scopes.append(bindings)
        for (name, value) in rawAttributes where name != "xmlns" && !name.hasPrefix("xmlns:") {
            attributes[name] = value
        }
        let (prefix, localName) = Self.split(qualifiedName)
        guard let namespace = resolve(prefix) else {
            throw failure("the namespace prefix '\(prefix)' is not declared", at: tag)
        }
        sawRoot = true
        open.append((qualifiedName, localName, namespace))
        handle(.start(name: localName, namespace: namespace, attributes: attributes))
        if selfClosing { close(handle) }
    }

    private mutating func endTag(_ handle: (XMLReader.Event) -> Void) throws(XMLReader.Failure) {
        let tag = here
        advance(to: position + 2)
        let qualifiedName = try name()
        skipSpaces()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ">") else {
            throw failure("expected '>' after </\(qualifiedName)")
        }
        guard let current = open.last else { throw failure("</\(qualifiedName)> closes no element", at: tag) }
        guard current.qualifiedName == qualifiedName else {
            throw failure("</\(qualifiedName)> closes <\(current.qualifiedName)>", at: tag)
        }
        advance(to: position + 1)
        close(handle)
    }

    private mutating func close(_ handle: (XMLReader.Event) -> Void) {
        guard let element = open.popLast() else { return }
        _ = scopes.popLast()
        handle(.end(name: element.localName, namespace: element.namespace))
    }

    private func resolve(_ prefix: String) -> String? {
        if prefix == "xml" { return "http://www.w3.org/XML/1998/namespace" }
        for scope in scopes.reversed() {
            if let namespace = scope[prefix] { return namespace }
        }
        return prefix.isEmpty ? "" : nil
    }

    private static func split(_ qualifiedName: String) -> (prefix: String, localName: String) {
        guard let colon = qualifiedName.firstIndex(of: ":") else { return ("", qualifiedName) }
        return (String(qualifiedName[..<colon]), String(qualifiedName[qualifiedName.index(after: colon)...]))
    }

    // MARK: Names, values, text

    private mutating func name() throws(XMLReader.Failure) -> String {
        let start = position
        while position < bytes.count, Self.isNameByte(bytes[position], first: position == start) {
            position += 1
        }
        guard position > start else { throw failure("expected a name") }
        return try string(start..<position)
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
             UInt8(ascii: ":"), 0x80...0xFF:
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }

    private mutating func attributeValue() throws(XMLReader.Failure) -> String {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw failure("an attribute value must be quoted")
        }
        let quote = bytes[position]
        advance(to: position + 1)
        var value: [UInt8] = []
        while position < bytes.count, bytes[position] != quote {
            switch bytes[position] {
            case UInt8(ascii: "<"):
                throw failure("'<' in an attribute value")
            case UInt8(ascii: "&"):
                value += try reference()
            case UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                value.append(UInt8(ascii: " "))
                position += 1
            case UInt8(ascii: "\n"):
                value.append(UInt8(ascii: " "))
                newLine(at: position)
                position += 1
            default:
                value.append(bytes[position])
                position += 1
            }
        }
        guard position < bytes.count else { throw failure("an attribute value is not closed") }
        advance(to: position + 1)
        return try decode(value)
    }

    private mutating func text(_ handle: (XMLReader.Event) -> Void) throws(XMLReader.Failure) {
        var value: [UInt8] = []
        while position < bytes.count, bytes[position] != UInt8(ascii: "<") {
            if bytes[position] == UInt8(ascii: "&") {
                value += try reference()
                continue
            }
            if bytes[position] == UInt8(ascii: "\n") { newLine(at: position) }
            value.append(bytes[position])
            position += 1
        }
        if open.isEmpty {
            guard value.allSatisfy(isSpace) else { throw failure("text outside the root element") }
            return
        }
        // XML reads CR LF and lone CR as LF.
        if value.contains(UInt8(ascii: "\r")) { value = Self.normalizedLineEnds(value) }
        handle(.characters(try decode(value)))
    }

    private static func normalizedLineEnds(_ value: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(value.count)
        var index = 0
        while index < value.count {
            if value[index] == UInt8(ascii: "\r") {
                result.append(UInt8(ascii: "\n"))
                if index + 1 < value.count, value[index + 1] == UInt8(ascii: "\n") { index += 1 }
            } else {
                result.append(value[index])
            }
            index += 1
        }
        return result
    }

    /// `&name;` or `&#N;` / `&#xH;` at `position`, as UTF-8.
    private mutating func reference() throws(XMLReader.Failure) -> [UInt8] {
        let start = position + 1
        var end = start
        while end < bytes.count, end - start <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > start else {
            throw failure("'&' must start an entity reference such as &amp;")
        }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        let scalar: Unicode.Scalar?
        switch name {
        case "lt": scalar = "<"
        case "gt": scalar = ">"
        case "amp": scalar = "&"
        case "apos": scalar = "'"
        case "quot": scalar = "\""
        default:
            guard name.hasPrefix("#") else { throw failure("the entity &\(name); is not defined") }
            let digits = name.dropFirst()
            let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            scalar = value.flatMap(Unicode.Scalar.init).flatMap { Self.isXMLCharacter($0) ? $0 : nil }
            guard scalar != nil else { throw failure("&\(name); is not a valid character reference") }
        }
        position = end + 1
        return Array(String(Character(scalar ?? " ")).utf8)
    }

    private static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    // MARK: Bytes

    private func decode(_ value: [UInt8]) throws(XMLReader.Failure) -> String {
        guard let text = String(validating: value, as: UTF8.self) else { throw failure("the text is not valid UTF-8") }
        return text
    }

    private func string(_ range: Range<Int>) throws(XMLReader.Failure) -> String {
        try decode(Array(bytes[range]))
    }

    private func starts(with literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let pointer = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != pointer[offset] { return false }
        return true
    }

    private func find(_ literal: StaticString, from start: Int) -> Int? {
        let count = literal.utf8CodeUnitCount
        let pointer = literal.utf8Start
        var index = start
        while index + count <= bytes.count {
            if bytes[index] == pointer[0] {
                var offset = 1
                while offset < count, bytes[index + offset] == pointer[offset] { offset += 1 }
                if offset == count { return index }
            }
            index += 1
        }
        return nil
    }

    private mutating func skip(past literal: StaticString, what: String) throws(XMLReader.Failure) {
        guard let end = find(literal, from: position + 4) else { throw failure("a \(what) is not closed") }
        advance(to: end + literal.utf8CodeUnitCount)
    }

    /// Moves to `target`, counting the lines passed.
    private mutating func advance(to target: Int) {
        while position < target {
            if bytes[position] == UInt8(ascii: "\n") { newLine(at: position) }
            position += 1
        }
    }

    @discardableResult
    private mutating func skipSpaces() -> Bool {
        let start = position
        while position < bytes.count, isSpace(bytes[position]) {
            if bytes[position] == UInt8(ascii: "\n") { newLine(at: position) }
            position += 1
        }
        return position > start
    }

    private mutating func newLine(at index: Int) {
        line += 1
        lineStart = index + 1
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The line and column of `position`.
    private var here: (line: Int, column: Int) { (line, max(1, position - lineStart + 1)) }

    private func failure(_ reason: String, at place: (line: Int, column: Int)? = nil) -> XMLReader.Failure {
        let place = place ?? here
        return XMLReader.Failure(line: place.line, column: place.column, reason: reason)
    }
}
