import RxsScript

/// The regular expressions of `expect … matches`: POSIX extended syntax (ERE) with Perl's
/// common escapes, matched without backtracking, so its time is bounded whatever the pattern.
///
/// Syntax: literals, `.` (any character), `[…]` and `[^…]` with ranges and `[:alpha:]`-style
/// classes, `^` `$` (the start and end of the whole value, as in POSIX), groups `(…)` (and `(?:…)`), `|`, `*` `+` `?`, `{n}`
/// `{n,}` `{n,m}`, and the escapes `\d \D \w \W \s \S \b \B \n \t \r` and `\` before any
/// punctuation. Back-references are refused, as no linear-time matcher can have them.
///
/// The pattern compiles to a small program that runs as a Thompson/Pike simulation over the
/// text's Unicode scalars: every program state is followed at most once per scalar, so the
/// time is at most (text length + 1) × (program length). `{n,m}` is spelled out, so the
/// program is limited in size, and the work per match has a budget: beyond either the match
/// ends with an error instead of running for minutes.
struct LinearRegex: Sendable {
    /// Why a pattern cannot be used, in the user's words.
    struct Problem: Error, Equatable {
        var message: String
    }

    /// The syntax in one line, for error hints.
    static let syntaxHint = "matches takes POSIX extended regular expressions (with \\d \\w \\s \\b), no back-references"

    /// Longest program a pattern may become, `{n,m}` repeats spelled out.
    static let maximumProgram = 20_000
    /// Program steps one match may take by default (a fraction of a second in a release build).
    static let defaultStepBudget = 20_000_000

    private enum Instruction {
        case scalar(Unicode.Scalar)
        /// An index into `sets`: instructions stay plain values, cheap to copy.
        case set(Int)
        case any
        case split(Int, Int)
        case jump(Int)
        case lineStart, lineEnd
        case wordBoundary(Bool)
        case match
    }

    /// A bracket expression or class escape: ranges, predicates, maybe negated.
    struct ScalarSet {
        var ranges: [ClosedRange<UInt32>] = []
        var predicates: [@Sendable (Unicode.Scalar) -> Bool] = []
        var negated = false

        func contains(_ scalar: Unicode.Scalar) -> Bool {
            let inside = ranges.contains { $0.contains(scalar.value) } || predicates.contains { $0(scalar) }
            return inside != negated
        }
    }

    private let program: [Instruction]
    private let sets: [ScalarSet]
    private let stepBudget: Int

    init(_ pattern: String, stepBudget: Int = defaultStepBudget) throws(Problem) {
        var parser = Parser(scalars: Array(pattern.unicodeScalars))
        let node = try parser.parseAll()
        var compiler = Compiler()
        try compiler.emit(node)
        compiler.append(.match)
        program = compiler.program
        sets = compiler.sets
        self.stepBudget = stepBudget
    }

    /// Whether the pattern matches somewhere in `text`; a problem when the match would take
    /// longer than the budget.
    func firstMatch(in text: String) throws(Problem) -> Bool {
        let scalars = Array(text.unicodeScalars)
        var current = ThreadList(capacity: program.count)
        var next = ThreadList(capacity: program.count)
        var steps = 0
        var stack: [Int] = []
        for position in 0...scalars.count {
            // An unanchored search: a new thread starts at every position.
            add(0, at: position, in: scalars, to: &current, stack: &stack, steps: &steps)
            if current.matched { return true }
            guard position < scalars.count else { break }
            if steps > stepBudget {
                throw Problem(message: "the pattern needs too many steps to match a text of \(scalars.count) characters")
            }
            let scalar = scalars[position]
            next.clear()
            for pc in current.states {
                let advances: Bool
                switch program[pc] {
                case .scalar(let expected): advances = scalar == expected
                case .set(let set): advances = sets[set].contains(scalar)
                case .any: advances = true
                default: advances = false
                }
                steps += 1
                if advances { add(pc + 1, at: position + 1, in: scalars, to: &next, stack: &stack, steps: &steps) }
            }
            if next.matched { return true }
            swap(&current, &next)
        }
        return current.matched
    }

