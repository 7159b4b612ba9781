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
        lowercasedASCII() == other.lowercasedASCII()
    }

    func lowercasedASCII() -> String {
        String(decoding: utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
