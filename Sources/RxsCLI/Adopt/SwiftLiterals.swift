/// A Swift source file as `rxs adopt` reads a manifest: its string literals, and the code
/// around them with comments dropped. Enough to find URLs, paths and version requirements in
/// `Package.swift` without running it (running it needs the package's dependencies, which are
/// what adopt is arranging).
struct SwiftLiterals {
    /// The code with every string literal replaced by `marker` and comments by a space.
    var shape: [Character] = []
    /// The literals' contents in order, the n-th for the n-th marker; an interpolation is
    /// kept as written (`\(x)`), so it never matches a URL or version.
    var literals: [String] = []
    /// Where each literal's marker is in `shape`.
    var offsets: [Int] = []

    static let marker: Character = "\u{1}"

    init(_ text: String) {
        let characters = Array(text)
        var index = 0
        func at(_ offset: Int) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while index < characters.count {
            let character = characters[index]
            if character == "/", at(1) == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
                shape.append(" ")
            } else if character == "/", at(1) == "*" {
                // Swift's block comments nest.
                var depth = 0
                repeat {
                    if at(0) == "/", at(1) == "*" { depth += 1; index += 2 }
                    else if at(0) == "*", at(1) == "/" { depth -= 1; index += 2 }
                    else { index += 1 }
                } while depth > 0 && index < characters.count
                shape.append(" ")
            } else if character == "\"" || (character == "#" && Self.startsRawString(characters, index)) {
                var hashes = 0
                while at(0) == "#" { hashes += 1; index += 1 }
                let multiline = at(0) == "\"" && at(1) == "\"" && at(2) == "\""
                index += multiline ? 3 : 1
                let closing = Array(repeating: Character("\""), count: multiline ? 3 : 1) + Array(repeating: Character("#"), count: hashes)
                var value = ""
                while index < characters.count {
                    if Array(characters[index..<min(characters.count, index + closing.count)]) == closing {
                        index += closing.count
                        break
                    }
                    if !multiline, characters[index] == "\n" { break }
                    if hashes == 0, characters[index] == "\\", let next = at(1) {
                        switch next {
                        case "\"", "\\", "'": value.append(next)
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        default: value.append("\\"); value.append(next)
                        }
                        index += 2
                        continue
                    }
                    value.append(characters[index])
                    index += 1
                }
                offsets.append(shape.count)
                shape.append(Self.marker)
                literals.append(value)
            } else {
                shape.append(character)
                index += 1
            }
        }
    }

    /// `#"`, `##"`…: a raw string starts at `index`.
    private static func startsRawString(_ characters: [Character], _ index: Int) -> Bool {
        var cursor = index
        while cursor < characters.count, characters[cursor] == "#" { cursor += 1 }
        return cursor < characters.count && characters[cursor] == "\""
    }

    /// The code just before literal `n`, trimmed: `url:`, `path:`, `from:`, `(`…
    func label(before n: Int, length: Int = 24) -> String {
        let end = offsets[n]
        let text = String(shape[max(0, end - length)..<end])
        return String(text.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// Whether literal `n` is the path of a path dependency: `.package(path: "…")`, or with
    /// `name:` before it.
    func isPackagePath(_ n: Int) -> Bool {
        let compact = label(before: n, length: 96).filter { !$0.isWhitespace }
        return compact.hasSuffix(".package(path:") || compact.hasSuffix(".package(name:\(Self.marker),path:")
    }

    /// The arguments after literal `n` up to the end of the call holding it (`, from: "6.0.0"`)
    /// with their literals, for the requirement of a `.package(url:…)`.
    func restOfCall(after n: Int) -> (code: String, literals: [String]) {
        var depth = 0
        var cursor = offsets[n] + 1
        var code = ""
        var values: [String] = []
        var literal = n + 1
        // A requirement is a few dozen characters; a bound keeps a hostile manifest cheap.
        while cursor < min(shape.count, offsets[n] + 2_000) {
            let character = shape[cursor]
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" {
                if depth == 0 { break }
                depth -= 1
            }
            if character == Self.marker, literal < literals.count {
                values.append(literals[literal])
                literal += 1
            }
            code.append(character)
            cursor += 1
        }
        return (code, values)
    }
}
