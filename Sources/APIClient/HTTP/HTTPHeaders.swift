/// HTTP header fields: names compared case-insensitively, original spelling and order kept.
public struct HTTPHeaders: Sendable, Equatable, ExpressibleByDictionaryLiteral, Sequence {
    public private(set) var fields: [(name: String, value: String)]

    public init() { fields = [] }

    public init(_ pairs: [(String, String)]) {
        fields = []
        for (name, value) in pairs { self[name] = value }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    /// Fields whose names are already unique (another header set's, values changed).
    init(uniqueFields: [(name: String, value: String)]) {
        fields = uniqueFields
    }

    /// Gets or replaces a field by case-insensitive name; `nil` removes it.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.caseInsensitiveEquals(name) }?.value }
        set {
            let existing = fields.firstIndex { $0.name.caseInsensitiveEquals(name) }
            switch (existing, newValue) {
            case (let index?, let value?): fields[index] = (name: fields[index].name, value: value)
            case (let index?, nil): fields.remove(at: index)
            case (nil, let value?): fields.append((name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    public var isEmpty: Bool { fields.isEmpty }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.count == rhs.fields.count
            && lhs.fields.allSatisfy { rhs[$0.name] == $0.value }
    }
}

extension StringProtocol {
    /// ASCII case-insensitive comparison (header names, hosts, media types are ASCII).
    func caseInsensitiveEquals(_ other: some StringProtocol) -> Bool {
        // ASCII text compares byte by byte; other text as strings do (canonical equivalence).
        guard utf8.allSatisfy({ $0 < 0x80 }), other.utf8.allSatisfy({ $0 < 0x80 }) else {
            return lowercasedASCII() == other.lowercasedASCII()
        }
        return utf8.elementsEqual(other.utf8) { asciiLowercased($0) == asciiLowercased($1) }
    }

    func lowercasedASCII() -> String {
        // Most names are lowercase already: the copy is needed only when one is not.
        guard utf8.contains(where: { (65...90).contains($0) }) else { return String(self) }
        return String(decoding: utf8.map(asciiLowercased), as: UTF8.self)
    }
}

private func asciiLowercased(_ byte: UInt8) -> UInt8 {
    (65...90).contains(byte) ? byte + 32 : byte
}
