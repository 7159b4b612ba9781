/// Request parameters in the order they were written, so URLs and bodies read the way the
/// request type declares them (and stay byte-for-byte stable across runs).
public struct Parameters: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    public private(set) var entries: [(name: String, value: JSONValue)]

    public init() { entries = [] }

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        entries = elements.map { (name: $0.0, value: $0.1) }
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// Sets a parameter, replacing an existing one of the same name in place; `nil` removes it.
    public subscript(name: String) -> JSONValue? {
        get { entries.first { $0.name == name }?.value }
        set {
            let existing = entries.firstIndex { $0.name == name }
            switch (existing, newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append((name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    public static func == (lhs: Parameters, rhs: Parameters) -> Bool {
        lhs.entries.count == rhs.entries.count
            && zip(lhs.entries, rhs.entries).allSatisfy { $0.name == $1.name && $0.value == $1.value }
    }

    /// The parameters as a JSON object (for JSON bodies).
    var jsonObject: JSONValue {
        .object(Dictionary(entries.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last }))
    }
}
