/// HTTP header fields: names compared case-insensitively, original spelling and order kept.
public struct HTTPHeaders: Sendable, Equatable, ExpressibleByDictionaryLiteral, Sequence {
    public private(set) var fields: [(name: String, value: String)]

    public init() { fields = [] }

    /// Later pairs replace earlier ones of the same name (in any case), as assignment does;
    /// linear in the number of pairs.
    public init(_ pairs: [(String, String)]) {
        fields = []
        fields.reserveCapacity(pairs.count)
        // A request's own few headers are checked against the fields so far: the table below
        // lowercased and hashed every name, a copy of most, for every request sent.
        if pairs.count <= Self.pairsComparedInPlace {
            for (name, value) in pairs {
                if let index = fields.firstIndex(where: { $0.name.caseInsensitiveEquals(name) }) {
                    fields[index] = (name: fields[index].name, value: value)
                } else {
                    fields.append((name: name, value: value))
                }
            }
            return
        }
        var positions: [String: Int] = [:]
        for (name, value) in pairs {
            let key = name.lowercasedASCII()
            if let index = positions[key] {
                fields[index] = (name: fields[index].name, value: value)
            } else {
                positions[key] = fields.count
                fields.append((name: name, value: value))
            }
        }
    }

    /// Up to this many pairs, each name is compared with the fields before it (quadratic, but
    /// cheaper than a table for a handful); longer lists go through a table and stay linear.
    static let pairsComparedInPlace = 8

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

    /// Whether both hold the very same stored list of fields, as a replayed answer's headers
    /// handed out again do: then they are equal without reading a string (comparing the
    /// strings of a recorded answer's two dozen fields was about 3k instructions).
    func sharesFields(with other: HTTPHeaders) -> Bool {
        fields.count == other.fields.count && fields.withUnsafeBufferPointer { mine in
            other.fields.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }

    public func makeIterator() -> IndexingIterator<[(name: String, value: String)]> {
        fields.makeIterator()
    }

    /// Whether both list the same fields, names and values as written, in the same order (at
    /// once when they share the stored list): a recorded answer compared with itself.
    func hasSameFieldsInOrder(as other: HTTPHeaders) -> Bool {
        guard fields.count == other.fields.count else { return false }
        return sharesFields(with: other)
            || fields.elementsEqual(other.fields, by: { $0.name == $1.name && $0.value == $1.value })
    }

    /// Same names (in any case) with the same values, in any order; linear.
    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        guard lhs.fields.count == rhs.fields.count else { return false }
        // Equal without building a table (names are unique, so equal lists are equal headers).
        if lhs.hasSameFieldsInOrder(as: rhs) { return true }
        var values: [String: String] = [:]
        for field in rhs.fields { values[field.name.lowercasedASCII()] = field.value }
        return lhs.fields.allSatisfy { values[$0.name.lowercasedASCII()] == $0.value }
    }
}

extension String {
    /// The comparison below on two strings' stored bytes, without walking their UTF-8 views
    /// index by index: header names are compared on every request sent and answer read.
    func caseInsensitiveEquals(_ other: String) -> Bool {
        let stored = utf8.withContiguousStorageIfAvailable { bytes in
            other.utf8.withContiguousStorageIfAvailable { otherBytes -> Bool? in
                guard bytes.allSatisfy({ $0 < 0x80 }), otherBytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                return bytes.elementsEqual(otherBytes) { asciiLowercased($0) == asciiLowercased($1) }
            } ?? nil
        } ?? nil
        return stored ?? scannedCaseInsensitiveEquals(other)
    }
}

extension StringProtocol {
    /// ASCII case-insensitive comparison (header names, hosts, media types are ASCII).
    func caseInsensitiveEquals(_ other: some StringProtocol) -> Bool {
        scannedCaseInsensitiveEquals(other)
    }

    fileprivate func scannedCaseInsensitiveEquals(_ other: some StringProtocol) -> Bool {
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