    /// Follows jumps, splits and assertions from `pc` at `position`, adding the states that
    /// consume a scalar (each once).
    private func add(_ start: Int, at position: Int, in scalars: [Unicode.Scalar], to list: inout ThreadList,
                     stack: inout [Int], steps: inout Int) {
        stack.append(start)
        while let pc = stack.popLast() {
            guard list.insert(pc) else { continue }
            steps += 1
            switch program[pc] {
            case .jump(let target): stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .lineStart:
                if position == 0 { stack.append(pc + 1) }
            case .lineEnd:
                if position == scalars.count { stack.append(pc + 1) }
            case .wordBoundary(let wanted):
                let before = position > 0 && Self.isWord(scalars[position - 1])
                let after = position < scalars.count && Self.isWord(scalars[position])
                if (before != after) == wanted { stack.append(pc + 1) }
            case .match: list.matched = true
            case .scalar, .set, .any: list.states.append(pc)
            }
        }
    }

    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType == .decimal
    }

    /// The states of one step, each at most once (a generation mark per state).
    private struct ThreadList {
        var states: [Int] = []
        var seen: [Int]
        var generation = 1
        var matched = false

        init(capacity: Int) {
            seen = Array(repeating: 0, count: capacity)
        }

        mutating func insert(_ pc: Int) -> Bool {
            guard seen[pc] != generation else { return false }
            seen[pc] = generation
            return true
        }

        mutating func clear() {
            states.removeAll(keepingCapacity: true)
            generation += 1
            matched = false
        }
    }

    // MARK: Parsing

    private indirect enum Node {
        case empty
        case scalar(Unicode.Scalar)
        case set(ScalarSet)
        case any
        case lineStart, lineEnd
        case wordBoundary(Bool)
        case sequence([Node])
        case alternation([Node])
        /// `minimum` to `maximum` (nil: no upper bound) repeats.
        case repeated(Node, minimum: Int, maximum: Int?)
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var depth = 0

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        mutating func parseAll() throws(Problem) -> Node {
            let node = try alternation()
            if peek == ")" { throw Problem(message: "a ) has no ( before it") }
            return node
        }

        mutating func alternation() throws(Problem) -> Node {
            var branches = [try sequence()]
            while peek == "|" {
                index += 1
                branches.append(try sequence())
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        mutating func sequence() throws(Problem) -> Node {
            var items: [Node] = []
            while let scalar = peek, scalar != "|", scalar != ")" {
                var atom = try self.atom()
                while let quantifier = try quantifier() {
                    if case .lineStart = atom { break }
                    atom = .repeated(atom, minimum: quantifier.minimum, maximum: quantifier.maximum)
                }
                items.append(atom)
            }
            return items.count == 1 ? items[0] : .sequence(items)
        }

        mutating func quantifier() throws(Problem) -> (minimum: Int, maximum: Int?)? {
            switch peek {
            case "*":
                index += 1
                return (0, nil)
            case "+":
                index += 1
                return (1, nil)
            case "?":
                index += 1
                return (0, 1)
            case "{":
                let start = index
                index += 1
                guard let minimum = number() else {
                    index = start
                    return nil
                }
                var maximum: Int? = minimum
                if peek == "," {
                    index += 1
                    maximum = peek == "}" ? nil : number()
                    if maximum == nil, peek != "}" {
                        index = start
                        return nil
                    }
                }
                guard peek == "}" else {
                    index = start
                    return nil
                }
                index += 1
                if let maximum, maximum < minimum {
                    throw Problem(message: "{\(minimum),\(maximum)} repeats at least more often than at most")
                }
                return (minimum, maximum)
            default:
                return nil
            }
        }

        /// Digits, capped far beyond any program that compiles.
        mutating func number() -> Int? {
            var value: Int?
            while let scalar = peek, ("0"..."9").contains(scalar) {
                value = min((value ?? 0) * 10 + Int(scalar.value - 48), 1_000_000)
                index += 1
            }
            return value
        }

        mutating func atom() throws(Problem) -> Node {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "(":
                if peek == "?" {
                    guard index + 1 < scalars.count, scalars[index + 1] == ":" else {
                        throw Problem(message: "(? groups other than (?: are not supported")
                    }
                    index += 2
                }
                depth += 1
                guard depth <= 200 else { throw Problem(message: "groups nest more than 200 deep") }
                let inner = try alternation()
                guard peek == ")" else { throw Problem(message: "a ( is not closed") }
                index += 1
                depth -= 1
                return inner
            case "[": return .set(try bracket())
            case ".": return .any
            case "^": return .lineStart
            case "$": return .lineEnd
            case "*", "+", "?": throw Problem(message: "\(scalar) has nothing before it to repeat")
            case "\\": return try escape()
            default: return .scalar(scalar)
            }
        }

        mutating func escape() throws(Problem) -> Node {
            guard let scalar = peek else { throw Problem(message: "the pattern ends in a lone \\") }
            index += 1
            if let set = Self.classEscape(scalar) { return .set(set) }
            switch scalar {
            case "b": return .wordBoundary(true)
            case "B": return .wordBoundary(false)
            case "n": return .scalar("\n")
            case "t": return .scalar("\t")
            case "r": return .scalar("\r")
            case "1"..."9": throw Problem(message: "back-references (\\\(scalar)) are not supported")
            default:
                guard !scalar.properties.isAlphabetic, !("0"..."9").contains(scalar) else {
                    throw Problem(message: "unknown escape \\\(scalar)")
                }
                return .scalar(scalar)
            }
        }

        static func classEscape(_ scalar: Unicode.Scalar) -> ScalarSet? {
            var set = ScalarSet()
            switch scalar {
            case "d", "D": set.ranges = [48...57]
            case "w", "W": set.predicates = [LinearRegex.isWord]
            case "s", "S": set.predicates = [{ $0.properties.isWhitespace }]
            default: return nil
            }
            set.negated = scalar.properties.isUppercase
            return set
        }

        mutating func bracket() throws(Problem) -> ScalarSet {
            var set = ScalarSet()
            if peek == "^" {
                set.negated = true
                index += 1
            }
            var first = true
            while true {
                guard let scalar = peek else { throw Problem(message: "a [ is not closed") }
                if scalar == "]", !first {
                    index += 1
                    return set
                }
                first = false
                if scalar == "[", index + 1 < scalars.count, scalars[index + 1] == ":" {
                    set.predicates.append(try namedClass())
                    continue
                }
                let low = try bracketScalar(&set)
                guard let low else { continue }
                if peek == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                    index += 1
                    guard let high = try bracketScalar(&set) else {
                        throw Problem(message: "a range in [ ] ends in a class")
                    }
                    guard low.value <= high.value else { throw Problem(message: "the range \(low)-\(high) is backwards") }
                    set.ranges.append(low.value...high.value)
                } else {
                    set.ranges.append(low.value...low.value)
                }
            }
        }

        /// One scalar in brackets; nil when it was a class escape (added to `set`).
        mutating func bracketScalar(_ set: inout ScalarSet) throws(Problem) -> Unicode.Scalar? {
            guard let scalar = peek else { throw Problem(message: "a [ is not closed") }
            index += 1
            guard scalar == "\\", let escaped = peek else { return scalar }
            index += 1
            if let inner = Self.classEscape(escaped) {
                set.predicates.append { inner.contains($0) }
                return nil
            }
            switch escaped {
            case "n": return "\n"
            case "t": return "\t"
            case "r": return "\r"
            default: return escaped
            }
        }

        mutating func namedClass() throws(Problem) -> @Sendable (Unicode.Scalar) -> Bool {
            index += 2
            var name = ""
            while let scalar = peek, scalar != ":" {
                name.unicodeScalars.append(scalar)
                index += 1
            }
            guard peek == ":", index + 1 < scalars.count, scalars[index + 1] == "]" else {
                throw Problem(message: "a [: class is not closed with :]")
            }
            index += 2
            switch name {
            case "alpha": return { $0.properties.isAlphabetic }
            case "digit": return { ("0"..."9").contains($0) }
            case "alnum": return { $0.properties.isAlphabetic || ("0"..."9").contains($0) }
            case "upper": return { $0.properties.isUppercase }
            case "lower": return { $0.properties.isLowercase }
            case "space": return { $0.properties.isWhitespace }
            case "blank": return { $0 == " " || $0 == "\t" }
            case "punct": return { $0.isASCII && $0.properties.generalCategory.isPunctuationOrSymbol }
            case "xdigit": return { $0.properties.isASCIIHexDigit }
            case "cntrl": return { $0.properties.generalCategory == .control }
            case "print": return { $0.properties.generalCategory != .control }
            case "graph": return { $0.properties.generalCategory != .control && !$0.properties.isWhitespace }
            default: throw Problem(message: "unknown class [:\(name):]")
            }
        }
    }

    // MARK: Compiling

    private struct Compiler {
        var program: [Instruction] = []
        var sets: [ScalarSet] = []
        /// Nodes emitted: repeats of empty groups add no instructions but still take time.
        var emitted = 0

        mutating func append(_ instruction: Instruction) {
            program.append(instruction)
        }

        mutating func emit(_ node: Node) throws(Problem) {
            emitted += 1
            guard program.count <= LinearRegex.maximumProgram, emitted <= 10 * LinearRegex.maximumProgram else {
                throw Problem(message: "the pattern is too large once its repeats are spelled out")
            }
            switch node {
            case .empty: break
            case .scalar(let scalar): append(.scalar(scalar))
            case .set(let set):
                sets.append(set)
                append(.set(sets.count - 1))
            case .any: append(.any)
            case .lineStart: append(.lineStart)
            case .lineEnd: append(.lineEnd)
            case .wordBoundary(let wanted): append(.wordBoundary(wanted))
            case .sequence(let items):
                for item in items { try emit(item) }
            case .alternation(let branches):
                var jumps: [Int] = []
                for (number, branch) in branches.enumerated() {
                    if number < branches.count - 1 {
                        let split = program.count
                        append(.split(split + 1, -1))
                        try emit(branch)
                        jumps.append(program.count)
                        append(.jump(-1))
                        program[split] = .split(split + 1, program.count)
                    } else {
                        try emit(branch)
                    }
                }
                for jump in jumps { program[jump] = .jump(program.count) }
            case .repeated(let inner, let minimum, let maximum):
                for _ in 0..<minimum { try emit(inner) }
                if let maximum {
                    // Each optional copy may be skipped to the end.
                    var splits: [Int] = []
                    for _ in minimum..<maximum {
                        splits.append(program.count)
                        append(.split(program.count + 1, -1))
                        try emit(inner)
                    }
                    for split in splits { program[split] = .split(split + 1, program.count) }
                } else {
                    let loop = program.count
                    append(.split(loop + 1, -1))
                    try emit(inner)
                    append(.jump(loop))
                    program[loop] = .split(loop + 1, program.count)
                }
            }
        }
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isPunctuationOrSymbol: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
