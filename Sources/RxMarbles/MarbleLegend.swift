/// The letters that stand for values in rendered marbles, shared by all rows of a diagram so
/// equal values get the same letter. Start from the dictionary used for parsing to get the
/// same letters back; other values get the next free letter: a–z, A–Z, 0–9, then accented
/// Latin, Greek and Cyrillic letters, and `?` once those run out.
public struct MarbleLegend<Element: Equatable> {
    public struct Entry {
        public let letter: Character
        public let value: Element
    }

    /// Letters in the order they were given or assigned.
    public private(set) var entries: [Entry]
    private var usedLetters: Set<Character>
    private var nextCandidate = 0

    /// Starts with `values` (a letter → value dictionary, as given to `Marble.events`).
    public init(_ values: [Character: Element] = [:]) {
        entries = values.sorted { $0.key < $1.key }.map { Entry(letter: $0.key, value: $0.value) }
        usedLetters = Set(values.keys)
    }

    /// Starts with a value → letter mapping.
    public init(letters: [Element: Character]) where Element: Hashable {
        self.init(Dictionary(letters.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first }))
    }

    /// The letter for `value`, assigning the next free one to a new value.
    public mutating func letter(for value: Element) -> Character {
        if let entry = entries.first(where: { $0.value == value }) { return entry.letter }
        while nextCandidate < marbleLetterCandidates.count {
            let candidate = marbleLetterCandidates[nextCandidate]
            nextCandidate += 1
            guard usedLetters.insert(candidate).inserted else { continue }
            entries.append(Entry(letter: candidate, value: value))
            return candidate
        }
        return "?"
    }

    /// `a = 1` for each of `letters` (all letters when nil), in legend order.
    func descriptions(of letters: Set<Character>? = nil) -> [String] {
        entries.filter { letters?.contains($0.letter) ?? true }
            .map { "\($0.letter) = \(marbleDisplay($0.value))" }
    }
}

extension MarbleLegend.Entry: Equatable {}

extension MarbleLegend: CustomStringConvertible {
    /// `a = 1, b = 2`; strings are quoted.
    public var description: String { descriptions().joined(separator: ", ") }
}

/// A value as shown in a legend: strings quoted so spaces and empty strings show.
func marbleDisplay(_ value: Any) -> String {
    if let text = value as? String { return String(reflecting: text) }
    return String(describing: value)
}

/// Letters handed out to values, in order; all single-width, all accepted by the parser.
let marbleLetterCandidates: [Character] = {
    let ascii = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    let more = (0xC0..<0x500).compactMap(Unicode.Scalar.init).map(Character.init).filter(\.isLetter)
    return ascii + more
}()
